/** Pure helpers of the image compressor: sizes, savings, output names and dimensions. */

export const QUALITY_MIN = 10;
export const QUALITY_MAX = 100;
export const QUALITY_DEFAULT = 80;
/** Long-side limits offered ("Original" keeps the size). */
export const MAX_SIDE_OPTIONS = [0, 2560, 1920, 1280, 800] as const;
export type MaxSide = (typeof MAX_SIDE_OPTIONS)[number];
export const COMPRESSOR_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';

/** '850 B', '12.4 KB', '2.35 MB' (sizes in KB are the point of the page). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toFixed(1)} KB`;
  return `${(kb / 1024).toFixed(2)} MB`;
}

/** Saved share, e.g. 1000 → 250 gives 75; never below 0 (a bigger result saves nothing). */
export function savingsPercent(before: number, after: number): number {
  if (before <= 0 || after >= before) return 0;
  return Math.round(((before - after) / before) * 100);
}

/** 'fiesta.png' → 'fiesta-comprimida.jpg'. */
export function compressedName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '').trim() || 'imagen';
  return `${base}-comprimida.jpg`;
}

/** Fits the long side to `maxSide` (0 = keep), never enlarging. */
export function fitLongSide(width: number, height: number, maxSide: number): { width: number; height: number } {
  const long = Math.max(width, height);
  if (!maxSide || long <= maxSide || long <= 0) return { width, height };
  const scale = maxSide / long;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Slider percent → canvas quality (0.1–1). */
export function toCanvasQuality(percent: number): number {
  const clamped = Math.min(QUALITY_MAX, Math.max(QUALITY_MIN, Math.round(percent)));
  return clamped / 100;
}

export function isCompressibleFile(file: { name: string; type: string }): boolean {
  return /^image\/(png|jpeg|webp)$/i.test(file.type) || /\.(png|jpe?g|webp)$/i.test(file.name);
}
