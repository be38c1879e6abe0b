// Public entry of the providers module: what other modules may use (docs/decisions/134-module-public-entries.md).
export { shareImageUrl, toImageOut } from './provider-images';
export { coverPhotoIdSql } from './provider-relations.repository';
export { presentProvider, shareCover } from './provider-view';
export { deleteProvider } from './providers-lifecycle.service';
export { countProviders, findProviderByOldSlug, findProviderBySlug, hasProviders, providerSitemapRows } from './providers.repository';
export { EXPIRE_PLANS_INTERVAL_MS } from './plans.service';
export { expireBusinessPlans } from './plans.repository';
