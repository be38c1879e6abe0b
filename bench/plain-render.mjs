#!/usr/bin/env node
// The floor of a server render without MUI (docs/decisions/320): React's production renderToString of
// a page shaped like a provider site or a search page (≈ 410 plain elements in 36 small function
// components: cards with a linked image with srcset, a heading, a text, two chip-like spans and an icon
// button with an SVG), CPU per render (process.cpuUsage) after a warm-up. Compare with a real render's
// CPU (bench/render-ab.ts, bench/render-breakdown.ts) to see what MUI's component model costs.
// Usage: node bench/plain-render.mjs [--runs=200]
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV = 'production';
// The web app's React (apps/web declares it; the root does not).
const fromWeb = createRequire(new URL('../apps/web/package.json', import.meta.url));
const load = (name) => import(pathToFileURL(fromWeb.resolve(name)).href);
const { default: React } = await load('react');
const { renderToString } = await load('react-dom/server');
const h = React.createElement;
function Card({ i }) {
  return h('article', { className: 'card card-outlined' },
    h('a', { href: `/p-${i}`, className: 'card-link' }, h('img', { src: `/cdn/${i}.webp`, srcSet: `/cdn/${i}-320.webp 320w, /cdn/${i}-640.webp 640w`, sizes: '(max-width: 600px) 100vw, 33vw', alt: `Foto ${i}`, loading: 'lazy', width: 640, height: 480 })),
    h('h3', { className: 'typo-h6' }, `Proveedor número ${i}`),
    h('p', { className: 'typo-body2 muted' }, 'Lima, Miraflores · Catering y bocaditos para bodas y quinceañeros'),
    h('div', { className: 'row gap-1' }, h('span', { className: 'chip chip-sm' }, 'Catering'), h('span', { className: 'chip chip-sm' }, 'Bocaditos'), h('button', { type: 'button', className: 'icon-btn', 'aria-label': 'Me gusta' }, h('svg', { viewBox: '0 0 24 24', className: 'icon' }, h('path', { d: 'M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09' })))));
}
function Page() { return h('div', { id: 'page' }, h('header', null, h('nav', null, ...Array.from({ length: 10 }, (_, i) => h('a', { href: `/n${i}`, key: i }, `Enlace ${i}`)))), h('main', null, ...Array.from({ length: 36 }, (_, i) => h(Card, { i, key: i }))), h('footer', null, 'Eventos Perú')); }
const html = renderToString(h(Page));
console.log('elements≈', (html.match(/<[a-z]/g) || []).length, 'bytes', html.length);
for (let i = 0; i < 50; i++) renderToString(h(Page));
const N = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 200);
const c0 = process.cpuUsage();
for (let i = 0; i < N; i++) renderToString(h(Page));
const c = process.cpuUsage(c0); console.log('CPU per render ms', ((c.user + c.system) / 1000 / N).toFixed(2));
