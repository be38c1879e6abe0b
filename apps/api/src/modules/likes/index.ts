// Public entry of the likes module: what other modules may use (docs/decisions/134-module-public-entries.md).
// Nothing: its schemas are the domain's (@eventos/domain, likes/likes.schemas.ts).
export {};
