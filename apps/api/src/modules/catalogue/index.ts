// Public entry of the catalogue module (docs/decisions/134-module-public-entries.md): other modules use
// nothing of it yet; its routes are found by plugins/modules.ts (catalogue.routes.ts).
export {};
