import { describe, expect, it } from 'vitest';
import { applySearchPatch, filterHref, parseSearchState, providerQuery, searchHref, toSearchParams } from '../search-state';
import { imageSources } from '../../../../components/images/image-sources';

const parse = (qs: string) => parseSearchState(new URLSearchParams(qs));

describe('search state in the URL', () => {
  it('reads every filter, the page, the size and the tab', () => {
    expect(parse('q=catering+lima&c=feeding&s=catering&d=15&p=127&l=1283&page=3&size=20&tab=inspiracion&t=video')).toEqual({
      q: 'catering lima',
      c: 'feeding',
      s: 'catering',
      d: 15,
      p: 127,
      l: 1283,
      page: 3,
      size: 20,
      tab: 'inspiracion',
      t: 'video',
    });
  });

  it('falls back to defaults for invalid values', () => {
    expect(parse('page=-1&size=7&d=lima&tab=x&t=audio')).toMatchObject({ page: 1, size: 10, d: null, tab: 'proveedores', t: null });
  });

  it('writes short URLs (defaults left out) and round-trips', () => {
    const state = parse('q=boda&d=15&page=2');
    expect(toSearchParams(state).toString()).toBe('q=boda&d=15&page=2');
    expect(toSearchParams(parse('')).toString()).toBe('');
    expect(parseSearchState(toSearchParams(state))).toEqual(state);
  });

  it('goes back to page 1 when the results change, not when only the page changes', () => {
    const state = parse('q=boda&page=4');
    expect(applySearchPatch(state, { d: 15 }).page).toBe(1);
    expect(applySearchPatch(state, { size: 50 }).page).toBe(1);
    expect(applySearchPatch(state, { page: 5 }).page).toBe(5);
  });

  it('a new department clears province and district; a new province clears the district', () => {
    const state = parse('d=15&p=127&l=1283');
    expect(applySearchPatch(state, { d: 4 })).toMatchObject({ d: 4, p: null, l: null });
    expect(applySearchPatch(state, { p: 128 })).toMatchObject({ d: 15, p: 128, l: null });
    expect(applySearchPatch(state, { l: 1284 })).toMatchObject({ d: 15, p: 127, l: 1284 });
  });

  it('sends only what is set to the API', () => {
    expect(providerQuery(parse('q=dj&size=20'))).toEqual({ q: 'dj', c: null, s: null, d: null, p: null, l: null, page: 1, size: 20 });
  });
});

describe('search links', () => {
  it('a page link keeps the search and drops page 1', () => {
    const state = parse('q=dj&d=15&size=20&page=3');
    expect(searchHref(state, 2)).toBe('?q=dj&d=15&page=2&size=20');
    expect(searchHref(state, 1)).toBe('?q=dj&d=15&size=20');
    expect(searchHref(parse(''), 1)).toBe('?');
  });

  it('a filter link applies the change and goes back to page 1', () => {
    expect(filterHref(parse('q=dj&page=4'), { c: 'feeding' })).toBe('?q=dj&c=feeding');
    expect(filterHref(parse('c=feeding&s=catering'), { c: null, s: null })).toBe('?');
  });
});

describe('image sources', () => {
  it('builds JPEG and WebP srcsets from the sizes and their widths', () => {
    const sources = imageSources({
      url: '/cdn/a-hq.jpg',
      sizes: { thumbnail: '/cdn/a-t.jpg', md: '/cdn/a-md.jpg', hq: '/cdn/a-hq.jpg', webp: { md: '/cdn/a-md.webp' } },
      width: 1920,
      height: 1080,
      aspect_ratio: 1.78,
    });
    expect(sources).toEqual({
      src: '/cdn/a-md.jpg',
      srcSet: '/cdn/a-t.jpg 320w, /cdn/a-md.jpg 960w, /cdn/a-hq.jpg 1920w',
      webpSrcSet: '/cdn/a-md.webp 960w',
    });
    expect(imageSources(null)).toBeNull();
    expect(imageSources({ url: '/x.jpg', sizes: null, width: null, height: null, aspect_ratio: null })?.src).toBe('/x.jpg');
  });
});
