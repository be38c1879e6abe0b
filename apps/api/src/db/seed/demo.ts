// seedDemo(db, storage): the demo data set for an empty database — 66 fictional providers across
// 16 departments with owners, services, contact data, plans, logos, galleries and covers (images
// drawn with sharp, stored through Storage in every size), reviews with ratings, testimonials and a
// few customer events. Does nothing when any provider exists. Tests never depend on it.
import { SERVICE_GROUPS } from '@eventos/domain';
import type { ServiceGroup } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import type { ProcessedImage } from '../../lib/images';
import type { Storage } from '../../storage/storage';
import type { Db } from '../client';
import { queryRows } from '../client';
import { providers } from '../schema';
import { DEMO_PROVIDERS } from './data/demo-providers';
import type { ImagePool } from './demo-images';
import { LOGO_COLORS, demoLogoSvg, demoPhotoSvg, mapLimit, renderDemoImage } from './demo-images';
import type { LocationInfo, ServiceInfo } from './demo-rows';
import { createRng, groupCaption } from './demo-rows';
import { writeDemoRows } from './demo-write';

export interface SeedDemoResult {
  skipped: boolean;
  providers: number;
  users: number;
  media: number;
  reviews: number;
  events: number;
  ms: number;
}

export interface SeedDemoOptions {
  /** PRNG seed (same seed, same data). */
  seed?: number;
  log?: (message: string) => void;
}

async function renderPool(services: ServiceInfo[], groups: ServiceGroup[], seed: number): Promise<ImagePool> {
  const rng = createRng(seed + 1);
  const jobs: Array<{ group: ServiceGroup; kind: 'media' | 'cover'; svg: string }> = [];
  for (const group of groups) {
    jobs.push({
      group,
      kind: 'media',
      svg: demoPhotoSvg(group, groupCaption(group, services, 0), 1200, 800, rng),
    });
    jobs.push({
      group,
      kind: 'media',
      svg: demoPhotoSvg(group, groupCaption(group, services, 1), 1200, 800, rng),
    });
    jobs.push({
      group,
      kind: 'media',
      svg: demoPhotoSvg(group, groupCaption(group, services, 2), 800, 1200, rng),
    });
    jobs.push({
      group,
      kind: 'cover',
      svg: demoPhotoSvg(group, groupCaption(group, services, 3), 1600, 640, rng),
    });
  }
  const rendered = await mapLimit(jobs, 6, (job) => renderDemoImage(job.svg, job.kind));
  const pool: ImagePool = { photos: new Map(), covers: new Map(), logos: [] };
  jobs.forEach((job, i) => {
    const image = rendered[i] as ProcessedImage;
    if (job.kind === 'cover') pool.covers.set(job.group, image);
    else pool.photos.set(job.group, [...(pool.photos.get(job.group) ?? []), image]);
  });
  pool.logos = await mapLimit(DEMO_PROVIDERS, 6, ([name], i) =>
    renderDemoImage(demoLogoSvg(name, LOGO_COLORS[i % LOGO_COLORS.length] ?? '#2c3e50'), 'logo'),
  );
  return pool;
}

export async function seedDemo(
  db: Db,
  storage: Storage,
  opts: SeedDemoOptions = {},
): Promise<SeedDemoResult> {
  const started = performance.now();
  const log = opts.log ?? (() => undefined);
  const seed = opts.seed ?? 20_260_101;
  const empty = { skipped: true, providers: 0, users: 0, media: 0, reviews: 0, events: 0 };
  if ((await db.select({ id: providers.id }).from(providers).limit(1)).length > 0) {
    return { ...empty, ms: Math.round(performance.now() - started) };
  }

  const services = await queryRows<{ id: number; slug: string; type_name: string; group: ServiceGroup }>(
    db,
    sql`SELECT id, slug, type_name, "group" FROM service_types`,
  );
  if (services.length === 0) throw new Error('seedDemo: run seedCatalogue first (no service types).');
  const serviceBySlug = new Map(services.map((s) => [s.slug, s]));
  const codes = [...new Set(DEMO_PROVIDERS.map(([, , code]) => code))];
  const locationRows = await queryRows<{ code: string; id: number; name: string; department: string }>(
    db,
    sql`SELECT d.code, d.id, d.name, dep.name AS department
        FROM locations d JOIN locations p ON p.id = d.parent_id JOIN locations dep ON dep.id = p.parent_id
        WHERE d.code IN (${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )})`,
  );
  const locationByCode = new Map<string, LocationInfo>(locationRows.map((l) => [l.code, l]));

  const groups = SERVICE_GROUPS.filter((g) => g !== 'coming_soon');
  log(`Dibujando imágenes de demostración (${groups.length * 4 + DEMO_PROVIDERS.length})…`);
  const pool = await renderPool(services, groups, seed);
  log(`Imágenes listas en ${Math.round(performance.now() - started)} ms; guardando datos…`);

  const counts = await db.transaction((tx) =>
    writeDemoRows(tx, storage, { seed, pool, serviceBySlug, locationByCode }),
  );
  return { skipped: false, ...counts, ms: Math.round(performance.now() - started) };
}
