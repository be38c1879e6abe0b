// The cover photos dialog on the shared photo picker, in jsdom with real JPEGs (sharp), a fake
// XMLHttpRequest (the CDN) and a fake fetch (the API): new photos go to media/{coversAlbumId}, are
// registered in the covers album and become tiles; Guardar saves the order with PUT covers.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeCdn, jpegFile as jpeg, pickFiles as pick } from '../../../../../testing/fake-cdn';
import type { FakeCdn } from '../../../../../testing/fake-cdn';
import { renderWithProviders } from '../../../../../testing/test-utils';
import { cdnImage, providerOut, sizeUrls } from '../../../../../testing/api-fixtures';
import type { Provider } from '../../../types';
import { CoversEditorDialog } from '../covers-editor-dialog';

const provider: Provider = providerOut({
  id: 1,
  company_name: 'Fotografía Ñandú',
  slug: 'fotografia-nandu',
  plan: 'business',
  covers_album_id: 44,
  covers: [
    {
      media_id: 5,
      id: 50,
      path: 'media/44/c5-hq.jpg',
      url: '/cdn/media/44/c5-hq.jpg',
      thumbnail: null,
      thumbnail_url: null,
      sizes: sizeUrls('/cdn/media/44/c5'),
      width: 1920,
      height: 1280,
      aspect_ratio: 1.5,
    },
  ],
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

beforeAll(() => {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:foto-${(n += 1)}`);
  URL.revokeObjectURL = vi.fn();
});

describe('CoversEditorDialog (photo picker)', { timeout: 30_000 }, () => {
  let calls: Call[];
  let cdn: FakeCdn;
  beforeEach(() => {
    calls = [];
    cdn = installFakeCdn((path) => cdnImage(path, 'n', { id: 70 }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
        calls.push({ method, url, body });
        if (url.startsWith('/api/v1/providers/1/media')) return Response.json({ data: [], total: 0, page: 1, size: 50 });
        if (method === 'POST' && url === '/api/v1/albums/44/media') {
          return Response.json(
            { data: { id: 9, album_id: 44, path: body?.path, url: '/cdn/media/44/n-hq.jpg', sizes: { thumbnail: '/cdn/media/44/n-t.jpg', md: '', hq: '' } } },
            { status: 201 },
          );
        }
        if (method === 'PUT' && url === '/api/v1/providers/1/covers') return Response.json({ data: [] });
        return Response.json({ error: 'no' }, { status: 404 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uploads a picked photo to the covers album, shows it as a tile and saves the order', async () => {
    const onClose = vi.fn();
    renderWithProviders(<CoversEditorDialog provider={provider} open onClose={onClose} />);
    expect(screen.getByRole('img', { name: 'Portada 1' })).toBeTruthy();
    expect(screen.getByText('1 / 10')).toBeTruthy();
    const input = screen.getByTestId('photo-picker-input');
    expect(input.getAttribute('accept')).toBe('.png,.jpg,.jpeg');
    expect(input.hasAttribute('multiple')).toBe(true);

    await waitFor(() => expect((screen.getByRole('button', { name: 'seleccionar fotos' }) as HTMLButtonElement).disabled).toBe(false));
    pick([await jpeg('portada.jpg', 1200, 800)]);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Portada 2' }).getAttribute('src')).toBe('/cdn/media/44/n-t.jpg'));
    expect(cdn.sentPaths).toEqual(['media/44']);
    const register = calls.find((c) => c.method === 'POST');
    expect(register).toMatchObject({ url: '/api/v1/albums/44/media', body: { album_id: 44, path: 'media/44/n-hq.jpg', filename: 'portada.jpg' } });
    expect(screen.getByText('2 / 10')).toBeTruthy();

    const save = screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText('Fotos de portada guardadas')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/v1/providers/1/covers', body: { media_ids: [5, 9] } });
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a small photo with the exact message and uploads nothing', async () => {
    renderWithProviders(<CoversEditorDialog provider={provider} open onClose={() => undefined} />);
    await waitFor(() => expect((screen.getByRole('button', { name: 'seleccionar fotos' }) as HTMLButtonElement).disabled).toBe(false));
    const input = pick([await jpeg('vertical.jpg', 400, 599)]);
    expect(await screen.findByText('La imagen es muy pequeña. El alto mínimo es de 600px')).toBeTruthy();
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    expect(cdn.sentPaths).toEqual([]);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
