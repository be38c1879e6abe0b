// Factories for provider tests: signed-in users, catalogue ids, providers inserted directly, the
// mailed verification code, and the whole affiliation flow through the API.
import { and, asc, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { albums, locations, media, outbox, providerServiceTypes, providers, serviceTypes, users } from '../../../db/schema';
import { createSignedInUser } from '../../auth/testing';

export { createSignedInUser };
export type Headers = { authorization: string };

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

/** A district by name (first match, e.g. 'Miraflores' in Lima), with its province and department. */
export async function district(app: FastifyInstance, name = 'Miraflores', codePrefix = '1501') {
  const [row] = await app.db
    .select()
    .from(locations)
    .where(and(eq(locations.type, 'district'), eq(locations.name, name), like(locations.code, `${codePrefix}%`)))
    .limit(1);
  if (!row) throw new Error(`district ${name} not seeded`);
  return row;
}

export async function serviceTypeIds(app: FastifyInstance, n = 2, offset = 0): Promise<number[]> {
  const rows = await app.db.select({ id: serviceTypes.id }).from(serviceTypes).orderBy(asc(serviceTypes.id)).limit(n).offset(offset);
  return rows.map((r) => r.id);
}

export interface SeedProviderOptions {
  ownerId?: number | null;
  plan?: 'basic' | 'business';
  slug?: string;
  company_name?: string;
  location_id?: number;
  services?: number[];
  introductory_text?: string;
  reviews_score?: number;
  reviews_number?: number;
  attach?: boolean;
}

/** Inserts a provider with gallery and covers albums (no API call). */
export async function seedProvider(app: FastifyInstance, opts: SeedProviderOptions = {}) {
  const loc = opts.location_id ?? (await district(app)).id;
  const id = unique();
  const [row] = await app.db
    .insert(providers)
    .values({
      company_name: opts.company_name ?? `Proveedor ${id}`,
      slug: opts.slug ?? `proveedor-${id}`,
      plan: opts.plan ?? 'basic',
      introductory_text: opts.introductory_text ?? 'Organizamos eventos inolvidables en Lima con el mejor equipo.',
      contact_firstname: 'Ana',
      contact_lastname: 'Quispe',
      email: `contacto-${id}@example.com`,
      cellphone: '987654321',
      address_line1: 'Av. Larco 123',
      location_id: loc,
      created_by: opts.ownerId ?? null,
      reviews_score: opts.reviews_score ?? 0,
      reviews_number: opts.reviews_number ?? 0,
    })
    .returning();
  const provider = row!;
  await app.db.insert(albums).values([
    { provider_id: provider.id, kind: 'gallery' },
    { provider_id: provider.id, kind: 'covers' },
  ]);
  const services = opts.services ?? (await serviceTypeIds(app, 2));
  if (services.length) {
    await app.db.insert(providerServiceTypes).values(services.map((s) => ({ provider_id: provider.id, service_type_id: s })));
  }
  if (opts.ownerId && opts.attach !== false) {
    await app.db.update(users).set({ provider_id: provider.id }).where(eq(users.id, opts.ownerId));
  }
  return provider;
}

/** A signed-in user who owns a freshly seeded provider. */
export async function ownerWithProvider(app: FastifyInstance, opts: SeedProviderOptions = {}) {
  const owner = await createSignedInUser(app);
  const provider = await seedProvider(app, { ...opts, ownerId: owner.user.id });
  return { ...owner, provider };
}

export async function albumOf(app: FastifyInstance, providerId: number, kind: 'gallery' | 'covers') {
  const [row] = await app.db
    .select()
    .from(albums)
    .where(and(eq(albums.provider_id, providerId), eq(albums.kind, kind)))
    .limit(1);
  return row!;
}

/** Inserts a photo row into one of the provider's albums (storage keys only, no files). */
export async function addPhoto(app: FastifyInstance, providerId: number, kind: 'gallery' | 'covers', sort = 0) {
  const album = await albumOf(app, providerId, kind);
  const key = `media/${album.id}/${unique()}`;
  const [row] = await app.db
    .insert(media)
    .values({
      album_id: album.id,
      provider_id: providerId,
      media_type: 'photo',
      mime_type: 'image/jpeg',
      path: `${key}-hq.jpg`,
      thumbnail: `${key}-thumbnail.jpg`,
      sizes: {
        thumbnail: `${key}-thumbnail.jpg`,
        md: `${key}-md.jpg`,
        hq: `${key}-hq.jpg`,
        webp: { thumbnail: `${key}-thumbnail.webp`, md: `${key}-md.webp`, hq: `${key}-hq.webp` },
      },
      width: 1920,
      height: 1080,
      aspect_ratio: 1920 / 1080,
      sort_order: sort,
    })
    .returning();
  return row!;
}

/** The 6-digit code of the last mail sent to `email`. */
export async function mailedCode(app: FastifyInstance, email: string): Promise<string> {
  const [mail] = await app.db
    .select()
    .from(outbox)
    .where(eq(outbox.to_address, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = mail?.text_body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export async function affiliationBody(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const loc = await district(app);
  return {
    company_name: 'Eventos Ñañez & Cía.',
    slug: 'eventos-nanez',
    service_type_ids: await serviceTypeIds(app, 2),
    contact_firstname: 'Lucía',
    contact_lastname: 'Ñañez',
    email: 'lucia@example.com',
    cellphone: '987 654 321',
    address_line1: 'Av. Pardo 456',
    address_line2: '',
    location_id: loc.id,
    website: 'www.eventosnanez.pe',
    ...overrides,
  };
}

/** resendCode → code from the outbox → validateCode. */
export async function verifyEmail(app: FastifyInstance, headers: Headers, email: string) {
  const sent = await app.inject({ method: 'POST', url: '/api/v1/providers/resendCode', headers, payload: { email_address: email } });
  if (sent.statusCode !== 200) throw new Error(`resendCode ${sent.statusCode}: ${sent.body}`);
  const code = await mailedCode(app, email);
  const valid = await app.inject({ method: 'POST', url: '/api/v1/providers/validateCode', headers, payload: { code } });
  if (valid.statusCode !== 200) throw new Error(`validateCode ${valid.statusCode}: ${valid.body}`);
  return valid.json().data as { valid: true; preregister_id: number; email_address: string };
}

/** The whole affiliation through the API; returns the created provider (201 body data). */
export async function affiliate(app: FastifyInstance, headers: Headers, overrides: Record<string, unknown> = {}) {
  const body = await affiliationBody(app, overrides);
  await verifyEmail(app, headers, String(body.email));
  const res = await app.inject({ method: 'POST', url: '/api/v1/providers', headers, payload: body });
  if (res.statusCode !== 201) throw new Error(`POST providers ${res.statusCode}: ${res.body}`);
  return res.json().data as { id: number; slug: string } & Record<string, unknown>;
}
