// Public entry of the providers module: what other modules may use (docs/decisions/134-module-public-entries.md).
export { publicUrl, shareImageUrl, toImageOut } from './provider-images';
export { presentProvider, shareCover } from './provider-view';
export { CreateProviderBodySchema } from './providers-affiliation.routes';
export { CoversBodySchema } from './providers-business.routes';
export { deleteProvider } from './providers-lifecycle.service';
export { LogoBodySchema, RenameBodySchema } from './providers-write.routes';
export { findProviderByOldSlug, findProviderBySlug, providerSitemapRows } from './providers.repository';
export { EXPIRE_PLANS_INTERVAL_MS, expireBusinessPlans } from './plans.service';
