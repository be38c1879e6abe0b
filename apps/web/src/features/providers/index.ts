// Public entry of the providers feature (web). Its pages are routes (app/router.tsx); the review
// page reads a provider by its slug.
export { useProviderBySlug } from './api/get-provider-by-slug';
