// Photos at volume (issue 19): the upload pipeline of one photo as POST /cdn/upload/media runs it
// — sniff the type, read the header (pixel limit, before decoding), decode once, the sizes, store
// them on local disk — on ONE core (sharp.concurrency(1), libuv pool of 1, photos one after
// another). --settings=previous: three sizes in WebP + JPEG in the request (before issue 19);
// --settings=current: the three JPEG sizes in the request, and the worker's share (three WebP
// sizes from the stored hq JPEG, ADR 196) measured apart. Reports photos per second of wall time
// and per CPU second (the per-core figure a busy shared machine disturbs least), the stored bytes,
// and writes the first photo's files to bench/results/photos/<settings>/ to look at.
//
//   UV_THREADPOOL_SIZE=1 npx tsx bench/photo-pipeline.ts [--photos=40] [--settings=current|previous]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { makeWebpSizes, newImageBaseKey, processImage, storeProcessedImage, PREVIOUS_ENCODER_SETTINGS } from '../apps/api/src/lib/images';
import { sniffImage } from '../apps/api/src/modules/cdn/file-sniffing';
import { LocalStorage } from '../apps/api/src/storage/local-storage';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const PHOTOS = Number(args.photos ?? 40);
const SETTINGS = args.settings === 'previous' ? 'previous' : 'current';
const ROOT = fileURLToPath(new URL('.', import.meta.url));

sharp.concurrency(1);
sharp.cache(false);

/** A 1920×1280 photo-like JPEG (gradients, shapes, fine noise), quality 90 like a phone's. */
async function samplePhoto(seed: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1280">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${(seed * 47) % 360},70%,60%)"/><stop offset="1" stop-color="hsl(${(seed * 47 + 120) % 360},60%,25%)"/>
    </linearGradient></defs>
    <rect width="1920" height="1280" fill="url(#g)"/>
    ${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 173 + seed * 31) % 1920}" cy="${(i * 97 + seed * 17) % 1280}" r="${30 + ((i * 13) % 140)}" fill="hsla(${(i * 29 + seed) % 360},80%,${30 + (i % 5) * 10}%,0.55)"/>`).join('')}
  </svg>`;
  const noise = await sharp({ create: { width: 1920, height: 1280, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(0.8)
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const inputs = await Promise.all(Array.from({ length: 4 }, (_, i) => samplePhoto(i + 1)));
const dir = mkdtempSync(join(tmpdir(), 'bench-photos-'));
const storage = new LocalStorage({ root: dir, publicBaseUrl: 'http://localhost/cdn' });
// previous: every size in both formats in the request; current: what POST /cdn/upload/media does now
// (JPEG sizes in the request, WebP sizes by the worker: measured separately below).
const encoder = SETTINGS === 'previous' ? { ...PREVIOUS_ENCODER_SETTINGS, deferWebp: false } : { deferWebp: true };

async function onePhoto(bytes: Buffer) {
  const mime = await sniffImage(bytes);
  if (!mime) throw new Error('not an image');
  const processed = await processImage(bytes, { kind: 'media', ...encoder });
  const stored = await storeProcessedImage(storage, newImageBaseKey('media/1'), processed);
  return { processed, stored };
}

// Warm-up (libvips start, code paths), then the measured run.
for (const input of inputs) await onePhoto(input);
const cpu0 = process.cpuUsage();
const t0 = performance.now();
let bytes = 0;
let first: Awaited<ReturnType<typeof onePhoto>> | undefined;
for (let i = 0; i < PHOTOS; i++) {
  const result = await onePhoto(inputs[i % inputs.length] as Buffer);
  first ??= result;
  bytes += result.stored.size;
}
const wallS = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
const cpuS = (cpu.user + cpu.system) / 1e6;

// The worker's share (current settings): the three WebP sizes from the stored hq JPEG.
let workerMsPerPhoto: number | null = null;
const workerWebp: Record<string, Buffer> = {};
if (SETTINGS === 'current' && first) {
  const hq = first.processed.variants.hq.jpeg;
  const runs = Math.max(4, Math.round(PHOTOS / 4));
  const w0 = process.cpuUsage();
  for (let i = 0; i < runs; i++) await makeWebpSizes(storage, newImageBaseKey('media/1'), hq, 'media');
  const w = process.cpuUsage(w0);
  workerMsPerPhoto = Math.round((w.user + w.system) / 1000 / runs);
  const { keys } = await makeWebpSizes(storage, 'media/1/first', hq, 'media');
  for (const [name, key] of Object.entries(keys)) workerWebp[name] = (await storage.get(key)) as Buffer;
}
rmSync(dir, { recursive: true, force: true });

const out = join(ROOT, 'results', 'photos', SETTINGS);
mkdirSync(out, { recursive: true });
const variantSizes: Record<string, number> = {};
for (const [name, v] of Object.entries(first?.processed.variants ?? {})) {
  const webp = v.webp ?? (workerWebp[name] as Buffer);
  writeFileSync(join(out, `${name}.webp`), webp);
  writeFileSync(join(out, `${name}.jpg`), v.jpeg);
  variantSizes[`${name}.webp`] = webp.length;
  variantSizes[`${name}.jpg`] = v.jpeg.length;
}
writeFileSync(join(out, 'input.jpg'), inputs[0] as Buffer);

const result = {
  settings: SETTINGS,
  photos: PHOTOS,
  input: '1920×1280 JPEG q90',
  photos_per_wall_second: Math.round((PHOTOS / wallS) * 10) / 10,
  photos_per_cpu_second: Math.round((PHOTOS / cpuS) * 10) / 10,
  ms_per_photo_cpu: Math.round((cpuS / PHOTOS) * 1000),
  stored_kb_per_photo: Math.round(bytes / PHOTOS / 1000),
  worker_webp_ms_per_photo_cpu: workerMsPerPhoto,
  first_photo_bytes: variantSizes,
  loadavg: loadavg().map((l) => Math.round(l * 100) / 100),
  at: new Date().toISOString(),
};
console.log(JSON.stringify(result, null, 2));
writeFileSync(join(ROOT, 'results', `photo-pipeline-${SETTINGS}.json`), `${JSON.stringify(result, null, 2)}\n`);
