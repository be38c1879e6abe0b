/**
 * Whole API answers for tests, typed with the domain's types (the web reads them as the API sends
 * them): a test states only what it is about and overrides the rest.
 */
import type { MediaSizes, ProviderOut } from '@eventos/domain';

/** URLs of every JPEG size under `base` ('/cdn/a' → '/cdn/a-thumbnail.jpg', …). */
export function sizeUrls(base: string): MediaSizes {
  return { thumbnail: `${base}-thumbnail.jpg`, md: `${base}-md.jpg`, hq: `${base}-hq.jpg` };
}

/** A basic provider as GET providers/{id} answers it (no logo, cover nor relations). */
export function providerOut(overrides: Partial<ProviderOut> = {}): ProviderOut {
  return {
    id: 1,
    guid: '00000000-0000-4000-8000-000000000001',
    preregister_id: null,
    company_name: 'Proveedor de prueba',
    slug: 'proveedor-de-prueba',
    logo_id: null,
    introductory_text: '',
    plan: 'basic',
    settings: {},
    social_links: {},
    contact_firstname: null,
    contact_lastname: null,
    email: null,
    cellphone: null,
    ruc: null,
    legal_name: null,
    address_line1: null,
    address_line2: null,
    location_id: null,
    province_id: null,
    department_id: null,
    district_name: null,
    district: null,
    province: null,
    department: null,
    website: null,
    reviews_score: 0,
    reviews_number: 0,
    likes_count: 0,
    response_minutes: null,
    featured: false,
    created_by: null,
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-01T00:00:00.000Z',
    service_type_ids: [],
    ...overrides,
  };
}
