import { lazy } from 'react';

/** The header's inbox button, loaded on first use. */
export const LazyInboxButton = lazy(() => import('./inbox-button').then((m) => ({ default: m.InboxButton })));
