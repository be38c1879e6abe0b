import { createContext, useContext } from 'react';

/**
 * Where the customer's quotation moves report their result. The comparison gives one that shows
 * the message inline under its controls: a floating snackbar there covered «Mostrar archivadas»
 * just when the customer wanted it (after archiving). Elsewhere: null, the snackbar.
 */
export const QuotationFeedbackContext = createContext<((message: string) => void) | null>(null);

export function useQuotationFeedback(): ((message: string) => void) | null {
  return useContext(QuotationFeedbackContext);
}
