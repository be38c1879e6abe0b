/** Scrolls the window to `top` in exactly `durationMs` (ease-in-out); instant with reduced motion. */
export function smoothScrollTo(top: number, durationMs: number): () => void {
  const start = window.scrollY;
  const distance = top - start;
  if (Math.abs(distance) < 1) return () => undefined;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduced || durationMs <= 0 || typeof window.requestAnimationFrame !== 'function') {
    window.scrollTo(0, top);
    return () => undefined;
  }
  let frame = 0;
  let cancelled = false;
  const startedAt = performance.now();
  const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
  const step = (now: number) => {
    if (cancelled) return;
    const progress = Math.min(1, (now - startedAt) / durationMs);
    window.scrollTo(0, start + distance * ease(progress));
    if (progress < 1) frame = window.requestAnimationFrame(step);
  };
  frame = window.requestAnimationFrame(step);
  // A user scroll (wheel/touch) cancels the animation.
  const cancel = () => {
    cancelled = true;
    window.cancelAnimationFrame(frame);
    window.removeEventListener('wheel', cancel);
    window.removeEventListener('touchstart', cancel);
  };
  window.addEventListener('wheel', cancel, { passive: true, once: true });
  window.addEventListener('touchstart', cancel, { passive: true, once: true });
  return cancel;
}
