// Public entry of the landings module (docs/decisions/134-module-public-entries.md): other modules use
// nothing of it; its routes (landings.routes.ts) and head resolver are registered by convention, and
// everything else in this folder is internal (docs/decisions/125-landing-pages.md).
export {};
