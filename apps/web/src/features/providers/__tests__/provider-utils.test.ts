import { describe, expect, it } from 'vitest';
import { normalizeSlugInput, stepOfField } from '../components/affiliation/affiliation-form';
import { monthLabel, niceMax } from '../components/kpis/kpi-chart';
import { slugFromPathname } from '../hooks/use-provider-site-state';
import { providerOut } from '../../../testing/api-fixtures';
import type { Provider } from '../types';
import { buildSrcSet, pickSize } from '../utils/image-sources';
import {
  displayUrl,
  externalUrl,
  initials,
  peruPhoneDigits,
  providerPlace,
  toCategories,
  whatsappLink,
} from '../utils/provider-format';

const provider: Provider = providerOut({
  id: 7,
  slug: 'fotografia-nandu',
  company_name: 'Fotografía Ñandú',
  cellphone: '987654321',
  district: 'Miraflores',
  province: 'Lima',
  department: 'Lima',
});

describe('provider-format', () => {
  it('builds the WhatsApp link with Peru prefix and a message naming the site', () => {
    const link = whatsappLink(provider, 'https://eventosperu.pe/fotografia-nandu');
    expect(link).toMatch(/^https:\/\/wa\.me\/51987654321\?text=/);
    const text = decodeURIComponent(link?.split('text=')[1] ?? '');
    expect(text).toContain('Fotografía Ñandú');
    expect(text).toContain('https://eventosperu.pe/fotografia-nandu');
    expect(whatsappLink({ ...provider, cellphone: null }, 'x')).toBeNull();
  });

  it('normalises phone digits and urls', () => {
    expect(peruPhoneDigits('987 654 321')).toBe('51987654321');
    expect(peruPhoneDigits('+51 987654321')).toBe('51987654321');
    expect(externalUrl('miempresa.pe')).toBe('https://miempresa.pe');
    expect(externalUrl('http://a.pe')).toBe('http://a.pe');
    expect(displayUrl('https://www.miempresa.pe/')).toBe('miempresa.pe');
  });

  it('writes the place without repeating names', () => {
    expect(providerPlace(provider)).toBe('Miraflores, Lima');
    expect(providerPlace({ district: 'Cusco', district_name: null, province: 'Cusco', department: 'Cusco' })).toBe('Cusco');
    expect(providerPlace({ district: 'Yanahuara', district_name: null, province: 'Arequipa', department: 'Arequipa' })).toBe('Yanahuara, Arequipa');
  });

  it('groups services as categories in the domain order', () => {
    const categories = toCategories([
      { id: 2, type_name: 'DJ', slug: 'dj', group: 'audiovisual', group_name: 'Audiovisuales' },
      { id: 1, type_name: 'Hoteles', slug: 'hoteles', group: 'locals', group_name: 'Locales' },
      { id: 3, type_name: 'Fotografía y video', slug: 'foto', group: 'audiovisual', group_name: 'Audiovisuales' },
    ]);
    expect(categories.map((c) => c.group)).toEqual(['locals', 'audiovisual']);
    expect(categories[1]?.services).toEqual([{ type_name: 'DJ' }, { type_name: 'Fotografía y video' }]);
  });

  it('makes initials for logo placeholders', () => {
    expect(initials('Hotel Imperial Qosqo')).toBe('HI');
    expect(initials('')).toBe('EP');
  });
});

describe('image sources', () => {
  const sizes = {
    thumbnail: '/a-thumbnail.jpg',
    md: '/a-md.jpg',
    hq: '/a-hq.jpg',
    webp: { thumbnail: '/a-thumbnail.webp', md: '/a-md.webp', hq: '/a-hq.webp' },
    widths: { thumbnail: 320, md: 960, hq: 1200 },
  };
  it('builds JPEG and WebP srcsets with the real widths', () => {
    expect(buildSrcSet(sizes)).toBe('/a-thumbnail.jpg 320w, /a-md.jpg 960w, /a-hq.jpg 1200w');
    expect(buildSrcSet(sizes, true)).toBe('/a-thumbnail.webp 320w, /a-md.webp 960w, /a-hq.webp 1200w');
    expect(buildSrcSet(null)).toBeUndefined();
  });
  it('picks a size with fallbacks', () => {
    expect(pickSize(sizes, 'md')).toBe('/a-md.jpg');
    expect(pickSize({ hq: '/x.jpg' }, 'thumbnail')).toBe('/x.jpg');
    expect(pickSize(null, 'md', '/fallback.jpg')).toBe('/fallback.jpg');
  });
});

describe('affiliation form helpers', () => {
  it('makes the slug URL-friendly while typing', () => {
    expect(normalizeSlugInput('Fotografía Ñandú ')).toBe('fotografia-nandu-');
    expect(normalizeSlugInput('  --Mi Negocio!!')).toBe('mi-negocio-');
  });
  it('knows the step of every field', () => {
    expect(stepOfField('slug')).toBe(0);
    expect(stepOfField('service_type_ids')).toBe(1);
    expect(stepOfField('location_id')).toBe(2);
    expect(stepOfField('logo_id')).toBe(3);
    expect(stepOfField('code')).toBe(4);
  });
});

describe('site helpers', () => {
  it('reads the slug of a site path', () => {
    expect(slugFromPathname('/mi-negocio')).toBe('mi-negocio');
    expect(slugFromPathname('/mi-negocio/')).toBe('mi-negocio');
    expect(slugFromPathname('/caf%C3%A9')).toBe('café');
  });
  it('labels months and rounds the chart axis', () => {
    expect(monthLabel('2026-01')).toBe('ene');
    expect(monthLabel('2026-09', true)).toBe('set 26');
    expect(niceMax(0)).toBe(4);
    expect(niceMax(7)).toBe(8);
    expect(niceMax(37)).toBe(40);
  });
});
