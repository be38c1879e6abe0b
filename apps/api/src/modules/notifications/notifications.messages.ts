// The notifications API's messages: keys of the domain's catalogue (@eventos/domain,
// messages/es.ts), where every Spanish text lives once.
import { messageNames } from '../../lib/message-names';

export const nm = messageNames({ 'notifications.notification.notFound': 'notifications.notification.notFound' });
