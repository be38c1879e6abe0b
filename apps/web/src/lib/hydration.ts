/**
 * Whether the app is hydrating a server-rendered page (docs/decisions/120-server-rendering.md):
 * true from the client's start on a server-rendered page until the first effect after
 * `hydrateRoot`, when `<html data-hydrated>` is set (e2e waits for that marker before clicking).
 */
let hydrating = false;

export function isHydrating(): boolean {
  return hydrating;
}

export function startHydration(): void {
  hydrating = true;
}

export function endHydration(): void {
  hydrating = false;
  if (typeof document !== 'undefined') document.documentElement.setAttribute('data-hydrated', '');
}
