export { landingQueryOptions, popularLandingsQueryOptions, type Landing, type LandingParams } from './api/get-landing';
export { LandingLinks } from './components/landing-links';
export { PopularLandings } from './components/popular-landings';
export { landingParamsOf } from './utils';
export { usePopularLandings } from './api/get-landing';
