import { describe, expect, it } from 'vitest';
import { aspectRatioOf, buildSrcSet, pickSize } from '../image-sources';

const sizes = {
  thumbnail: '/cdn/a-thumbnail.jpg',
  md: '/cdn/a-md.jpg',
  hq: '/cdn/a-hq.jpg',
  webp: { thumbnail: '/cdn/a-thumbnail.webp', md: '/cdn/a-md.webp', hq: '/cdn/a-hq.webp' },
  widths: { thumbnail: 320, md: 960, hq: 1600 },
};

describe('image sources', () => {
  it('builds JPEG and WebP srcsets from the CDN sizes', () => {
    expect(buildSrcSet(sizes)).toBe('/cdn/a-thumbnail.jpg 320w, /cdn/a-md.jpg 960w, /cdn/a-hq.jpg 1600w');
    expect(buildSrcSet(sizes, true)).toBe('/cdn/a-thumbnail.webp 320w, /cdn/a-md.webp 960w, /cdn/a-hq.webp 1600w');
  });

  it('uses default widths, skips duplicates and missing sizes', () => {
    const small = { thumbnail: '/t.jpg', md: '/m.jpg', hq: '/h.jpg', widths: { thumbnail: 800, md: 800, hq: 800 } };
    expect(buildSrcSet(small)).toBe('/t.jpg 800w');
    expect(buildSrcSet({ thumbnail: '/t.jpg', md: '', hq: '/h.jpg' })).toBe('/t.jpg 320w, /h.jpg 1920w');
    expect(buildSrcSet(null)).toBeUndefined();
    expect(buildSrcSet({ thumbnail: '/t.jpg', md: '/m.jpg', hq: '/h.jpg' }, true)).toBeUndefined();
  });

  it('picks a size with fallbacks', () => {
    expect(pickSize({ sizes, thumbnail_url: null, url: null }, 'md')).toBe('/cdn/a-md.jpg');
    expect(pickSize({ sizes: { thumbnail: '/t.jpg', md: '', hq: '' }, thumbnail_url: null, url: null }, 'hq')).toBe('/t.jpg');
    expect(pickSize({ sizes: null, thumbnail_url: '/thumb.jpg', url: '/x.jpg' }, 'hq')).toBe('/thumb.jpg');
  });

  it('gives each item an aspect ratio for the masonry', () => {
    expect(aspectRatioOf({ aspect_ratio: 1.5, width: null, height: null, media_type: 'photo' })).toBe(1.5);
    expect(aspectRatioOf({ aspect_ratio: null, width: 600, height: 900, media_type: 'photo' })).toBeCloseTo(0.667, 3);
    expect(aspectRatioOf({ aspect_ratio: null, width: null, height: null, media_type: 'video' })).toBeCloseTo(1.778, 3);
    expect(aspectRatioOf({ aspect_ratio: 0, width: null, height: null, media_type: 'photo' })).toBe(1);
  });
});
