import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { setNextPath } from '../../lib/cookies';
import { LoginModalContext } from './login-modal-context';
import type { LoginModalApi, LoginModalState, OpenLoginModalOptions } from './login-modal-context';

const LoginModal = lazy(() => import('./login-modal').then((m) => ({ default: m.LoginModal })));

export interface LoginModalProviderProps {
  children: ReactNode;
  /**
   * Body of the modal under its title (the sign-in feature passes its provider buttons here).
   * Default: a link to /login.
   */
  renderContent?: (api: { close: () => void }) => ReactNode;
}

const CLOSED: LoginModalState = { active: false, persistent: false, reason: null };

/** Login modal frame (SPEC §4): `active` and `persistent` flags, redirect saved in the `next` cookie. */
export function LoginModalProvider({ children, renderContent }: LoginModalProviderProps) {
  const [state, setState] = useState<LoginModalState>(CLOSED);
  const [mounted, setMounted] = useState(false);

  const open = useCallback((options: OpenLoginModalOptions = {}) => {
    if (options.next) setNextPath(options.next);
    setMounted(true);
    setState({ active: true, persistent: options.persistent ?? false, reason: options.reason ?? null });
  }, []);

  const close = useCallback(() => setState((s) => ({ ...s, active: false })), []);

  const api = useMemo<LoginModalApi>(() => ({ ...state, open, close }), [state, open, close]);

  return (
    <LoginModalContext.Provider value={api}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <LoginModal
            open={state.active}
            persistent={state.persistent}
            reason={state.reason}
            onClose={close}
            content={renderContent?.({ close })}
          />
        </Suspense>
      ) : null}
    </LoginModalContext.Provider>
  );
}
