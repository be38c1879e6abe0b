// Public entry of the search feature (web). Its page is a route (app/router.tsx); the home page
// and the shared provider card read its result types.
export type { ImageUrls, ProviderCardData } from './types';
