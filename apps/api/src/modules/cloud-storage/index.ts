// Public entry of the cloud-storage module (docs/decisions/134-module-public-entries.md): other modules use
// nothing of it yet; its routes are found by plugins/modules.ts (cloud-storage.routes.ts).
export {};
