// Public entry of the event-detail module (docs/decisions/134-module-public-entries.md).
export { EventDetailEnvelope, EventDetailOutSchema, type EventDetailOut } from './event-detail.schemas';
