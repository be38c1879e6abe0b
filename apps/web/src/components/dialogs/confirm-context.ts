import { createContext, useContext } from 'react';

export interface ConfirmOptions {
  /** Dialog title (optional). */
  title?: string;
  /** The question, e.g. "¿Eliminar esta foto?". */
  message: string;
  /** Conditions listed under the message (e.g. a plan's price and terms). */
  details?: string[];
  /** Default "Confirmar". */
  confirmText?: string;
  /** Default "Cancelar". */
  cancelText?: string;
  /** Colour of the confirm button; 'error' for destructive actions. */
  confirmColor?: 'primary' | 'error';
}

/** Opens the confirmation dialog; resolves `true` on Confirmar, `false` on Cancelar/Escape/backdrop. */
export type ConfirmFn = (options: ConfirmOptions | string) => Promise<boolean>;

export const ConfirmContext = createContext<ConfirmFn | null>(null);

/** `const confirm = useConfirm(); if (await confirm('¿Eliminar?')) …` — inside `<ConfirmProvider>`. */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm debe usarse dentro de <ConfirmProvider>.');
  return confirm;
}
