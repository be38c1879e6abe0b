// Public entry of the notifications module: what other modules may use (docs/decisions/134-module-public-entries.md).
export { insertNotifications, type NewNotification } from './notifications.repository';
