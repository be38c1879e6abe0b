// Public entry of the events feature (web). Its pages are routes (app/router.tsx); other features
// read a customer's events (the provider site's «Solicitar cotización», «Enviar mensaje»).
// events depends on quotations, never the other way round.
import { lazy } from 'react';

export { eventKeys } from './api/event-keys';
export type { MyEventsParams } from './api/event-keys';
export { getMyEvents } from './api/get-my-events';
export type { UserEvent, UserEventDetail } from './types';
/** Loaded on first use: keeps the dialog out of the bundle of the page that offers it. */
export const LazySendEventDialog = /* @__PURE__ */ lazy(() =>
  import('./components/send-event-dialog').then((m) => ({ default: m.SendEventDialog })),
);
