import { useEffect, useState } from 'react';
import { whenIdle } from './hydration';

/**
 * False during the server render, the hydration and the first client render; true once the
 * browser has been idle after them (lib/hydration.ts `whenIdle`). Widgets rendered behind it are
 * not in the server's HTML, so hydration never waits for their code.
 */
export function useIdle(timeoutMs?: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}
