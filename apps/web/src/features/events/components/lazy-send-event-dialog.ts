import { lazy } from 'react';

/** «Enviar evento», loaded on first use: keeps the dialog out of the bundle of the page that offers it. */
export const LazySendEventDialog = lazy(() =>
  import('./send-event-dialog').then((m) => ({ default: m.SendEventDialog })),
);
