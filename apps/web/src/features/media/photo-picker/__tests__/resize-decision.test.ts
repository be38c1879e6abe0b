import { describe, expect, it } from 'vitest';
import { JPEG_QUALITY, keepEncoded, outputFilename, planPhoto } from '../resize-decision';

describe('planPhoto (1920 px long side, JPEG only when smaller)', () => {
  it('resizes and re-encodes photos over 1920 px', () => {
    expect(planPhoto(4000, 3000, 'image/jpeg')).toEqual({ width: 1920, height: 1440, resize: true, encode: true });
    expect(planPhoto(3000, 4000, 'image/png')).toEqual({ width: 1440, height: 1920, resize: true, encode: true });
  });

  it('keeps JPEGs within the limit as they are and tries PNGs as JPEG', () => {
    expect(planPhoto(1920, 1080, 'image/jpeg')).toEqual({ width: 1920, height: 1080, resize: false, encode: false });
    expect(planPhoto(1200, 800, 'image/png')).toEqual({ width: 1200, height: 800, resize: false, encode: true });
  });

  it('keeps the JPEG only when it is smaller than the original', () => {
    expect(keepEncoded(500_000, 200_000)).toBe(true);
    expect(keepEncoded(200_000, 200_000)).toBe(false);
    expect(keepEncoded(200_000, 350_000)).toBe(false);
    expect(keepEncoded(200_000, null)).toBe(false);
    expect(keepEncoded(200_000, 0)).toBe(false);
    expect(JPEG_QUALITY).toBeGreaterThanOrEqual(0.9);
  });

  it('renames re-encoded files to .jpg', () => {
    expect(outputFilename('boda.PNG', true)).toBe('boda.jpg');
    expect(outputFilename('boda.png', false)).toBe('boda.png');
    expect(outputFilename('.png', true)).toBe('foto.jpg');
  });
});
