/**
 * Every form scrolls to and focuses its first error (COMMON conventions, issue 11): the first
 * invalid control in document order (`aria-invalid="true"`, which MUI sets on a field with
 * `error`), or a group's message marked `data-field-error` (a checkbox list's «Selecciona al menos
 * un servicio de la lista»). It runs after React has painted the errors.
 *
 * react-hook-form's own `shouldFocusError` only reaches fields registered with a focusable ref, in
 * registration order; a Controller over a checkbox list or a select group has none, so its error
 * stayed ~1,200 px below the button and «Siguiente» seemed to do nothing.
 */
import { useCallback, useRef } from 'react';

export const FIRST_ERROR_SELECTOR = '[aria-invalid="true"], [data-field-error]';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}

/** Scrolls to and focuses the first error inside `root`; false when there is none. */
export function focusFirstError(root: ParentNode | null | undefined): boolean {
  const target = root?.querySelector<HTMLElement>(FIRST_ERROR_SELECTOR);
  if (!target) return false;
  target.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  // A message (not a control) can take focus so screen readers read it.
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/** After the next paint (the errors of a failed validation are rendered by then). */
export function focusFirstErrorSoon(getRoot: () => ParentNode | null | undefined): void {
  const run = () => focusFirstError(getRoot());
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}

/**
 * For a form: `ref` on its root element, `onInvalid` as handleSubmit's second argument (or called
 * when `trigger()` answers false).
 */
export function useFocusFirstError<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const onInvalid = useCallback(() => focusFirstErrorSoon(() => ref.current), []);
  return { ref, onInvalid };
}
