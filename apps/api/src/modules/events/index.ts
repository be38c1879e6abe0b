// Public entry of the events module: what other modules may use (docs/decisions/134-module-public-entries.md).
// The events module knows nothing of quotations; quotations and event-detail build on it
// (docs/decisions/135-events-quotations-one-way.md).
export { eventStatusNow, isBusiness, providerAccess } from './event-access';
export { findActingProvider, hasQuoted, isInvited, type ActingProvider } from './event-access.repository';
export { type PublishedEvent } from './event-notifications';
export { eventRecipients } from './event-notifications.repository';
export { eventOwnerGuard, loadEventOr404, ownedEvent } from './event-read';
export { presentEvents } from './event-view';
export { em } from './events.messages';
export { findEventRow, findEventRowsByIds, loadEventServices, type EventRow } from './events.repository';
export { assertEditable, setEventStatus, updateEvent } from './events.service';
export { EXPIRE_EVENTS_INTERVAL_MS, expireEvents } from './events-expiry.repository';
