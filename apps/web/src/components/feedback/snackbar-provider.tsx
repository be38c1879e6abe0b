import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { SNACKBAR_TIMEOUT_MS } from '@eventos/domain';
import { SnackbarContext } from './snackbar-context';
import type { SnackbarApi, SnackbarItem } from './snackbar-context';

// The visual part (MUI Snackbar + Alert + the error texts) loads on first use.
const SnackbarView = lazy(() => import('./snackbar-view').then((m) => ({ default: m.SnackbarView })));

let nextKey = 1;

/** Bottom snackbar of the app shell (SPEC §2, §4): colour success|error|info, 6000 ms, "Cerrar". */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<SnackbarItem | null>(null);
  const [open, setOpen] = useState(false);

  const push = useCallback((item: Omit<SnackbarItem, 'key'>) => {
    nextKey += 1;
    setCurrent({ ...item, key: nextKey });
    setOpen(true);
  }, []);

  const show = useCallback<SnackbarApi['show']>(
    (message, options = {}) =>
      push({
        content: { kind: 'message', message },
        color: options.color ?? 'success',
        timeout: options.timeout ?? SNACKBAR_TIMEOUT_MS,
      }),
    [push],
  );

  const showError = useCallback<SnackbarApi['showError']>(
    (error, fallback, options = {}) =>
      push({
        content: { kind: 'error', error, fallback },
        color: 'error',
        timeout: options.timeout ?? SNACKBAR_TIMEOUT_MS,
      }),
    [push],
  );

  const close = useCallback(() => setOpen(false), []);
  const api = useMemo<SnackbarApi>(() => ({ show, showError, close }), [show, showError, close]);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <SnackbarView item={current} open={open} onClose={close} />
        </Suspense>
      ) : null}
    </SnackbarContext.Provider>
  );
}
