// Legal features (issue 18): Libro de Reclamaciones, personal-data consent, data export and
// account deletion, and the business identity. Pages are routed lazily by app/router.tsx.
export { ComplaintsBookLink } from './components/complaints-book-link';
export { LazyConsentGate } from './components/lazy-consent-gate';
export { AccountDataCard } from './components/account-data-card';
export { useBusinessIdentity } from './api/business';
export { UsdInSoles } from './components/usd-in-soles';
