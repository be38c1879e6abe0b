import { lazy } from 'react';

/** The header's bell, loaded on first use. */
export const LazyNotificationsButton = lazy(() =>
  import('./notifications-button').then((m) => ({ default: m.NotificationsButton })),
);
