// GET providers?slug= reads the site in one statement (provider-site.repository.ts, ADR 285): the
// same view as presentProvider's batched loads (GET providers/{id}), for every relation, both plans,
// the current and an old slug, and exactly one statement per request; a server render's pages
// (`withGallery`, `withReviews`, ADR 338) equal to what providers/{id}/media and providers/{id}/reviews answer.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_SORTS } from '@eventos/domain';
import {
  media,
  mediaServiceTypes,
  providerResponseTimes,
  providerSlugHistory,
  providers,
  reviewRatings,
  reviews,
  testimonials,
  uploads,
  users,
} from '../../db/schema';
import { usesPostgres } from '../../db/scratch-database';
import { countStatements, createTestApp, type TestApp } from '../../test/helper';
import { findProviderSite } from './provider-site.repository';
import { siteWants } from './provider-view';
import { findProviderById } from './providers.repository';
import { addPhoto, albumOf, createSignedInUser, seedProvider, serviceTypeIds } from './testing/test-utils';

const ALL = 'servicesTypes,location,album,covers,reviews,testimonials';

describe('providers: the site by slug in one statement', () => {
  let t: TestApp;
  let statements: { readonly count: number };
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/${url}` });

  beforeAll(async () => {
    t = await createTestApp();
    statements = countStatements(t.database);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A provider with something in every relation (logo, covers, gallery photo and video with services, reviews, testimonials). */
  async function fullProvider(plan: 'basic' | 'business', slug: string) {
    const p = await seedProvider(t.app, { plan, slug });
    const [logo] = await t.app.db
      .insert(uploads)
      .values({
        kind: 'logo',
        path: `logos/${slug}-hq.jpg`,
        key_prefix: `logos/${slug}`,
        mime_type: 'image/jpeg',
        width: 400,
        height: 300,
        aspect_ratio: 4 / 3,
        sizes: { thumbnail: `logos/${slug}-thumbnail.jpg`, md: `logos/${slug}-md.jpg`, hq: `logos/${slug}-hq.jpg` },
      })
      .returning();
    await t.app.db.update(providers).set({ logo_id: logo!.id }).where(eq(providers.id, p.id));
    await addPhoto(t.app, p.id, 'covers', 1);
    await addPhoto(t.app, p.id, 'covers', 0);
    const photo = await addPhoto(t.app, p.id, 'gallery', 2);
    const gallery = await albumOf(t.app, p.id, 'gallery');
    const [video] = await t.app.db
      .insert(media)
      .values({ album_id: gallery.id, provider_id: p.id, media_type: 'video', mime_type: 'video/youtube', external_id: 'dQw4w9WgXcQ', sort_order: 1 })
      .returning();
    await t.app.db.insert(media).values({ album_id: gallery.id, provider_id: p.id, mime_type: 'image/jpeg', path: 'x.jpg', visibility: 'private' });
    const [s1, s2] = await serviceTypeIds(t.app, 2, 3);
    await t.app.db.insert(mediaServiceTypes).values([
      { media_id: photo.id, service_type_id: s2! },
      { media_id: photo.id, service_type_id: s1! },
      { media_id: video!.id, service_type_id: s1! },
    ]);
    const avatarUser = await createSignedInUser(t.app, { first_name: 'Rosa', last_name: 'Mamani' });
    const [avatar] = await t.app.db
      .insert(uploads)
      .values({ kind: 'avatar', path: `avatars/${slug}.jpg`, key_prefix: `avatars/${slug}`, mime_type: 'image/jpeg' })
      .returning();
    await t.app.db.update(users).set({ avatar_upload_id: avatar!.id, avatar_preferred: 'upload' }).where(eq(users.id, avatarUser.user.id));
    const other = await createSignedInUser(t.app, { first_name: 'Luis', last_name: 'Rojas', avatar_url: 'https://example.com/l.png' });
    const hidden = await createSignedInUser(t.app);
    const inserted = await t.app.db
      .insert(reviews)
      .values([
        // Microseconds in the date: the JSON's text and the driver's must give the same ISO string.
        { provider_id: p.id, user_id: avatarUser.user.id, comment: 'Excelente servicio', score: 4.7, created_at: sql`'2026-03-01 10:00:00.123999+00'` },
        { provider_id: p.id, user_id: other.user.id, comment: 'Muy puntuales', score: 3.3, response: 'Gracias', created_at: sql`'2026-03-02 08:30:00.5+00'` },
        { provider_id: p.id, user_id: hidden.user.id, comment: 'Oculta', score: 1, status: 'hidden' },
      ])
      .returning();
    await t.app.db.insert(reviewRatings).values([
      { review_id: inserted[0]!.id, criterion: 'quality', rating: 5 },
      { review_id: inserted[0]!.id, criterion: 'price', rating: 4 },
      { review_id: inserted[1]!.id, criterion: 'punctuality', rating: 3 },
    ]);
    await t.app.db.insert(testimonials).values([
      { provider_id: p.id, customer_name: 'Carla', testimonial: 'Todo perfecto', sort_order: 2 },
      { provider_id: p.id, customer_name: 'Jorge', testimonial: 'Muy recomendados', company_url: 'https://jorge.pe', photo: 'testimonials/j.jpg', sort_order: 1 },
    ]);
    await t.app.db.insert(providerResponseTimes).values({ provider_id: p.id, median_seconds: 5_000, threads: 3 });
    return p;
  }

  /** The statements one GET makes, and its body. */
  async function counted(url: string) {
    const before = statements.count;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    return { body: res.json(), statements: statements.count - before };
  }

  it('a Business site with every relation: one statement, the same view as providers/{id}', async () => {
    const p = await fullProvider('business', 'sitio-completo');
    const site = await counted(`providers?slug=sitio-completo&withLogo=true&relations=${ALL}`);
    expect(site.statements).toBe(1);
    const byId = (await get(`providers/${p.id}?withLogo=true&relations=${ALL}`)).json().data;
    expect(site.body).toEqual({ data: [byId] });
    const item = site.body.data[0];
    // The parts the comparison stands on, so that an empty answer on both sides cannot pass.
    expect(item.logo).toMatchObject({ path: 'logos/sitio-completo-hq.jpg', width: 400 });
    expect(item.covers.map((c: { sort_order?: number; media_id: number }) => c.media_id)).toHaveLength(2);
    expect(item.album.media.map((m: { media_type: string }) => m.media_type)).toEqual(['video', 'photo']);
    expect(item.album.media[1].services).toHaveLength(2);
    expect(item.covers_album_id).toBe((await albumOf(t.app, p.id, 'covers')).id);
    expect(item.reviews.map((r: { created_at: string }) => r.created_at)).toEqual(['2026-03-02T08:30:00.500Z', '2026-03-01T10:00:00.123Z']);
    expect(item.reviews[1].user.avatar).toContain('avatars/sitio-completo.jpg');
    expect(item.reviews[1].detail).toHaveLength(2);
    expect(item.testimonials.map((x: { customer_name: string }) => x.customer_name)).toEqual(['Jorge', 'Carla']);
    expect(item.response_minutes).toBe(84);
  });

  it('a basic site: gallery media, covers and testimonials hidden, as providers/{id}', async () => {
    const p = await fullProvider('basic', 'sitio-basico');
    const site = await counted(`providers?slug=sitio-basico&withLogo=true&relations=${ALL}`);
    expect(site.statements).toBe(1);
    expect(site.body).toEqual({ data: [(await get(`providers/${p.id}?withLogo=true&relations=${ALL}`)).json().data] });
    expect(site.body.data[0]).toMatchObject({ covers: [], testimonials: [], album: { media: [] } });
    expect(site.body.data[0].reviews).toHaveLength(2);
  });

  it('columns with the cover or withCover (first Business cover, else first gallery photo): one statement, as providers/{id}', async () => {
    for (const slug of ['sitio-completo', 'sitio-basico']) {
      const [row] = await t.app.db.select({ id: providers.id }).from(providers).where(eq(providers.slug, slug));
      const site = await counted(`providers?slug=${slug}&columns=company_name,cover&relations=covers`);
      expect(site.statements).toBe(1);
      expect(site.body).toEqual({ data: [(await get(`providers/${row!.id}?withLogo=false&columns=company_name,cover&relations=covers`)).json().data] });
      expect(site.body.data[0].cover.path).toMatch(/-hq\.jpg$/);
      // withCover=true: the whole site and the same cover, still one statement.
      const withCover = await counted(`providers?slug=${slug}&withLogo=true&withCover=true&relations=${ALL}`);
      expect(withCover.statements).toBe(1);
      const { cover, ...rest } = withCover.body.data[0];
      expect(cover).toEqual(site.body.data[0].cover);
      expect({ data: [rest] }).toEqual((await counted(`providers?slug=${slug}&withLogo=true&relations=${ALL}`)).body);
    }
  });

  it('an old slug: the current site and redirect_slug in one statement; an unknown slug: one statement', async () => {
    const p = await fullProvider('business', 'sitio-renombrado');
    await t.app.db.insert(providerSlugHistory).values({ provider_id: p.id, slug: 'sitio-de-antes' });
    const old = await counted(`providers?slug=sitio-de-antes&withLogo=true&relations=${ALL}`);
    expect(old.statements).toBe(1);
    expect(old.body).toEqual({ data: [(await get(`providers/${p.id}?withLogo=true&relations=${ALL}`)).json().data], redirect_slug: 'sitio-renombrado' });
    const none = await counted('providers?slug=nadie-usa-este-slug&withLogo=true&relations=album');
    expect(none).toEqual({ body: { data: [] }, statements: 1 });
  });

  it('the row read as one JSON value is the typed row: every column, timestamps to the millisecond, place names', async () => {
    const owner = await createSignedInUser(t.app);
    const p = await seedProvider(t.app, { plan: 'business', slug: 'sitio-cada-columna', reviews_score: 4.3, reviews_number: 7, ownerId: owner.user.id });
    await t.app.db
      .update(providers)
      .set({
        preregister_id: 'pre-1',
        settings: { theme: 'oscuro', whatsapp: { message: 'Hola, ¿tienen fecha?' } },
        social_links: { facebook: 'https://facebook.com/x', instagram: null },
        ruc: '20123456789',
        legal_name: 'Cada Columna S.A.C.',
        dni: '12345678',
        address_line2: 'Piso 2',
        district_name: 'Miraflores',
        website: 'https://cada-columna.pe',
        likes_count: 12,
        featured: true,
        // Microseconds and an offset: the JSON text and the driver's typed value must give the same Date.
        plan_started_at: sql`'2026-01-02 03:04:05.678999+00'`,
        plan_expires_at: sql`'2027-01-02 03:04:05.5-05'`,
        email_verified_at: sql`'2026-02-03 04:05:06+00'`,
        created_at: sql`'2025-12-31 23:59:59.999999+00'`,
      })
      .where(eq(providers.id, p.id));
    const typed = await findProviderById(t.app.db, p.id);
    const site = await findProviderSite(t.app.db, 'sitio-cada-columna', siteWants({}));
    expect(site?.row).toEqual(typed);
    expect(Object.keys(site!.row).sort()).toEqual(Object.keys(typed!).sort());
    // What the comparison stands on: values in every kind of column.
    expect(site!.row).toMatchObject({ reviews_score: typed!.reviews_score, featured: true, dni: '12345678', created_by: owner.user.id });
    expect(site!.row.plan_started_at?.toISOString()).toBe('2026-01-02T03:04:05.678Z');
    expect(site!.row.plan_expires_at?.toISOString()).toBe('2027-01-02T08:04:05.500Z');
    expect(site!.row.created_at.toISOString()).toBe('2025-12-31T23:59:59.999Z');
    expect(site!.row.unlinked_at).toBeNull();
    expect(site!.row.district).toEqual(expect.any(String));
    expect(site!.row.province).toEqual(expect.any(String));
    expect(site!.row.department).toEqual(expect.any(String));
  });

  // ADR 315: on PGlite the named statements (site, reviews page, gallery page) answer byte for byte what
  // PGlite.query answered for the same texts, for every relation, sort, page and filter.
  it.skipIf(usesPostgres())('PGlite: the site, reviews and gallery answers are the same bytes with named statements as through PGlite.query', async () => {
    const business = await fullProvider('business', 'sitio-bytes-business');
    const basic = await fullProvider('basic', 'sitio-bytes-basic');
    const urls = [business, basic].flatMap((p) => [
      `providers?slug=${p.slug}&withLogo=true&withCover=true&relations=${ALL}`,
      `providers?slug=${p.slug}&withLogo=true&withCover=true&relations=servicesTypes,location,album,covers,testimonials`,
      `providers?slug=${p.slug}`,
      ...['recent', 'best', 'worst'].flatMap((sort) => [1, 2].map((page) => `providers/${p.id}/reviews?sort=${sort}&page=${page}&size=10`)),
      `providers/${p.id}/media?media_type=photo&page=1&size=50`,
      `providers/${p.id}/media?media_type=video&page=1&size=50`,
      `providers/${p.id}/media?featured=true&page=1&size=10`,
      `providers/${p.id}/media?page=2&size=10`,
    ]);
    const client = t.database.pglite!;
    const named = client.query;
    // The class's own query: every statement parsed and planned again, as before ADR 315.
    const plain = (Object.getPrototypeOf(client) as { query: typeof named }).query;
    expect(named).not.toBe(plain);
    const answers = async () => {
      const out: string[] = [];
      for (const url of urls) {
        const res = await get(url);
        out.push(`${res.statusCode} ${res.body}`);
      }
      return out;
    };
    // Three times with the named statements: their first executions (custom plans) and later ones (generic plan).
    const withNamed = [await answers(), await answers(), await answers()];
    client.query = plain;
    try {
      const withPlain = await answers();
      for (const answer of withNamed) expect(answer).toEqual(withPlain);
    } finally {
      client.query = named;
    }
    expect(withNamed[0]!.filter((a) => a.startsWith('200 ')).length).toBe(urls.length);
    expect(withNamed[0]!.some((a) => a.includes('Excelente servicio'))).toBe(true);
  });

  it('withGallery and withReviews: the pages providers/{id}/media and providers/{id}/reviews answer, byte for byte, in the same one statement', async () => {
    // sitio-completo has 2 published reviews (and a hidden one): 6 more make a second page of 5.
    const p = await t.app.db.select({ id: providers.id }).from(providers).where(eq(providers.slug, 'sitio-completo'));
    const id = p[0]!.id;
    for (let i = 0; i < 6; i++) {
      const author = await createSignedInUser(t.app, { first_name: `Cliente${i}`, last_name: i % 2 ? 'Quispe' : 'Huamán' });
      const [review] = await t.app.db
        .insert(reviews)
        .values({ provider_id: id, user_id: author.user.id, comment: `Reseña ${i}`, score: 1 + (i % 5), created_at: sql`${`2026-04-0${i + 1} 12:00:00.25+00`}::timestamptz` })
        .returning();
      await t.app.db.insert(reviewRatings).values({ review_id: review!.id, criterion: i % 2 ? 'quality' : 'price', rating: 1 + (i % 5) });
    }
    await t.app.db.update(providers).set({ reviews_score: 3.26, reviews_number: 8 }).where(eq(providers.id, id));
    const site = `withLogo=true&withCover=true&relations=${ALL}`;
    const plain = (await get(`providers?slug=sitio-completo&${site}`)).json();
    for (const sort of REVIEW_SORTS) {
      for (const page of [1, 2, 3]) {
        const before = statements.count;
        const res = await get(`providers?slug=sitio-completo&${site}&withGallery=50&withReviews=${sort}:${page}`);
        expect(statements.count - before).toBe(1);
        expect(res.statusCode).toBe(200);
        const { gallery, reviews: reviewsPage, ...rest } = res.json();
        // The site itself is the same answer as without the pages.
        expect(rest).toEqual(plain);
        const media = await get(`providers/${id}/media?media_type=photo&page=1&size=50`);
        const ofReviews = await get(`providers/${id}/reviews?sort=${sort}&page=${page}`);
        expect(JSON.stringify(gallery)).toBe(media.payload);
        expect(JSON.stringify(reviewsPage)).toBe(ofReviews.payload);
        // What the comparison stands on, so that two empty answers cannot pass.
        expect(gallery).toMatchObject({ total: 1, page: 1, size: 50 });
        expect(gallery.data.map((m: { media_type: string; services: number[] }) => [m.media_type, m.services.length])).toEqual([['photo', 2]]);
        expect(reviewsPage).toMatchObject({ total: 8, page, size: 5, summary: { score: 3.3, count: 8 } });
        expect(reviewsPage.data).toHaveLength([5, 3, 0][page - 1]!);
      }
    }
    // The two pages alone, and each one without the other.
    const galleryOnly = await counted('providers?slug=sitio-completo&withGallery=10');
    expect(galleryOnly.statements).toBe(1);
    expect(galleryOnly.body.reviews).toBeUndefined();
    expect(JSON.stringify(galleryOnly.body.gallery)).toBe((await get(`providers/${id}/media?media_type=photo&page=1&size=10`)).payload);
    const reviewsOnly = await counted('providers?slug=sitio-completo&withReviews=best:2');
    expect(reviewsOnly.statements).toBe(1);
    expect(reviewsOnly.body.gallery).toBeUndefined();
    expect(JSON.stringify(reviewsOnly.body.reviews)).toBe((await get(`providers/${id}/reviews?sort=best&page=2`)).payload);
  });

  it('withGallery and withReviews on a basic site (no gallery), an old slug, an unknown slug and without slug', async () => {
    const [basic] = await t.app.db.select({ id: providers.id }).from(providers).where(eq(providers.slug, 'sitio-basico'));
    const pages = 'withGallery=50&withReviews=recent:1';
    const res = await counted(`providers?slug=sitio-basico&${pages}`);
    expect(res.statements).toBe(1);
    expect(JSON.stringify(res.body.gallery)).toBe((await get(`providers/${basic!.id}/media?media_type=photo&page=1&size=50`)).payload);
    expect(res.body.gallery).toEqual({ data: [], total: 0, page: 1, size: 50 });
    expect(JSON.stringify(res.body.reviews)).toBe((await get(`providers/${basic!.id}/reviews?sort=recent&page=1`)).payload);
    expect(res.body.reviews.data).toHaveLength(2);
    // An old slug: the current site's pages beside redirect_slug, still one statement.
    const [renamed] = await t.app.db.select({ id: providers.id }).from(providers).where(eq(providers.slug, 'sitio-renombrado'));
    const old = await counted(`providers?slug=sitio-de-antes&${pages}`);
    expect(old.statements).toBe(1);
    expect(old.body.redirect_slug).toBe('sitio-renombrado');
    expect(JSON.stringify(old.body.reviews)).toBe((await get(`providers/${renamed!.id}/reviews?sort=recent&page=1`)).payload);
    expect(await counted(`providers?slug=nadie-usa-este-slug&${pages}`)).toEqual({ body: { data: [] }, statements: 1 });
    // Without a slug the render's parameters are ignored: the list as without them.
    const list = (await get(`providers?page=1&size=10&${pages}`)).json();
    expect(list).toEqual((await get('providers?page=1&size=10')).json());
    expect(list.gallery).toBeUndefined();
  });

  it('withGallery and withReviews refuse what is not a page size or <sort>:<page> with a Spanish 400', async () => {
    for (const bad of ['withGallery=7', 'withGallery=abc', 'withGallery=', 'withGallery=50&withGallery=10']) {
      const res = await get(`providers?slug=sitio-completo&${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors.withGallery[0], bad).toBe('El tamaño de página debe ser 10, 20 o 50');
    }
    for (const bad of ['withReviews=recent', 'withReviews=mejor:1', 'withReviews=recent:0', 'withReviews=recent:01', 'withReviews=recent:1000000', 'withReviews=best:2:3', 'withReviews=best:1&withReviews=best:2', `withReviews=${'x'.repeat(300)}`]) {
      const res = await get(`providers?slug=sitio-completo&${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors.withReviews[0], bad).toBe('Las reseñas se piden como orden:página (recent, best o worst y una página desde 1).');
    }
  });

  it('an unlinked site: hidden by its slug (unlinked: true) and by an old one (nothing)', async () => {
    const p = await seedProvider(t.app, { slug: 'sitio-desvinculado' });
    await t.app.db.insert(providerSlugHistory).values({ provider_id: p.id, slug: 'sitio-desvinculado-antes' });
    await t.app.db.update(providers).set({ unlinked_at: new Date() }).where(eq(providers.id, p.id));
    expect((await get('providers?slug=sitio-desvinculado')).json()).toEqual({ data: [], unlinked: true });
    expect((await get('providers?slug=sitio-desvinculado-antes')).json()).toEqual({ data: [] });
  });
});
