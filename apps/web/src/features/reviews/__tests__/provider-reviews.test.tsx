import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ReviewOut, ReviewsPage } from '@eventos/domain';
import { renderWithProviders } from '../../../testing/test-utils';
import { ProviderReviews } from '../components/provider-reviews';

afterEach(() => vi.unstubAllGlobals());

function review(id: number): ReviewOut {
  return {
    id,
    provider_id: 7,
    kind: 'verified',
    comment: `Reseña número ${id}, todo salió muy bien en el evento.`,
    score: 5,
    criterias: {},
    response: null,
    responded_at: null,
    created_at: '2026-10-01T15:00:00.000Z',
    updated_at: '2026-10-01T15:00:00.000Z',
    user: { id: 100 + id, first_name: 'Ana', last_initial: 'Q', avatar: null },
  };
}

describe('ProviderReviews pagination', { timeout: 60_000 }, () => {
  it('reads the page from ?opiniones= and links every page as a real <a href> to the reviews section', async () => {
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      requested.push(url);
      const page: ReviewsPage = {
        data: [review(6), review(7)],
        total: 12,
        page: 2,
        size: 5,
        summary: { score: 5, count: 12, criteria: {}, distribution: [{ level: 5, count: 12 }] },
      };
      return new Response(JSON.stringify(page), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    renderWithProviders(<ProviderReviews provider={{ id: 7, slug: 'mi-proveedor', company_name: 'Mi Proveedor' }} owner />, {
      route: '/mi-proveedor?opiniones=2',
    });
    const nav = await screen.findByRole('navigation', { name: 'Páginas de reseñas' });
    expect(requested.some((url) => /providers\/7\/reviews\?.*page=2/.test(url))).toBe(true);
    expect(within(nav).getByRole('link', { name: 'Página 2, actual' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Ir a la página 3' }).getAttribute('href')).toBe('/mi-proveedor?opiniones=3#resenas');
    expect(within(nav).getByRole('link', { name: 'Ir a la página 1' }).getAttribute('href')).toBe('/mi-proveedor#resenas');
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
  });
});
