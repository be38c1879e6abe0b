// The provider sites in /sitemap-N.xml, one file's slice at a time (ADR 387): the count the search's
// triggers keep, the rows of a slice found by id past the unlinked sites — on PGlite and PostgreSQL.
import { eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../../db/schema';
import { SITEMAP_STATIC_PATHS } from '../../plugins/app-pages';
import { createTestApp, type TestApp } from '../../test/helper';
import { providerSitemapRows } from '../providers';
import { seedProvider } from '../providers/testing';

const MAX = 5;
const ORIGIN = 'http://localhost:3000';

describe('sitemap: provider sites read by slice', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { SITEMAP_MAX_URLS: String(MAX) } });
    for (let i = 0; i < 14; i++)
      ids.push(
        (await seedProvider(t.app, { slug: `pagina-${i}`, plan: i % 4 === 0 ? 'business' : 'basic' })).id,
      );
    // Unlinked sites between listed ones: the slices must step over them.
    await t.app.db
      .update(providers)
      .set({ unlinked_at: new Date() })
      .where(inArray(providers.id, [ids[0]!, ids[6]!, ids[7]!]));
  });
  afterAll(async () => {
    await t?.close();
  });

  const listedSlugs = async () =>
    (
      await t.app.db
        .select({ slug: providers.slug })
        .from(providers)
        .where(isNull(providers.unlinked_at))
        .orderBy(providers.id)
    ).map((r) => r.slug);

  /** Every URL of the index's files, in order, and the number of files. */
  async function allFiles(): Promise<{ locs: string[]; files: number }> {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    const files = [
      ...index.body.matchAll(/<sitemap><loc>http:\/\/localhost:3000\/sitemap-(\d+)\.xml<\/loc><\/sitemap>/g),
    ].map((m) => Number(m[1]));
    expect(files).toEqual(files.map((_, i) => i + 1));
    const locs: string[] = [];
    for (const n of files) {
      const res = await get(`/sitemap-${n}.xml`);
      expect(res.statusCode).toBe(200);
      const fileLocs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      if (n < files.length) expect(fileLocs).toHaveLength(MAX);
      else expect(fileLocs.length).toBeGreaterThan(0);
      locs.push(...fileLocs);
    }
    expect((await get(`/sitemap-${files.length + 1}.xml`)).statusCode).toBe(404);
    return { locs, files: files.length };
  }

  const siteSlugs = (locs: string[]) =>
    locs
      .map((loc) => loc.slice(ORIGIN.length))
      .filter((path) => /^\/[^/]+$/.test(path) && !SITEMAP_STATIC_PATHS.includes(path))
      .map((path) => path.slice(1));

  it('providerSitemapRows gives the listed sites from any offset, as OFFSET over every row would', async () => {
    const listed = await listedSlugs();
    expect(listed).toEqual([1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 13].map((i) => `pagina-${i}`));
    for (let offset = 0; offset <= listed.length + 1; offset++) {
      for (const limit of [1, 3, MAX]) {
        const rows = await providerSitemapRows(t.app.db, offset, limit);
        expect(rows.map((r) => r.slug)).toEqual(listed.slice(offset, offset + limit));
      }
    }
  });

  it('the files together list every URL once, the provider sites in id order, and the index counts them', async () => {
    const { locs, files } = await allFiles();
    expect(new Set(locs).size).toBe(locs.length);
    expect(files).toBe(Math.ceil(locs.length / MAX));
    expect(siteSlugs(locs)).toEqual(await listedSlugs());
    for (const path of SITEMAP_STATIC_PATHS) expect(locs).toContain(`${ORIGIN}${path}`);
    expect(locs).not.toContain(`${ORIGIN}/pagina-0`);
    expect(locs).not.toContain(`${ORIGIN}/pagina-6`);
    const body = (await Promise.all(Array.from({ length: files }, (_, i) => get(`/sitemap-${i + 1}.xml`))))
      .map((r) => r.body)
      .join('');
    expect(body).toMatch(
      /<loc>http:\/\/localhost:3000\/pagina-4<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><changefreq>weekly<\/changefreq><priority>0\.8<\/priority>/,
    );
    expect(body).toMatch(
      /<loc>http:\/\/localhost:3000\/pagina-5<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><changefreq>weekly<\/changefreq><priority>0\.6<\/priority>/,
    );
  });

  it('a site unlinked leaves its file and the URLs after it move up one; linked again, it is back in its place', async () => {
    const before = await allFiles();
    await t.app.db.update(providers).set({ unlinked_at: new Date() }).where(eq(providers.id, ids[3]!));
    const after = await allFiles();
    expect(after.locs).toEqual(before.locs.filter((loc) => loc !== `${ORIGIN}/pagina-3`));
    expect(siteSlugs(after.locs)).toEqual(await listedSlugs());
    await t.app.db
      .update(providers)
      .set({ unlinked_at: null })
      .where(inArray(providers.id, [ids[3]!, ids[6]!]));
    const relinked = await allFiles();
    expect(siteSlugs(relinked.locs)).toEqual(await listedSlugs());
    expect(siteSlugs(relinked.locs)).toContain('pagina-6');
    expect(relinked.locs).toHaveLength(before.locs.length + 1);
  });
});
