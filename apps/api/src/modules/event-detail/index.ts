// Public entry of the event-detail module (docs/decisions/134-module-public-entries.md).
// Nothing: its response schema is the domain's (@eventos/domain, events/event-responses.schemas.ts).
export {};
