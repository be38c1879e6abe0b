import { createContext, useContext } from 'react';

export interface OpenLoginModalOptions {
  /**
   * Where to return after signing in (full path incl. query), saved in the `next` cookie for 1 day.
   * Default: the current path (already saved by the router on every navigation).
   */
  next?: string;
  /** A persistent modal can't be dismissed (no close button, Escape or backdrop). */
  persistent?: boolean;
  /** Optional reason shown under the title, e.g. "Para solicitar una cotización necesitas una cuenta.". */
  reason?: string;
}

export interface LoginModalState {
  active: boolean;
  persistent: boolean;
  reason: string | null;
}

export interface LoginModalApi extends LoginModalState {
  open: (options?: OpenLoginModalOptions) => void;
  close: () => void;
}

export const LoginModalContext = createContext<LoginModalApi | null>(null);

/** `useLoginModal().open({ next: '/proveedores/x?cotizar=1' })` — inside `<LoginModalProvider>`. */
export function useLoginModal(): LoginModalApi {
  const api = useContext(LoginModalContext);
  if (!api) throw new Error('useLoginModal debe usarse dentro de <LoginModalProvider>.');
  return api;
}
