// Public entry of the conversations module: what other modules may use (docs/decisions/134-module-public-entries.md).
export { loadResponseMinutes } from './conversations.repository';
export { recordQuotationEvent } from './conversations.service';
export { openRequestThread } from './conversations.service';
export { sendUnreadDigests, UNREAD_DIGEST_INTERVAL_MS } from './unread-digest';
