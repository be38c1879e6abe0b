// The notifications API's messages: keys of the domain's catalogue (@eventos/domain,
// messages/es.ts), where every Spanish text lives once.
import { t, type MessageParams } from '@eventos/domain';

export function nm(key: 'notifications.notification.notFound', params?: MessageParams): string {
  return t(key, params);
}
