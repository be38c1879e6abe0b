// «Crear y guardar» in "Guardar en Mis álbumes": the domain's name rule before sending, the
// trimmed name and the item sent, the API's field error shown on the field.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../../testing/test-utils';
import { SaveToAlbumDialog } from '../save-to-album-dialog';

const MEDIA = { id: 31, seo_filename: 'Boda en Cusco', description: '', media_type: 'photo' as const, sizes: null, url: '/cdn/media/12/boda.jpg' };

function stubApi(create: () => Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) =>
    url.startsWith('/api/v1/me/albums') && init?.method === 'POST' ? create() : Response.json({ data: [] }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const posts = (fetch: ReturnType<typeof stubApi>) => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('SaveToAlbumDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a name before creating, then sends the trimmed name with the item and closes', async () => {
    const fetch = stubApi(() => Response.json({ data: { id: 5, name: 'Ideas', items_count: 1, cover: null, items: [], created_at: '', updated_at: '' } }, { status: 201 }));
    const onClose = vi.fn();
    renderWithProviders(<SaveToAlbumDialog media={MEDIA} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Crear y guardar' }));
    expect(await screen.findByText('Ingresa un nombre para el álbum')).toBeTruthy();
    expect(posts(fetch)).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Nuevo álbum' }), { target: { value: '  Ideas ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear y guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(posts(fetch)[0]?.[1]?.body))).toEqual({ name: 'Ideas', media_id: 31 });
  });

  it('shows the API’s field error on the field and stays open', async () => {
    stubApi(() => Response.json({ error: 'Datos inválidos', errors: { name: ['Ya tienes un álbum con ese nombre'] } }, { status: 422 }));
    const onClose = vi.fn();
    renderWithProviders(<SaveToAlbumDialog media={MEDIA} onClose={onClose} />);
    const input = screen.getByRole('textbox', { name: 'Nuevo álbum' });
    fireEvent.change(input, { target: { value: 'Boda' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear y guardar' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Ya tienes un álbum con ese nombre').length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});
