import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyLikes } from '@eventos/domain';
import { LoginModalProvider } from '../../../components/auth/login-modal-provider';
import type * as SessionModule from '../../../lib/session';
import { renderWithProviders } from '../../../testing/test-utils';
import { LikesPanel } from '../components/likes-panel';

vi.mock('../../../lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  useSession: () => ({ user: { id: 7 }, loading: false, isAuthenticated: true, provider: null, isProvider: false, isOwner: () => false }),
}));

vi.setConfig({ testTimeout: 20_000 });

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const LIKES: MyLikes = {
  providers: [
    {
      id: 3,
      slug: 'flores-de-la-molina',
      company_name: 'Flores de La Molina',
      logo_url: null,
      district: 'La Molina',
      department: 'Lima',
      likes_count: 4,
      liked_at: '2026-11-20T15:00:00.000Z',
    },
  ],
  media: [
    {
      id: 11,
      media_type: 'video',
      title: 'Resumen de boda',
      thumbnail_url: '/cdn/v-thumbnail.jpg',
      external_id: 'EPdemoBoda1',
      aspect_ratio: 1.7778,
      likes_count: 2,
      provider: { id: 5, slug: 'luz-de-luna', company_name: 'Luz de Luna' },
      liked_at: '2026-11-20T15:00:00.000Z',
    },
    {
      id: 12,
      media_type: 'photo',
      title: '',
      thumbnail_url: '/cdn/p-thumbnail.jpg',
      external_id: null,
      aspect_ratio: 1.5,
      likes_count: 1,
      provider: { id: 5, slug: 'luz-de-luna', company_name: 'Luz de Luna' },
      liked_at: '2026-11-19T15:00:00.000Z',
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

function renderPanel() {
  return renderWithProviders(
    <LoginModalProvider>
      <LikesPanel />
    </LoginModalProvider>,
    { route: '/micuenta' },
  );
}

describe('LikesPanel ("Me gusta" on /micuenta)', () => {
  it('lists liked providers, photos and videos with links to their sites, and unlikes from there', async () => {
    let likes = structuredClone(LIKES);
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/api/v1/user/likes')) return Promise.resolve(json(200, { data: likes }));
      if (url.endsWith('/api/v1/likes/provider/3') && init?.method === 'DELETE') {
        likes = { ...likes, providers: [] };
        return Promise.resolve(json(200, { data: { target_type: 'provider', target_id: 3, liked: false, likes_count: 3 } }));
      }
      if (url.endsWith('/api/v1/likes')) return Promise.resolve(json(200, { data: [] }));
      return Promise.resolve(json(404, { error: 'No encontrado' }));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPanel();
    const region = await screen.findByRole('region', { name: 'Me gusta' });
    const providers = await within(region).findByRole('list', { name: 'Proveedores que te gustan' });
    expect(within(providers).getByRole('link', { name: 'Flores de La Molina' }).getAttribute('href')).toBe('/flores-de-la-molina');
    expect(within(providers).getByText('La Molina, Lima')).toBeTruthy();
    const media = within(region).getByRole('list', { name: 'Fotos y videos que te gustan' });
    expect(within(media).getAllByRole('listitem')).toHaveLength(2);
    expect(within(media).getByRole('link', { name: 'Video Resumen de boda de Luz de Luna: ver su sitio' }).getAttribute('href')).toBe('/luz-de-luna');
    expect(within(media).getByRole('button', { name: 'Quitar la foto de Luz de Luna de Me gusta' })).toBeTruthy();
    expect(within(region).getByText('Fotos y videos (2)')).toBeTruthy();

    fireEvent.click(within(providers).getByRole('button', { name: 'Quitar Flores de La Molina de Me gusta' }));
    await waitFor(() => expect(within(region).queryByRole('list', { name: 'Proveedores que te gustan' })).toBeNull());
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/api/v1/likes/provider/3') && init?.method === 'DELETE')).toBe(true);
    expect(within(region).getByRole('list', { name: 'Fotos y videos que te gustan' })).toBeTruthy();
  });

  it('says what to do when nothing is liked yet', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json(200, { data: { providers: [], media: [] } }))));
    renderPanel();
    expect(await screen.findByText(/Aún no tienes Me gusta/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buscar proveedores' }).getAttribute('href')).toBe('/buscar');
    expect(screen.getByRole('link', { name: 'Ver inspiración' }).getAttribute('href')).toBe('/buscar?tab=inspiracion');
  });
});
