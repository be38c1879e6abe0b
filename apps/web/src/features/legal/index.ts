// Legal features (issue 18): Libro de Reclamaciones, personal-data consent, data export and
// account deletion, and the business identity. Pages are routed lazily by app/router.tsx.
export { ComplaintsBookLink } from './components/complaints-book-link';
import { lazy } from 'react';

/** The personal-data consent prompt, loaded beside the page (not before the first render). */
export const LazyConsentGate = /* @__PURE__ */ lazy(() =>
  import('./components/consent-gate').then((m) => ({ default: m.ConsentGate })),
);
export { AccountDataCard } from './components/account-data-card';
export { useBusinessIdentity } from './api/business';
export { UsdInSoles } from './components/usd-in-soles';
