// The HTML of /{slug} carries the provider's title, description, OG/Twitter tags and JSON-LD
// before any JavaScript runs; sitemap.xml lists every provider site.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerSlugHistory, providers, reviews, uploads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { addPhoto, createSignedInUser, district, seedProvider } from '../providers/testing';
import { cutText } from './provider-head';

const INTRO =
  'Banquetes Doña Rosa prepara buffets criollos, bocaditos y tortas para bodas, quinceañeros y eventos corporativos en todo Lima. ' +
  'Trabajamos con insumos frescos y un equipo de mozos con experiencia.';

function jsonLdOf(html: string): Record<string, unknown> {
  const m = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g) ?? [];
  const scripts = m.map((s) => JSON.parse(s.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')) as Record<string, unknown>);
  const business = scripts.find((s) => s['@type'] === 'LocalBusiness');
  if (!business) throw new Error('no LocalBusiness JSON-LD');
  return business;
}

describe('seo: provider sites', () => {
  let t: TestApp;
  const page = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('/{slug} has title, description, OG/Twitter tags with the cover image and LocalBusiness JSON-LD', async () => {
    const p = await seedProvider(t.app, { slug: 'banquetes-dona-rosa', company_name: 'Banquetes Doña Rosa', plan: 'business', introductory_text: INTRO });
    const cover = await addPhoto(t.app, p.id, 'covers');
    const user = await createSignedInUser(t.app);
    await t.app.db.insert(reviews).values({ provider_id: p.id, user_id: user.user.id, comment: 'Riquísimo', score: 4.5 });
    await t.app.db.update(providers).set({ social_links: { facebook: 'https://facebook.com/donarosa' }, website: 'donarosa.pe' }).where(eq(providers.id, p.id));

    const res = await page('/banquetes-dona-rosa');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const description = cutText(INTRO);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.endsWith('…')).toBe(true);
    expect(html).toContain('<title>Banquetes Doña Rosa — Eventos Perú</title>');
    expect(html).toContain(`<meta name="description" content="${description}">`);
    expect(html).toContain('<meta property="og:title" content="Banquetes Doña Rosa — Eventos Perú">');
    expect(html).toContain(`<meta property="og:description" content="${description}">`);
    expect(html).toContain(`<meta property="og:image" content="http://localhost:3000/cdn/${cover.path}">`);
    expect(html).toContain('<meta property="og:url" content="http://localhost:3000/banquetes-dona-rosa">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/banquetes-dona-rosa">');

    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Banquetes Doña Rosa',
      url: 'http://localhost:3000/banquetes-dona-rosa',
      image: `http://localhost:3000/cdn/${cover.path}`,
      telephone: '+51987654321',
      address: { '@type': 'PostalAddress', streetAddress: 'Av. Larco 123', addressLocality: 'Miraflores', addressRegion: 'Lima', addressCountry: 'PE' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 1, bestRating: 5 },
      sameAs: ['https://donarosa.pe', 'https://facebook.com/donarosa'],
    });
  });

  it('falls back to the logo, leaves out aggregateRating without reviews, and shows province and department', async () => {
    const cusco = await district(t.app, 'Acopia', '0802');
    const owner = await createSignedInUser(t.app);
    const [logo] = await t.app.db
      .insert(uploads)
      .values({ user_id: owner.user.id, kind: 'logo', path: 'logotipos/dj-hq.jpg', key_prefix: 'logotipos/dj', mime_type: 'image/jpeg' })
      .returning();
    const p = await seedProvider(t.app, { slug: 'dj-andino', company_name: 'DJ Andino', location_id: cusco.id });
    await t.app.db.update(providers).set({ logo_id: logo!.id, introductory_text: '' }).where(eq(providers.id, p.id));
    const html = (await page('/dj-andino')).body;
    expect(html).toContain('<meta property="og:image" content="http://localhost:3000/cdn/logotipos/dj-hq.jpg">');
    expect(html).toMatch(/<meta name="description" content="DJ Andino: [^"]+ en [^"]+\. Cotiza en Eventos Perú\.">/);
    const ld = jsonLdOf(html);
    expect(ld.aggregateRating).toBeUndefined();
    expect((ld.address as { addressRegion: string }).addressRegion).toMatch(/^Acomayo, Cusco$/);
  });

  it('escapes company names: no HTML or script injection', async () => {
    const evil = '</script><script>alert("x")</script> & <b>Fiesta</b>';
    await seedProvider(t.app, { slug: 'fiesta-segura', company_name: evil });
    const html = (await page('/fiesta-segura')).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>Fiesta</b>');
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;Fiesta&lt;/b&gt; — Eventos Perú</title>');
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert');
    expect(jsonLdOf(html).name).toBe(evil);
  });

  it('an old slug gets the current site’s tags and canonical URL; unknown and reserved paths get none', async () => {
    const p = await seedProvider(t.app, { slug: 'flores-lindas', company_name: 'Flores Lindas' });
    await t.app.db.insert(providerSlugHistory).values({ provider_id: p.id, slug: 'flores-viejas' });
    const html = (await page('/flores-viejas')).body;
    expect(html).toContain('<title>Flores Lindas — Eventos Perú</title>');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/flores-lindas">');
    const unknown = await page('/nadie-se-llama-asi');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<title>Eventos Perú — Proveedores para tu evento</title>');
    expect((await page('/blog')).body).toContain('<title>Blog | Eventos Perú</title>');
  });

  it('sitemap.xml lists every provider site', async () => {
    const a = await seedProvider(t.app, { slug: 'sitio-uno' });
    const b = await seedProvider(t.app, { slug: 'sitio-dos', plan: 'business' });
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    for (const slug of [a.slug, b.slug, 'banquetes-dona-rosa']) expect(res.body).toContain(`<loc>http://localhost:3000/${slug}</loc>`);
    const count = (await t.app.db.select().from(providers)).length;
    expect(res.body.match(/<loc>http:\/\/localhost:3000\/[a-z0-9-]+<\/loc>/g)!.length).toBeGreaterThanOrEqual(count);
    expect(res.body).toMatch(/<loc>http:\/\/localhost:3000\/sitio-dos<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><changefreq>weekly<\/changefreq><priority>0\.8<\/priority>/);
  });
});

describe('cutText', () => {
  it('keeps short texts and cuts long ones at a word with an ellipsis', () => {
    expect(cutText('  Hola   mundo ')).toBe('Hola mundo');
    const cut = cutText('palabra '.repeat(40));
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut).toMatch(/palabra…$/);
  });
});
