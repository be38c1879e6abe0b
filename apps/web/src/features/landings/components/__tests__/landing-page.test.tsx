import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appTheme } from '../../../../theme';
import type { Landing } from '../../api/get-landing';
import LandingPage from '../../pages/landing-page';
import { landingPageHref, landingParamsOf } from '../../utils';

vi.setConfig({ testTimeout: 20_000 });

const card = (i: number) => ({
  id: i,
  slug: `dj-lima-${i}`,
  company_name: `DJ Lima ${i}`,
  plan: 'basic',
  reviews_score: 4,
  reviews_number: 3,
  response_minutes: null,
  district: 'Miraflores',
  province: 'Lima',
  department: 'Lima',
  services: ['DJ'],
  logo: null,
  cover: null,
});

const landing: Landing = {
  category: { slug: 'dj', name: 'DJ', kind: 'service' },
  department: { slug: 'lima', name: 'Lima', id: 15 },
  title: 'DJ en Lima — Página 2 de 3 | Eventos Perú',
  heading: 'DJ en Lima',
  description: 'Compara 45 proveedores de DJ en Lima.',
  intro: 'Encuentra 45 proveedores de DJ en Lima.',
  canonical: '/proveedores/dj/lima?page=2',
  search_path: '/proveedores?s=dj&d=15',
  breadcrumbs: [
    { name: 'Inicio', path: '/' },
    { name: 'Proveedores', path: '/proveedores' },
    { name: 'DJ', path: '/proveedores/dj/todo-el-peru' },
    { name: 'DJ en Lima', path: '/proveedores/dj/lima' },
  ],
  total: 45,
  page: 2,
  size: 20,
  pages: 3,
  related: {
    departments: [{ path: '/proveedores/dj/arequipa', label: 'DJ en Arequipa', count: 4 }],
    categories: [{ path: '/proveedores/audiovisuales/lima', label: 'Audiovisuales para eventos en Lima', count: 60 }],
  },
  providers: [card(21), card(22)],
};

function stubFetch(status: number, body: unknown) {
  const fn = vi.fn((_url: string) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/proveedores/:category/:department', element: <LandingPage /> },
      { path: '/404', element: <p>No encontrada</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={appTheme()}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return router;
}

const hrefOf = (el: HTMLElement) => el.closest('a')?.getAttribute('href');

describe('LandingPage', () => {
  it('shows the heading, breadcrumbs, cards, page links and related landings, all as <a href>', async () => {
    const fetch = stubFetch(200, { data: landing });
    renderAt('/proveedores/dj/lima?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'DJ en Lima' })).toBeTruthy();
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/v1/landings/dj/lima?page=2');
    expect(document.title).toBe('DJ en Lima — Página 2 de 3 | Eventos Perú');

    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/', '/proveedores', '/proveedores/dj/todo-el-peru']);
    expect(within(crumbs).getByText('DJ en Lima').getAttribute('aria-current')).toBe('page');

    const cards = screen.getByRole('list', { name: 'Proveedores: DJ en Lima' });
    expect(within(cards).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/dj-lima-21', '/dj-lima-22']);

    const pages = screen.getByRole('navigation', { name: 'Paginación de proveedores' });
    expect(hrefOf(within(pages).getByRole('link', { name: 'Ir a la página 1' }))).toBe('/proveedores/dj/lima');
    expect(hrefOf(within(pages).getByRole('link', { name: 'Ir a la página 3' }))).toBe('/proveedores/dj/lima?page=3');
    expect(hrefOf(within(pages).getByRole('link', { name: 'Página siguiente' }))).toBe('/proveedores/dj/lima?page=3');

    const other = screen.getByRole('navigation', { name: 'En otros departamentos' });
    expect(hrefOf(within(other).getByText('DJ en Arequipa'))).toBe('/proveedores/dj/arequipa');
    const categories = screen.getByRole('navigation', { name: 'Otras categorías' });
    expect(hrefOf(within(categories).getByText('Audiovisuales para eventos en Lima'))).toBe('/proveedores/audiovisuales/lima');
    expect(screen.getByRole('link', { name: 'Buscar con más filtros' }).getAttribute('href')).toBe('/proveedores?s=dj&d=15');
  });

  it('an unknown landing (API 404) goes to the not-found page', async () => {
    stubFetch(404, { error: 'Página no encontrada' });
    const router = renderAt('/proveedores/no-existe/lima');
    expect(await screen.findByText('No encontrada')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('a page number that is not a positive integer is not found, without calling the API', async () => {
    const fetch = stubFetch(200, { data: landing });
    renderAt('/proveedores/dj/lima?page=0');
    expect(await screen.findByText('No encontrada')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('landing URLs', () => {
  it('reads the page from ?page and builds page links', () => {
    const seg = { category: 'dj', department: 'lima' };
    expect(landingParamsOf(seg, new URLSearchParams(''))).toEqual({ ...seg, page: 1 });
    expect(landingParamsOf(seg, new URLSearchParams('page=4'))).toEqual({ ...seg, page: 4 });
    expect(landingParamsOf(seg, new URLSearchParams('page=x'))).toBeNull();
    expect(landingParamsOf({ category: 'dj' }, new URLSearchParams(''))).toBeNull();
    expect(landingPageHref('/proveedores/dj/lima?page=2', 1)).toBe('/proveedores/dj/lima');
    expect(landingPageHref('/proveedores/dj/lima', 5)).toBe('/proveedores/dj/lima?page=5');
  });
});
