import { describe, it, expect } from 'vitest';
import {
  PHOTO_ACCEPT,
  canPickPhotos,
  isAcceptedPhotoFile,
  resizeTarget,
  shouldReencodePhoto,
  truncateVideoDescription,
  validatePhotoCount,
  validatePhotoDimensions,
} from './photo.rules';

const WIDTH = (n: number) => `La imagen es muy pequeña. El ancho mínimo es de ${n}px`;
const HEIGHT = (n: number) => `La imagen es muy pequeña. El alto mínimo es de ${n}px`;

describe('validatePhotoCount', () => {
  it('allows up to the maximum (default 5)', () => {
    expect(validatePhotoCount(0, 5)).toBeNull();
    expect(validatePhotoCount(3, 2)).toBeNull();
    expect(validatePhotoCount(0, 0)).toBeNull();
  });

  it('reports when the maximum is exceeded', () => {
    expect(validatePhotoCount(3, 3)).toBe('Solo puedes adjuntar un máximo de 5 fotos');
    expect(validatePhotoCount(5, 1)).toBe('Solo puedes adjuntar un máximo de 5 fotos');
    expect(validatePhotoCount(9, 2, 10)).toBe('Solo puedes adjuntar un máximo de 10 fotos');
    expect(validatePhotoCount(0, 2, 1)).toBe('Solo puedes adjuntar un máximo de 1 fotos');
  });

  it('allows picking only when pickable and below the maximum', () => {
    expect(canPickPhotos(true, 4)).toBe(true);
    expect(canPickPhotos(true, 5)).toBe(false);
    expect(canPickPhotos(false, 0)).toBe(false);
    expect(canPickPhotos(true, 9, 10)).toBe(true);
  });
});

describe('validatePhotoDimensions', () => {
  it('accepts exact limits', () => {
    expect(validatePhotoDimensions(600, 400)).toBeNull();
    expect(validatePhotoDimensions(400, 600)).toBeNull();
    expect(validatePhotoDimensions(600, 600)).toBeNull();
    expect(validatePhotoDimensions(4000, 3000)).toBeNull();
  });

  it('horizontal photos need 600 × 400', () => {
    expect(validatePhotoDimensions(599, 400)).toBe(WIDTH(600));
    expect(validatePhotoDimensions(800, 399)).toBe(HEIGHT(400));
    expect(validatePhotoDimensions(500, 500)).toBe(WIDTH(600));
    expect(validatePhotoDimensions(100, 50)).toBe(WIDTH(600));
  });

  it('vertical photos need 400 × 600', () => {
    expect(validatePhotoDimensions(399, 600)).toBe(WIDTH(400));
    expect(validatePhotoDimensions(400, 599)).toBe(HEIGHT(600));
    expect(validatePhotoDimensions(450, 500)).toBe(HEIGHT(600));
    expect(validatePhotoDimensions(0, 10)).toBe(WIDTH(400));
  });
});

describe('resizeTarget', () => {
  it('keeps small photos as they are', () => {
    expect(resizeTarget(1920, 1080)).toEqual({ width: 1920, height: 1080 });
    expect(resizeTarget(800, 600)).toEqual({ width: 800, height: 600 });
    expect(shouldReencodePhoto(1920, 1920)).toBe(false);
  });

  it('fits the long side to 1920 keeping the aspect ratio', () => {
    expect(resizeTarget(4000, 3000)).toEqual({ width: 1920, height: 1440 });
    expect(resizeTarget(3000, 4000)).toEqual({ width: 1440, height: 1920 });
    expect(resizeTarget(3000, 3000)).toEqual({ width: 1920, height: 1920 });
    expect(resizeTarget(1921, 1)).toEqual({ width: 1920, height: 1 });
    expect(resizeTarget(10000, 1)).toEqual({ width: 1920, height: 1 });
    expect(shouldReencodePhoto(1921, 100)).toBe(true);
  });
});

describe('isAcceptedPhotoFile', () => {
  it('accepts .png, .jpg and .jpeg', () => {
    expect(PHOTO_ACCEPT).toBe('.png,.jpg,.jpeg');
    expect(isAcceptedPhotoFile('foto.png', 'image/png')).toBe(true);
    expect(isAcceptedPhotoFile('FOTO.JPG', 'image/jpeg')).toBe(true);
    expect(isAcceptedPhotoFile('boda de Ñusta.jpeg', '')).toBe(true);
    expect(isAcceptedPhotoFile('foto.jpg')).toBe(true);
  });

  it('rejects other types and mismatches', () => {
    expect(isAcceptedPhotoFile('foto.gif', 'image/gif')).toBe(false);
    expect(isAcceptedPhotoFile('foto.webp', 'image/webp')).toBe(false);
    expect(isAcceptedPhotoFile('foto.png', 'application/pdf')).toBe(false);
    expect(isAcceptedPhotoFile('foto.png.exe', '')).toBe(false);
    expect(isAcceptedPhotoFile('.png', 'image/png')).toBe(false);
    expect(isAcceptedPhotoFile('', '')).toBe(false);
  });
});

describe('truncateVideoDescription', () => {
  it('cuts to 500 characters', () => {
    expect(truncateVideoDescription('a'.repeat(600))).toHaveLength(500);
    expect(truncateVideoDescription('corta')).toBe('corta');
    expect(truncateVideoDescription(null)).toBe('');
    expect(truncateVideoDescription(`${'á'.repeat(499)}😀😀`)).toBe(`${'á'.repeat(499)}😀`);
  });
});
