/** Catalogue shapes of the API contract, from @eventos/domain (z.infer of the shared schemas). */
export type { Category, EventType, Keyword, Location, ServiceType } from '@eventos/domain';
