// The response serializer of the hot public reads (ADR 332): zod's (encode a copy, then JSON.stringify)
// against fast-json-stringify compiled from the same schema, on real answers. Each answer is read once
// in process (DATA_DIR=… or DATABASE_URL=…; stop a server using that DATA_DIR first), then both
// serializers write it N times, alternating in rounds; prints CPU µs per answer and whether both wrote
// the same JSON value.
// Usage: DATABASE_URL=postgres://…/bench npx tsx bench/response-serializer.ts [--n=2000] [--slug=<slug>]
import { isDeepStrictEqual } from 'node:util';
import { loadavg } from 'node:os';
import { ProvidersGetEnvelope, SearchProvidersResponseSchema, ReviewsPageSchema, listEnvelope, ServiceTypeSchema, paginatedEnvelope, MediaItemSchema } from '@eventos/domain';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/client';
import { createDefaultStorage } from '../apps/api/src/plugins/storage';
import { fastResponseSerializer, zodResponseSerializer } from '../apps/api/src/lib/fast-response';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const N = Number(arg('n', '2000'));
const config = loadConfig({ ...process.env, RESPONSE_CACHE_TTL_MS: '0', RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn', AUTH_DEV_PROVIDER: '0' });
const database = await createDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.pgliteDir });
const app = await buildApp({ config, database, storage: await createDefaultStorage(config), logger: false, serverRenderer: null });
await app.ready();

const featured = JSON.parse((await app.inject('/api/v1/providers/featured')).body) as { data: Array<{ id: number; slug: string }> };
const first = featured.data[0];
if (!first) throw new Error('no provider');
const slug = arg('slug', first.slug);
const site = JSON.parse((await app.inject(`/api/v1/providers?slug=${slug}`)).body) as { data: Array<{ id: number }> };
const id = site.data[0]?.id ?? first.id;
const cases = [
  { name: 'providers?slug= (the site’s request)', url: `/api/v1/providers?slug=${slug}&withLogo=true&withCover=true&relations=servicesTypes,location,album,covers,testimonials`, schema: ProvidersGetEnvelope },
  { name: 'providers?slug=', url: `/api/v1/providers?slug=${slug}`, schema: ProvidersGetEnvelope },
  { name: 'search/providers?q=fotografo', url: '/api/v1/search/providers?q=fotografo&page=1&size=10', schema: SearchProvidersResponseSchema },
  { name: 'service-types', url: '/api/v1/service-types', schema: listEnvelope(ServiceTypeSchema) },
  { name: 'providers/{id}/media', url: `/api/v1/providers/${id}/media?media_type=photo&page=1&size=50`, schema: paginatedEnvelope(MediaItemSchema) },
  { name: 'providers/{id}/reviews', url: `/api/v1/providers/${id}/reviews?sort=recent&page=1`, schema: ReviewsPageSchema },
];
const cpu = (run: () => void) => {
  const start = process.cpuUsage();
  for (let i = 0; i < N; i++) run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / N;
};
console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; ${N} writes per round`);
for (const c of cases) {
  const res = await app.inject(c.url);
  if (res.statusCode !== 200) throw new Error(`${c.url}: ${res.statusCode}`);
  const data: unknown = JSON.parse(res.body);
  const route = { schema: c.schema, method: 'GET', url: c.url, httpStatus: '200' };
  const zod = zodResponseSerializer(route as never) as (d: unknown) => string;
  const fast = fastResponseSerializer(route as never);
  const same = isDeepStrictEqual(JSON.parse(zod(data)), JSON.parse(fast(data)));
  const rounds: Array<[number, number]> = [];
  for (let r = 0; r < 5; r++) rounds.push([cpu(() => zod(data)), cpu(() => fast(data))]);
  const med = (i: 0 | 1) => rounds.map((x) => x[i]).sort((a, b) => a - b)[2] ?? 0;
  console.log(`${c.name}: ${res.body.length} bytes | zod ${med(0).toFixed(1)} µs | fast-json-stringify ${med(1).toFixed(1)} µs | ×${(med(1) / med(0)).toFixed(2)} | same JSON: ${same ? 'yes' : 'NO'}`);
}
await app.close();
await database.close();
