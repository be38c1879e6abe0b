import { describe, expect, it } from 'vitest';
import { compressedName, fitLongSide, formatBytes, isCompressibleFile, savingsPercent, toCanvasQuality } from '../compressor-math';

describe('image compressor helpers', () => {
  it('formats sizes in B, KB and MB', () => {
    expect(formatBytes(850)).toBe('850 B');
    expect(formatBytes(12_700)).toBe('12.4 KB');
    expect(formatBytes(2_464_153)).toBe('2.35 MB');
    expect(formatBytes(-1)).toBe('—');
  });

  it('computes the savings, never negative', () => {
    expect(savingsPercent(1000, 250)).toBe(75);
    expect(savingsPercent(1000, 1200)).toBe(0);
    expect(savingsPercent(0, 0)).toBe(0);
  });

  it('names the download and fits the long side', () => {
    expect(compressedName('fiesta.png')).toBe('fiesta-comprimida.jpg');
    expect(compressedName('.png')).toBe('imagen-comprimida.jpg');
    expect(fitLongSide(4000, 3000, 1920)).toEqual({ width: 1920, height: 1440 });
    expect(fitLongSide(3000, 4000, 1280)).toEqual({ width: 960, height: 1280 });
    expect(fitLongSide(800, 600, 1920)).toEqual({ width: 800, height: 600 });
    expect(fitLongSide(4000, 3000, 0)).toEqual({ width: 4000, height: 3000 });
  });

  it('maps the quality slider and accepts common image types', () => {
    expect(toCanvasQuality(80)).toBe(0.8);
    expect(toCanvasQuality(0)).toBe(0.1);
    expect(toCanvasQuality(150)).toBe(1);
    expect(isCompressibleFile({ name: 'a.JPG', type: '' })).toBe(true);
    expect(isCompressibleFile({ name: 'a.webp', type: 'image/webp' })).toBe(true);
    expect(isCompressibleFile({ name: 'a.gif', type: 'image/gif' })).toBe(false);
  });
});
