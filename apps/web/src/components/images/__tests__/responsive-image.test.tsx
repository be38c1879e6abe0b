import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ResponsiveImage } from '../responsive-image';
import { imageSources } from '../image-sources';

const cover = {
  url: '/cdn/c-hq.jpg',
  sizes: {
    thumbnail: '/cdn/c-thumbnail.jpg',
    md: '/cdn/c-md.jpg',
    hq: '/cdn/c-hq.jpg',
    webp: { thumbnail: '/cdn/c-thumbnail.webp', md: '/cdn/c-md.webp', hq: '/cdn/c-hq.webp' },
    widths: { thumbnail: 320, md: 960, hq: 1600 },
  },
  width: 1600,
  height: 640,
};

describe('ResponsiveImage (the one responsive image of the app)', () => {
  it('is lazy by default, with WebP and JPEG srcsets, sizes and the intrinsic size', () => {
    const { container } = render(<ResponsiveImage image={cover} alt="" sizes="(max-width: 600px) 100vw, 380px" />);
    const img = container.querySelector('img')!;
    const source = container.querySelector('source')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    expect(img.getAttribute('src')).toBe('/cdn/c-md.jpg');
    expect(img.getAttribute('srcset')).toBe('/cdn/c-thumbnail.jpg 320w, /cdn/c-md.jpg 960w, /cdn/c-hq.jpg 1600w');
    expect(img.getAttribute('sizes')).toBe('(max-width: 600px) 100vw, 380px');
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('640');
    expect(source.getAttribute('type')).toBe('image/webp');
    expect(source.getAttribute('srcset')).toBe('/cdn/c-thumbnail.webp 320w, /cdn/c-md.webp 960w, /cdn/c-hq.webp 1600w');
  });

  it('the LCP image loads eagerly with fetchpriority="high"; an eager one without it', () => {
    const lcp = render(<ResponsiveImage image={cover} alt="Portada" sizes="100vw" loading="lcp" />).container.querySelector('img')!;
    expect(lcp.getAttribute('loading')).toBe('eager');
    expect(lcp.getAttribute('fetchpriority')).toBe('high');
    const eager = render(<ResponsiveImage image={cover} alt="" sizes="100vw" loading="eager" />).container.querySelector('img')!;
    expect(eager.getAttribute('loading')).toBe('eager');
    expect(eager.getAttribute('fetchpriority')).toBeNull();
  });

  it('renders nothing without an image, and a single URL without srcset', () => {
    expect(render(<ResponsiveImage image={null} alt="" sizes="100vw" />).container.innerHTML).toBe('');
    const img = render(<ResponsiveImage image={{ url: '/cdn/x.jpg', sizes: null }} alt="" sizes="100vw" />).container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/cdn/x.jpg');
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('sizes')).toBeNull();
  });

  it('a provider site image (sizes with nulls, extra keys) gives the same sources', () => {
    expect(imageSources({ url: '/cdn/l.jpg', sizes: { thumbnail: '/cdn/l-t.jpg', md: null, hq: null, webp: null } }, 'thumbnail')).toEqual({
      src: '/cdn/l-t.jpg',
      srcSet: '/cdn/l-t.jpg 320w',
      webpSrcSet: '',
    });
  });
});
