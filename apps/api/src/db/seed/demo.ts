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
import { poolJobs } from './demo-media-plan';
import type { PlannedProvider } from './demo-media-plan';
import type { LocationInfo, ServiceInfo } from './demo-rows';
import { createRng } from './demo-rows';
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

async function renderPool(providers: PlannedProvider[], groups: ServiceGroup[], seed: number): Promise<ImagePool> {
  const rng = createRng(seed + 1);
  const jobs = poolJobs(providers, groups).map((job) => ({
    ...job,
    svg: demoPhotoSvg(job.group, job.caption, job.width, job.height, rng),
  }));
  const rendered = await mapLimit(jobs, 6, (job) => renderDemoImage(job.svg, job.kind));
  const pool: ImagePool = { images: new Map(), logos: [] };
  jobs.forEach((job, i) => pool.images.set(job.key, { image: rendered[i] as ProcessedImage, caption: job.caption }));
  pool.logos = await mapLimit(DEMO_PROVIDERS, 6, ([name], i) =>
    renderDemoImage(demoLogoSvg(name, LOGO_COLORS[i % LOGO_COLORS.length] ?? '#2c3e50'), 'logo'),
  );
  return pool;
}

/** The demo providers with their service types (first = main), as the image plan needs them. */
export function plannedProviders(serviceBySlug: ReadonlyMap<string, ServiceInfo>): PlannedProvider[] {
  return DEMO_PROVIDERS.map(([company_name, slugs, , plan]) => ({
    company_name,
    plan,
    services: slugs.map((slug) => {
      const service = serviceBySlug.get(slug);
      if (!service) throw new Error(`seedDemo: unknown service type '${slug}'`);
      return service;
    }),
  }));
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
  const planned = plannedProviders(serviceBySlug);
  log(`Dibujando imágenes de demostración (${poolJobs(planned, groups).length + DEMO_PROVIDERS.length})…`);
  const pool = await renderPool(planned, groups, seed);
  log(`Imágenes listas en ${Math.round(performance.now() - started)} ms; guardando datos…`);

  const counts = await db.transaction((tx) =>
    writeDemoRows(tx, storage, { seed, pool, serviceBySlug, locationByCode }),
  );
  return { skipped: false, ...counts, ms: Math.round(performance.now() - started) };
}
