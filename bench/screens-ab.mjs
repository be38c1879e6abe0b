// "Looks the same" (issue 12): full-page screenshots of the same pages from two running servers
// (`--a=` before, `--b=` after), at 360 and 1280 px, with Debian's Chromium (playwright-core, never a
// downloaded browser), after `html[data-hydrated]` and every image loaded; then a pixel comparison
// of each pair in the browser's canvas: the number of differing pixels and their rows. Also prints
// the console warnings and errors of each server's pages (hydration warnings show there).
// Usage: node bench/screens-ab.mjs --a=http://127.0.0.1:3420 --b=http://127.0.0.1:3421
//        [--paths=/slug,/slug?opiniones=2,/buscar?q=fotografo] [--out=/tmp/screens]
// Only loopback targets. Not part of `npm test`.
/* global document, Image -- the page.evaluate callbacks run in the page */
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const servers = { a: arg('a', ''), b: arg('b', '') };
for (const url of Object.values(servers)) {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(url)) throw new Error(`--a= and --b= must be loopback servers (got "${url}")`);
}
const paths = arg('paths', '/orquesta-tropical-del-norte,/orquesta-tropical-del-norte?opiniones=2,/buscar?q=fotografo').split(',');
const out = arg('out', '/tmp/screens');
mkdirSync(out, { recursive: true });
const fileOf = (side, path, width) => `${out}/${side}-${path.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [side, base] of Object.entries(servers)) {
  for (const width of [360, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const messages = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text().slice(0, 200));
    });
    for (const path of paths) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
      await page.evaluate(async () => {
        for (const img of document.querySelectorAll('img')) img.loading = 'eager';
        await Promise.all([...document.images].map((i) => (i.complete ? null : new Promise((r) => { i.onload = i.onerror = r; }))));
      });
      await page.waitForTimeout(1500);
      await page.screenshot({ path: fileOf(side, path, width), fullPage: true });
    }
    console.log(`${side} ${width} px: ${messages.length} console warnings/errors`, messages.slice(0, 5));
    await context.close();
  }
}
const page = await browser.newPage();
for (const path of paths) {
  for (const width of [360, 1280]) {
    const pair = ['a', 'b'].map((side) => readFileSync(fileOf(side, path, width)).toString('base64'));
    const result = await page.evaluate(async ([a, b]) => {
      const load = (s) => new Promise((r) => { const i = new Image(); i.onload = () => r(i); i.src = `data:image/png;base64,${s}`; });
      const [ia, ib] = await Promise.all([load(a), load(b)]);
      if (ia.width !== ib.width || ia.height !== ib.height) return `size ${ia.width}x${ia.height} vs ${ib.width}x${ib.height}`;
      const c = document.createElement('canvas');
      c.width = ia.width;
      c.height = ia.height;
      const x = c.getContext('2d');
      x.drawImage(ia, 0, 0);
      const da = x.getImageData(0, 0, c.width, c.height).data;
      x.clearRect(0, 0, c.width, c.height);
      x.drawImage(ib, 0, 0);
      const db = x.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      let minY = Infinity;
      let maxY = -1;
      for (let i = 0; i < da.length; i += 4) {
        if (da[i] !== db[i] || da[i + 1] !== db[i + 1] || da[i + 2] !== db[i + 2]) {
          n += 1;
          const y = Math.floor(i / 4 / c.width);
          minY = Math.min(minY, y);
          maxY = Math.max(maxY, y);
        }
      }
      return `${ia.width}x${ia.height}: ${n} pixels differ${n ? ` (rows ${minY}–${maxY})` : ''}`;
    }, pair);
    console.log(`${path} ${width} px: ${result}`);
  }
}
await browser.close();
