import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/test-utils';
import type { ProviderCardData } from '../../../features/search';
import { ProviderCard, providerPlace, reviewsLabel } from '../provider-card';

const card: ProviderCardData = {
  id: 1,
  slug: 'sol-de-jalisco',
  company_name: 'Sol de Jalisco',
  plan: 'business',
  reviews_score: 4.5,
  reviews_number: 12,
  response_minutes: null,
  district: 'Miraflores',
  province: 'Lima',
  department: 'Lima',
  services: ['Mariachis', 'Orquestas', 'Hora loca', 'Música criolla'],
  logo: null,
  cover: {
    id: 9,
    path: 'c-hq.jpg',
    url: '/cdn/c-hq.jpg',
    thumbnail: null,
    thumbnail_url: null,
    sizes: { thumbnail: '/cdn/c-t.jpg', md: '/cdn/c-md.jpg', hq: '/cdn/c-hq.jpg', webp: { thumbnail: '/cdn/c-t.webp', md: '/cdn/c-md.webp', hq: '/cdn/c-hq.webp' } },
    width: 1920,
    height: 1080,
    aspect_ratio: 1.78,
  },
};

describe('ProviderCard', () => {
  it('links to the provider site with cover (srcset, lazy), name, place, rating and services', () => {
    const { container } = renderWithProviders(<ProviderCard provider={card} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/sol-de-jalisco');
    expect(screen.getByRole('heading', { name: 'Sol de Jalisco' })).toBeTruthy();
    expect(screen.getByText('Miraflores, Lima')).toBeTruthy();
    expect(screen.getByText('4.5 de 5 (12 reseñas)')).toBeTruthy();
    expect(screen.getByText('Business')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Mariachis', 'Orquestas', 'Hora loca', '+1']);
    const img = container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('srcset')).toContain('/cdn/c-md.jpg 960w');
    expect(container.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toBe('/cdn/c-t.webp 320w, /cdn/c-md.webp 960w, /cdn/c-hq.webp 1920w');
  });

  it('formats places and reviews', () => {
    expect(providerPlace({ district: null, province: 'Arequipa', department: 'Arequipa' })).toBe('Arequipa');
    expect(reviewsLabel(0, 0)).toBe('Sin reseñas');
    expect(reviewsLabel(5, 1)).toBe('5.0 de 5 (1 reseña)');
  });
});
