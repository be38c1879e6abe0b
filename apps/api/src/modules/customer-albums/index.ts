// Public entry of the customer-albums module: what other modules may use (docs/decisions/134-module-public-entries.md).
// Nothing: its schemas are the domain's (@eventos/domain, media/customer-albums.schemas.ts).
export {};
