// Public entry of the provider-identity module (docs/decisions/134-module-public-entries.md): other modules use
// nothing of it yet; its routes are found by plugins/modules.ts (provider-identity.routes.ts).
export {};
