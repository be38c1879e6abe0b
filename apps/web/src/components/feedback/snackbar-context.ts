import { createContext, useContext } from 'react';

export type SnackbarColor = 'success' | 'error' | 'info';

export interface SnackbarOptions {
  /** Default 'success' (SPEC §4). */
  color?: SnackbarColor;
  /** Milliseconds; default SNACKBAR_TIMEOUT_MS (6000). */
  timeout?: number;
}

export interface SnackbarApi {
  /** Shows a message at the bottom of the screen with a "Cerrar" button. */
  show: (message: string, options?: SnackbarOptions) => void;
  /**
   * Shows an error of any shape (ApiError {status, data}, Error, string…) as the text chosen by
   * `getErrorMessage(error, fallback)` from @eventos/domain (SPEC §8), coloured error.
   */
  showError: (error: unknown, fallback?: string, options?: Omit<SnackbarOptions, 'color'>) => void;
  close: () => void;
}

/** What the snackbar shows: a ready text, or an error whose text is resolved when shown. */
export type SnackbarContent =
  { kind: 'message'; message: string } | { kind: 'error'; error: unknown; fallback?: string };

export interface SnackbarItem {
  key: number;
  content: SnackbarContent;
  color: SnackbarColor;
  timeout: number;
}

export const SnackbarContext = createContext<SnackbarApi | null>(null);

/** `const { show, showError } = useSnackbar();` — must be inside `<SnackbarProvider>`. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar debe usarse dentro de <SnackbarProvider>.');
  return api;
}
