// Spanish messages of the notifications API that @eventos/domain (messages/es.ts) does not have.
// Keys follow the domain's `feature.field.rule` convention so they can move there unchanged.
import { formatMessage } from '@eventos/domain';

export const NOTIFICATION_MESSAGES = {
  'notifications.notification.notFound': 'Notificación no encontrada',
} as const;

export function nm(key: keyof typeof NOTIFICATION_MESSAGES, params?: Record<string, string | number>): string {
  return formatMessage(NOTIFICATION_MESSAGES[key], params);
}
