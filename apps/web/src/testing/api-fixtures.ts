/**
 * Whole API answers for tests, typed with the domain's types (the web reads them as the API sends
 * them): a test states only what it is about and overrides the rest.
 */
import type { CdnUploadedImage, MediaSizes, ProviderOut, UserView } from '@eventos/domain';

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

/**
 * The CDN's answer to POST cdn/upload/media for an image stored as `{folder}/{name}-hq.jpg`: every
 * size as a storage key (JPEG and WebP), `url` the public URL of `path`.
 */
export function cdnImage(folder: string, name: string, overrides: Partial<CdnUploadedImage> = {}): CdnUploadedImage {
  const key = (size: string, ext: string) => `${folder}/${name}-${size}.${ext}`;
  const keys = (ext: string) => ({ thumbnail: key('thumbnail', ext), md: key('md', ext), hq: key('hq', ext) });
  return {
    id: 1,
    url: `/cdn/${key('hq', 'jpg')}`,
    path: key('hq', 'jpg'),
    thumbnail: key('thumbnail', 'jpg'),
    sizes: { ...keys('jpg'), webp: keys('webp') },
    width: 800,
    height: 600,
    aspect_ratio: 1.3333,
    size: 1000,
    mime_type: 'image/jpeg',
    formats_ready: ['jpeg', 'webp'],
    formats_pending: [],
    ...overrides,
  };
}

/** A signed-in customer as GET /api/v1/user answers it (no provider, no pictures). */
export function userView(overrides: Partial<UserView> = {}): UserView {
  return {
    id: 7,
    email: 'ana@example.com',
    first_name: 'Ana',
    last_name: 'Pérez',
    avatar: null,
    avatar_preferred: 'social',
    avatar_social: null,
    avatar_uploaded: null,
    avatar_uploaded_thumbnail: null,
    gender: null,
    birth_date: null,
    provider: null,
    is_admin: false,
    created_at: '2026-01-15T15:00:00.000Z',
    ...overrides,
  };
}
