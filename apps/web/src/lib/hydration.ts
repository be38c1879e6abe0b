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

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `callback` once the main thread is idle (at the latest after `timeoutMs`), outside React's
 * render: what nobody needs in the first second (the WhatsApp button, the consent dialogs, the
 * catalogue lookups) waits for it instead of lengthening hydration. Returns a cancel function.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  const w = window as IdleWindow;
  if (typeof w.requestIdleCallback === 'function') {
    const handle = w.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => w.cancelIdleCallback?.(handle);
  }
  const timer = window.setTimeout(callback, 200);
  return () => window.clearTimeout(timer);
}
