// Storage keys: the one-pass check of the usual key (PLAIN_KEY) agrees with the segment rule, and
// joinUrl encodes exactly what encodeURIComponent encodes per segment.
import { describe, expect, it } from 'vitest';
import { assertValidKey, joinUrl } from './storage';

/** The rule as documented, segment by segment (what assertValidKey did before its fast path). */
function validBySegments(key: string, allowTrailingSlash = false): boolean {
  if (key.length === 0 || key.length > 512) return false;
  const body = allowTrailingSlash && key.endsWith('/') ? key.slice(0, -1) : key;
  return body.split('/').every((s) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(s) && s !== '.' && s !== '..');
}

const valid = (key: string, trailing = false) => {
  try {
    assertValidKey(key, trailing);
    return true;
  } catch {
    return false;
  }
};

function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('storage keys', () => {
  it('accepts and refuses as the segment rule does', () => {
    for (const key of ['media/12/foto-1-hq.jpg', 'a', 'a/b', 'uploads/x.y.z', 'bench/placeholder-3-md.webp']) expect(valid(key)).toBe(true);
    for (const key of ['', '/a', 'a/', 'a//b', '../a', 'a/../b', '.a', '-a', 'a/.b', 'a b', 'ñ', 'a\\b', 'a/%2e']) expect(valid(key)).toBe(false);
    expect(valid('media/12/', true)).toBe(true);
    expect(valid('x'.repeat(513))).toBe(false);
    const rnd = seeded(7);
    const alphabet = ['a', 'Z', '7', '.', '-', '_', '/', ' ', 'ñ', '%', '..'];
    for (let i = 0; i < 5000; i += 1) {
      const key = Array.from({ length: 1 + Math.floor(rnd() * 12) }, () => alphabet[Math.floor(rnd() * alphabet.length)]).join('');
      const trailing = rnd() < 0.3;
      expect(valid(key, trailing), JSON.stringify(key)).toBe(validBySegments(key, trailing));
    }
  });

  it('joins a base and a key, encoding each segment', () => {
    expect(joinUrl('https://cdn.example/', 'media/1/a-hq.jpg')).toBe('https://cdn.example/media/1/a-hq.jpg');
    expect(joinUrl('/cdn', 'media/1/a b.jpg')).toBe('/cdn/media/1/a%20b.jpg');
    expect(joinUrl('/cdn//', 'fotos/ñandú.jpg')).toBe('/cdn/fotos/%C3%B1and%C3%BA.jpg');
    expect(joinUrl('/cdn', 'a?b#c')).toBe('/cdn/a%3Fb%23c');
  });
});
