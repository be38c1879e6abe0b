import { lazy } from 'react';

/** The personal-data consent prompt (Ley 29733), loaded beside the page (not before the first render). */
export const LazyConsentGate = lazy(() => import('./consent-gate').then((m) => ({ default: m.ConsentGate })));
