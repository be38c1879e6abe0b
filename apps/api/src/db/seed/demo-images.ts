// Demo pictures drawn as SVG and rasterised by sharp (no downloads): one visual theme per service
// group (gradients, shapes, a caption), plus initials logos. A small pool is processed once with
// lib/images.ts and its variants are reused for many providers (each gets its own storage keys).
import type { ServiceGroup } from '@eventos/domain';
import type { ProcessedImage, StoredImage } from '../../lib/images';
import { newImageBaseKey, processImage, storeProcessedImage } from '../../lib/images';
import type { Storage } from '../../storage/storage';

type Rng = () => number;

const PALETTES: Record<ServiceGroup, readonly [string, string, string]> = {
  locals: ['#f6a04d', '#7b2d5b', '#ffe3a3'],
  feeding: ['#c0392b', '#f39c12', '#fff4e0'],
  audiovisual: ['#141e30', '#243b55', '#7fdbff'],
  animation: ['#8e2de2', '#ff6a00', '#ffe259'],
  dressing: ['#f8cdda', '#b06ab3', '#ffffff'],
  planning: ['#d4af37', '#5d4037', '#fff8e1'],
  setting: ['#56ab2f', '#f78ca0', '#fff0f5'],
  structures: ['#2980b9', '#6dd5fa', '#ffffff'],
  coming_soon: ['#606c88', '#3f4c6b', '#e0e0e0'],
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function motif(group: ServiceGroup, w: number, h: number, rng: Rng, light: string): string {
  const r = (min: number, max: number) => min + rng() * (max - min);
  const parts: string[] = [];
  // Bokeh lights everywhere.
  for (let i = 0; i < 12; i++) {
    parts.push(
      `<circle cx="${r(0, w)}" cy="${r(0, h * 0.6)}" r="${r(8, 46)}" fill="${light}" fill-opacity="${r(0.08, 0.3).toFixed(2)}"/>`,
    );
  }
  const base = h * 0.72;
  switch (group) {
    case 'locals':
      for (let x = 0; x < w; x += r(90, 160)) {
        const bh = r(h * 0.2, h * 0.45);
        parts.push(
          `<rect x="${x}" y="${base - bh}" width="${r(70, 130)}" height="${bh}" fill="#2b1636" fill-opacity="0.85"/>`,
        );
      }
      parts.push(
        `<path d="M0 ${h * 0.25} Q ${w / 2} ${h * 0.45} ${w} ${h * 0.22}" stroke="${light}" stroke-width="2" fill="none"/>`,
      );
      for (let i = 0; i <= 24; i++)
        parts.push(
          `<circle cx="${(w / 24) * i}" cy="${h * 0.25 + Math.sin((i / 24) * Math.PI) * h * 0.1}" r="5" fill="${light}"/>`,
        );
      break;
    case 'feeding':
      parts.push(`<rect x="0" y="${base}" width="${w}" height="${h - base}" fill="#5d3a1a"/>`);
      for (let i = 0; i < 5; i++) {
        const cx = (w / 6) * (i + 1);
        parts.push(`<ellipse cx="${cx}" cy="${base + 30}" rx="${w / 16}" ry="22" fill="#fafafa"/>`);
        parts.push(
          `<ellipse cx="${cx}" cy="${base + 24}" rx="${w / 26}" ry="12" fill="${['#e67e22', '#27ae60', '#c0392b'][i % 3]}"/>`,
        );
      }
      break;
    case 'audiovisual':
      for (let i = 0; i < 5; i++) {
        const x = r(0, w);
        parts.push(
          `<polygon points="${x},0 ${x - r(80, 200)},${h} ${x + r(80, 200)},${h}" fill="${light}" fill-opacity="0.12"/>`,
        );
      }
      parts.push(`<rect x="0" y="${base}" width="${w}" height="${h - base}" fill="#0b0f1a"/>`);
      break;
    case 'animation':
      for (let i = 0; i < 60; i++) {
        const color = ['#ffe259', '#ff6a00', '#00d2ff', '#ff3cac', '#7CFC00'][i % 5];
        parts.push(
          `<rect x="${r(0, w)}" y="${r(0, h)}" width="${r(6, 14)}" height="${r(10, 24)}" fill="${color}" transform="rotate(${r(0, 180)} ${r(0, w)} ${r(0, h)})"/>`,
        );
      }
      break;
    case 'dressing':
      parts.push(
        `<path d="M${w / 2 - 40} ${h * 0.2} L${w / 2 + 40} ${h * 0.2} L${w / 2 + 150} ${h * 0.9} L${w / 2 - 150} ${h * 0.9} Z" fill="#ffffff" fill-opacity="0.85"/>`,
      );
      parts.push(`<circle cx="${w / 2}" cy="${h * 0.14}" r="28" fill="#ffffff" fill-opacity="0.85"/>`);
      break;
    case 'planning':
      parts.push(
        `<circle cx="${w / 2 - 45}" cy="${h * 0.45}" r="80" stroke="${light}" stroke-width="14" fill="none"/>`,
      );
      parts.push(
        `<circle cx="${w / 2 + 45}" cy="${h * 0.45}" r="80" stroke="#d4af37" stroke-width="14" fill="none"/>`,
      );
      break;
    case 'setting':
      for (let i = 0; i < 10; i++) {
        const cx = r(0, w);
        const cy = r(h * 0.4, h);
        const color = ['#f78ca0', '#fbc2eb', '#ffffff', '#f9d423'][i % 4];
        for (let p = 0; p < 6; p++) {
          const a = (p / 6) * Math.PI * 2;
          parts.push(
            `<circle cx="${cx + Math.cos(a) * 18}" cy="${cy + Math.sin(a) * 18}" r="16" fill="${color}" fill-opacity="0.9"/>`,
          );
        }
        parts.push(`<circle cx="${cx}" cy="${cy}" r="10" fill="#f9d423"/>`);
      }
      break;
    case 'structures':
    case 'coming_soon':
      parts.push(
        `<polygon points="${w * 0.2},${base} ${w / 2},${h * 0.25} ${w * 0.8},${base}" fill="#ffffff" fill-opacity="0.9"/>`,
      );
      parts.push(
        `<rect x="${w * 0.25}" y="${base}" width="${w * 0.5}" height="${h * 0.08}" fill="#34495e"/>`,
      );
      break;
  }
  return parts.join('');
}

/** An SVG "photo" for a service group; `seed` varies it. */
export function demoPhotoSvg(group: ServiceGroup, caption: string, w: number, h: number, rng: Rng): string {
  const [a, b, light] = PALETTES[group];
  const angle = Math.round(rng() * 90);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" gradientTransform="rotate(${angle})"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>${motif(group, w, h, rng, light)}
  <text x="${w / 2}" y="${h - h * 0.08}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(h / 16)}" font-weight="bold" fill="#ffffff" fill-opacity="0.92" text-anchor="middle">${esc(caption)}</text>
</svg>`;
}

/** A round initials logo. */
export function demoLogoSvg(name: string, color: string): string {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-ZÁÉÍÓÚÑ]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 400 400">
  <circle cx="200" cy="200" r="196" fill="${color}"/><circle cx="200" cy="200" r="170" fill="none" stroke="#ffffff" stroke-width="6" stroke-opacity="0.7"/>
  <text x="200" y="245" font-family="DejaVu Sans, sans-serif" font-size="130" font-weight="bold" fill="#ffffff" text-anchor="middle">${esc(initials || 'EP')}</text>
</svg>`;
}

/** Rasterises an SVG through processImage (every size, WebP + JPEG); fast WebP effort for the demo. */
export function renderDemoImage(svg: string, kind: 'media' | 'cover' | 'logo'): Promise<ProcessedImage> {
  return processImage(Buffer.from(svg), { kind, allowSvg: true, webpEffort: 1 });
}

export const LOGO_COLORS = [
  '#c0392b',
  '#2c3e50',
  '#8e44ad',
  '#16a085',
  '#d35400',
  '#2980b9',
  '#7f8c8d',
  '#b8860b',
] as const;

export interface ImagePool {
  /** Gallery photos, covers and video thumbnails by their plan key (demo-media-plan.ts). */
  images: Map<string, { image: ProcessedImage; caption: string }>;
  logos: ProcessedImage[];
}

/** Runs `fn` over `items` with at most `limit` in flight. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Stores one processed image under a fresh key in `dir`. */
export function storeIn(storage: Storage, dir: string, image: ProcessedImage): Promise<StoredImage> {
  return storeProcessedImage(storage, newImageBaseKey(dir), image);
}
