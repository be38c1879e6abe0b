import { createDatabase } from '../../db/client';
import { createStorage } from '../../storage';
import { loadConfig } from '../../config';
import { buildApp } from '../../app';
import { prepareSearchText } from './search-text';
import { searchProviderIds } from './search-providers.repository';
import { loadProviderCards } from './provider-cards.repository';

const url = process.argv[2] ?? '/api/v1/search/providers?q=lima';
const database = await createDatabase({ url: 'postgres://postgres@127.0.0.1:5432/eventos_bench' });
const config = loadConfig({ ...process.env, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent', DATA_DIR: '/tmp/prof', SEED_DEMO: '0', RATE_LIMIT_MAX: '1000000' });
const storage = createStorage({ ...config, cdnBaseUrl: '/cdn' });
const app = await buildApp({ config, database, storage, logger: false });
await app.ready();
const time = async (label: string, fn: () => Promise<unknown>, n = 40) => {
  for (let i = 0; i < 5; i++) await fn();
  const t: number[] = [];
  for (let i = 0; i < n; i++) { const s = performance.now(); await fn(); t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  console.log(label.padEnd(30), 'min', t[0]!.toFixed(2), 'med', t[n >> 1]!.toFixed(2));
};
await time('inject ' + url, () => app.inject({ method: 'GET', url }));
await time('inject /healthz', () => app.inject({ method: 'GET', url: '/healthz' }));
const text = await prepareSearchText(app.db, 'lima');
await time('prepareSearchText', () => prepareSearchText(app.db, 'lima'));
await time('searchProviderIds lima', () => searchProviderIds(app.db, text, {}, { limit: 10, offset: 0 }));
const r = await searchProviderIds(app.db, text, {}, { limit: 10, offset: 0 });
await time('loadProviderCards', () => loadProviderCards(app.db, storage, r.ids));
await app.close();
await database.close();
