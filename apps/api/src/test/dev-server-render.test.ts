// `npm run dev` (docs/decisions/121-development-server-rendering.md): the API on a real port with the
// web sources rendered through Vite (plugins/dev-server-render.ts). Pages come back server-rendered
// with Vite's client in the template, Vite's own requests are answered beside the API's, an edit of
// a component shows in the next request's HTML, and in Chromium the same edit reaches the open page
// through the HMR WebSocket without reloading it. The edited component is a temporary copy that this
// test's Vite resolves in place of the real one: no tracked file changes.
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithProvider } from '../modules/providers/testing';
import { viteWebSource, WEB_ROOT } from '../plugins/dev-server-render';
import { renderFromSource } from '../plugins/server-render';
import { createTestApp, type TestApp } from './helper';

/** A free port unless DEV_RENDER_TEST_PORT names one. */
const PORT = Number(process.env.DEV_RENDER_TEST_PORT ?? 0);
let BASE = '';
const COMPONENT_DIR = join(WEB_ROOT, 'src/features/info/components/about');
/** Imported by the about page (/sobre-nosotros) as '../components/about/about-values'. */
const COMPONENT = join(COMPONENT_DIR, 'about-values.tsx');
const COPY = join(COMPONENT_DIR, `about-values.dev-render-test-${process.pid}.tsx`);
const ORIGINAL_TEXT = "title: 'Transparencia'";

/** The page's HTML once `done` accepts it (Vite sees an edit through its file watcher, a moment later). */
async function htmlUntil(path: string, done: (html: string) => boolean, timeoutMs = 30_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const html = await (await fetch(`${BASE}${path}`)).text();
    if (done(html) || Date.now() > until) return html;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('npm run dev: pages rendered on the server from the web sources, with hot reload', () => {
  let t: TestApp;
  let browser: Browser | undefined;
  beforeAll(async () => {
    copyFileSync(COMPONENT, COPY);
    renderFromSource(
      viteWebSource({
        vite: {
          logLevel: 'warn',
          resolve: { alias: [{ find: /^\.\.\/components\/about\/about-values$/, replacement: COPY }] },
        },
      }),
    );
    t = await createTestApp();
    BASE = await t.app.listen({ port: PORT, host: '127.0.0.1' });
  }, 120_000);
  // Closing Chromium, Vite (its watcher, HMR server) and the database takes a while on a loaded
  // 2-core machine; the copy gets its original text back first so no edit is in flight meanwhile.
  afterAll(async () => {
    copyFileSync(COMPONENT, COPY);
    await browser?.close();
    await t?.close();
    rmSync(COPY, { force: true });
  }, 120_000);

  it('renders / and a provider site on the server, with Vite and HMR client scripts and no inline script', async () => {
    const { provider } = await ownerWithProvider(t.app, { slug: 'fiesta-dev', plan: 'business' });
    const home = await fetch(`${BASE}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    // (Inside Vitest, Emotion's critical styles stay in #root instead of moving to <head>: Vitest's
    // module handling gives the render a second Emotion; `npm run dev` under tsx moves them.)
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/<div[^>]*data-layout="desktop">/);
    expect(root).toMatch(/<a[^>]*href="#contenido">Saltar al contenido<\/a>/);
    expect(root).toContain('<header');
    expect(html).toContain('<script type="application/json" id="eventos-ssr-state">');
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
    // The Content-Security-Policy runs no inline script: React Refresh's preamble has its own URL.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(ld\+)?json")[^>]*>/);
    const preamble = html.match(/<script type="module" src="(\/@eventos-dev\/inline\/[^"]+)">/)?.[1];
    expect(preamble).toBeDefined();
    const preambleRes = await fetch(`${BASE}${preamble}`);
    expect(preambleRes.headers.get('content-type')).toMatch(/javascript/);
    expect(await preambleRes.text()).toContain('injectIntoGlobalHook(window)');

    const site = await fetch(`${BASE}/fiesta-dev`);
    expect(site.status).toBe(200);
    const siteHtml = await site.text();
    expect(siteHtml.slice(siteHtml.indexOf('<div id="root">'))).toContain(provider.company_name);
    expect(siteHtml).toContain('"by-slug","fiesta-dev"');
    // Nothing from a build: no route preloads, no page kept between requests.
    expect(siteHtml).not.toContain('rel="modulepreload"');
    expect((await fetch(`${BASE}/fiesta-dev`)).headers.get('x-render-cache')).toBe('MISS');
    expect((await fetch(`${BASE}/no-existe-en-dev`)).status).toBe(404);
    // A signed-in area gets the shell from the same template: painted in the browser, with HMR.
    const shell = await (await fetch(`${BASE}/micuenta`)).text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toContain('<script type="module" src="/@vite/client"></script>');
    expect(shell).toContain('<script type="module" src="/src/main.tsx"></script>');
  }, 120_000);

  it("answers Vite's requests (sources, its client, public files) and leaves the API's alone", async () => {
    const main = await fetch(`${BASE}/src/main.tsx`);
    expect(main.status).toBe(200);
    expect(main.headers.get('content-type')).toMatch(/javascript/);
    expect(await main.text()).toContain('hydrateRoot');
    expect((await fetch(`${BASE}/@vite/client`)).status).toBe(200);
    expect((await fetch(`${BASE}/favicon.svg`)).headers.get('content-type')).toMatch(/image\/svg/);
    // A malformed escape is not taken for a public file: Fastify answers it (400), the server stays up.
    expect((await fetch(`${BASE}/%E0%A4%A.svg`)).status).toBe(400);
    expect((await fetch(`${BASE}/favicon.svg`)).status).toBe(200);
    const api = await fetch(`${BASE}/api/v1/nada`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: 'No encontrado' });
  }, 60_000);

  it('shows an edited component in the next server render', async () => {
    const before = await htmlUntil('/sobre-nosotros', (html) => html.includes('Transparencia'));
    expect(before).toContain('>Transparencia</h3>');
    writeFileSync(COPY, readFileSync(COMPONENT, 'utf8').replace(ORIGINAL_TEXT, "title: 'Transparencia editada'"));
    const after = await htmlUntil('/sobre-nosotros', (html) => html.includes('Transparencia editada'));
    expect(after).toContain('>Transparencia editada</h3>');
    copyFileSync(COMPONENT, COPY);
    expect(await htmlUntil('/sobre-nosotros', (html) => !html.includes('Transparencia editada'))).toContain('>Transparencia</h3>');
  }, 90_000);

  it('updates the open page through the HMR WebSocket without reloading it', async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (/hydrat|preamble|Content Security Policy/i.test(message.text())) errors.push(message.text());
    });
    await page.goto(`${BASE}/sobre-nosotros`);
    await page.waitForSelector('html[data-hydrated]', { timeout: 90_000 });
    await page.getByRole('heading', { name: 'Transparencia', exact: true }).waitFor();
    // The API's typecheck has no DOM: the page's global object is reached through globalThis.
    await page.evaluate(() => {
      (globalThis as { notReloaded?: boolean }).notReloaded = true;
    });
    writeFileSync(COPY, readFileSync(COMPONENT, 'utf8').replace(ORIGINAL_TEXT, "title: 'Transparencia en caliente'"));
    await page.getByRole('heading', { name: 'Transparencia en caliente' }).waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => (globalThis as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(errors).toEqual([]);
  }, 150_000);
});
