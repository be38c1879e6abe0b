import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { requiresLogin } from '@eventos/domain';
import { setNextPath } from '../../lib/cookies';
import { onSessionExpired } from '../../lib/session';
import { LoginModalContext } from './login-modal-context';
import type { LoginModalApi, LoginModalState, OpenLoginModalOptions } from './login-modal-context';

const LoginModal = lazy(() => import('./login-modal').then((m) => ({ default: m.LoginModal })));

export interface LoginModalProviderProps {
  children: ReactNode;
  /**
   * Body of the modal under its title. Default: one button per enabled sign-in provider
   * (the same as /login) and the legal notice.
   */
  renderContent?: (api: { close: () => void }) => ReactNode;
}

const CLOSED: LoginModalState = { active: false, persistent: false, reason: null };
export const SESSION_EXPIRED_REASON = 'Tu sesión expiró. Ingresa nuevamente para continuar.';

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

  // The session ended while the user was doing something that needs an account: on pages that
  // require login the guard sends them to /login; elsewhere the modal offers to sign in again.
  const pathname = useLocation().pathname;
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);
  useEffect(
    () =>
      onSessionExpired(() => {
        if (!requiresLogin(pathnameRef.current)) open({ reason: SESSION_EXPIRED_REASON });
      }),
    [open],
  );

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
