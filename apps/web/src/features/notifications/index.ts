// Public entry of the notifications feature (web): the header's bell, loaded on first use.
import { lazy } from 'react';

export const LazyNotificationsButton = /* @__PURE__ */ lazy(() =>
  import('./components/notifications-button').then((m) => ({ default: m.NotificationsButton })),
);
