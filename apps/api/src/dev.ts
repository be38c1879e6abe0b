// `npm run dev` (ADR 121): the server of `npm start` with the public pages rendered from the web
// sources through Vite (hot module replacement) instead of the build. Not a build entry
// (scripts/build-api.mjs), so production never loads Vite.
import { viteWebSource } from './plugins/dev-server-render';
import { renderFromSource } from './plugins/server-render';

renderFromSource(viteWebSource());
await import('./server');
