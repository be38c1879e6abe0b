// Public entry of the complaints module (docs/decisions/134-module-public-entries.md): other modules use
// nothing of it yet; its routes are found by plugins/modules.ts (complaints.routes.ts).
export {};
