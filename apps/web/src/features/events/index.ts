// Public entry of the events feature (web). Its pages are routes (app/router.tsx); other features
// read a customer's events (the provider site's «Solicitar cotización», «Enviar mensaje»).
// events depends on quotations, never the other way round.
export { eventKeys } from './api/event-keys';
export type { MyEventsParams } from './api/event-keys';
export { getMyEvents } from './api/get-my-events';
export type { UserEvent, UserEventDetail } from './types';
export { LazySendEventDialog } from './components/lazy-send-event-dialog';
