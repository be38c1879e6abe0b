// Two builds of the server render in one process (issue 12), for bench/render-ab.ts and
// bench/render-html-check.ts: this checkout's apps/web/dist-ssr and another one (`otherEntry`, the
// path of an entry-server.js, e.g. a copy of the previous build's dist-ssr). The API runs in process on
// DATA_DIR=… or DATABASE_URL=… with the response cache off; its answers are read once and replayed, byte
// for byte, to both builds, so both render from the same data.
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { createDatabase } from '../../apps/api/src/db/client';
import { createDefaultStorage } from '../../apps/api/src/plugins/storage';
import { inProcessFetch } from '../../apps/api/src/plugins/server-render';
import { importAsBuilt } from './import-as-built';
import { createFetchGraphQL } from '@eventos/domain';

export async function openTwoBuilds(otherEntry: string) {
  const config = loadConfig({ ...process.env, RESPONSE_CACHE_TTL_MS: '0', RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn', AUTH_DEV_PROVIDER: '0' });
  const database = await createDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.pgliteDir });
  const app = await buildApp({ config, database, storage: await createDefaultStorage(config), logger: false, serverRenderer: null });
  await app.ready();

  // The API's answers, read once and replayed to both builds (bytes as the API sent them).
  const live = inProcessFetch(app);
  const replay = new Map<string, { status: number; headers: Array<[string, string]>; body: ArrayBuffer }>();
  const apiFetch: typeof fetch = async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)} ${typeof init?.body === 'string' ? init.body : ''}`;
    let kept = replay.get(key);
    if (!kept) {
      const res = await live(input, init);
      kept = { status: res.status, headers: [...res.headers.entries()], body: await res.arrayBuffer() };
      replay.set(key, kept);
    }
    return new Response(kept.status === 204 || kept.status === 304 ? null : kept.body.slice(0), { status: kept.status, headers: kept.headers });
  };
  const graphql = createFetchGraphQL('/graphql', { fetch: apiFetch });

  // Both imported as built (lib/import-as-built.ts), not as tsx would transform them.
  const thisBuild = await importAsBuilt(config.WEB_SSR_ENTRY);
  const otherBuild = await importAsBuilt(otherEntry);
  // Each build keeps the fetch it was given (setApiFetch): one renderer per build, made once.
  return {
    app,
    other: otherBuild({ apiFetch, graphql }),
    this: thisBuild({ apiFetch, graphql }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
