// Public entry of the exchange-rate module (docs/decisions/134-module-public-entries.md): other modules use
// nothing of it yet; its routes are found by plugins/modules.ts (exchange-rate.routes.ts).
export {};
