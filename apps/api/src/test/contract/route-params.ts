// Which fixture row each route's path params point at, and who owns it. Rules are matched in order
// on the OpenAPI path; a route whose params no rule fills is reported by the tests
// ("añade la ruta X a la matriz").
import type { ContractFixtures } from './fixtures';

export type Owner = 'a' | 'b';
export type ParamValues = Record<string, string | number>;

interface Rule {
  pattern: RegExp;
  owner: Owner;
  params: (fx: ContractFixtures) => ParamValues;
}

const RULES: Rule[] = [
  {
    pattern: /^\/api\/v1\/albums\/\{albumId\}/,
    owner: 'a',
    params: (fx) => ({ albumId: fx.a.galleryAlbumId, mediaId: fx.photo.mediaId }),
  },
  {
    pattern: /^\/api\/v1\/cloud-storage\/\{fileId\}/,
    owner: 'a',
    params: (fx) => ({ fileId: fx.cloudFileId }),
  },
  {
    pattern: /^\/api\/v1\/me\/albums\/\{id\}/,
    owner: 'b',
    params: (fx) => ({ id: fx.customerAlbumId, mediaId: fx.photo.mediaId }),
  },
  // The provider's view of the customer's event.
  { pattern: /^\/api\/v1\/events\/search\/\{id\}$/, owner: 'a', params: (fx) => ({ id: fx.eventId }) },
  { pattern: /^\/api\/v1\/events\/\{id\}/, owner: 'b', params: (fx) => ({ id: fx.eventId }) },
  {
    pattern: /^\/api\/v1\/likes\/\{target_type\}\/\{target_id\}$/,
    owner: 'b',
    params: (fx) => ({ target_type: 'provider', target_id: fx.a.providerId }),
  },
  {
    pattern: /^\/api\/v1\/providers\/\{id\}/,
    owner: 'a',
    params: (fx) => ({ id: fx.a.providerId, tid: fx.testimonialId }),
  },
  { pattern: /^\/api\/v1\/notifications\/\{id\}/, owner: 'b', params: (fx) => ({ id: fx.notificationId }) },
  { pattern: /^\/api\/v1\/quotations\/\{id\}/, owner: 'b', params: (fx) => ({ id: fx.quotationId }) },
  { pattern: /^\/api\/v1\/user\/\{id\}/, owner: 'b', params: (fx) => ({ id: fx.b.id }) },
  // B's review of A; the provider side (answer, report) is overridden below; admins are neither.
  { pattern: /^\/api\/v1\/reviews\/\{id\}/, owner: 'b', params: (fx) => ({ id: fx.reviewId }) },
  { pattern: /^\/api\/v1\/admin\/reviews\/\{id\}/, owner: 'a', params: (fx) => ({ id: fx.reviewId }) },
];

/** Routes acted on by the other party of a shared resource (the provider side of a quotation). */
const OWNER_OVERRIDES: Record<string, Owner> = {
  'POST /api/v1/events/{id}/quotations': 'a',
  'PUT /api/v1/quotations/{id}': 'a',
  'POST /api/v1/providers/{id}/reviews': 'b',
  'PUT /api/v1/reviews/{id}/response': 'a',
  'POST /api/v1/reviews/{id}/report': 'a',
};

export interface RouteTarget {
  owner: Owner;
  params: ParamValues;
  /** Path params no rule filled (the route must be added to the matrix). */
  missing: string[];
}

export function routeTarget(
  fx: ContractFixtures,
  route: { key: string; path: string; pathParams: { name: string }[] },
): RouteTarget {
  const rule = RULES.find((r) => r.pattern.test(route.path));
  const values = rule ? rule.params(fx) : {};
  const params: ParamValues = {};
  const missing: string[] = [];
  for (const { name } of route.pathParams) {
    const value = values[name];
    if (value === undefined) missing.push(name);
    else params[name] = value;
  }
  return { owner: OWNER_OVERRIDES[route.key] ?? rule?.owner ?? 'a', params, missing };
}

/** '/api/v1/providers/{id}' + { id: 3 } → '/api/v1/providers/3' (values URL-encoded). */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
