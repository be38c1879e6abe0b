// "Editar foto": title, description and the provider's services (named from the catalogue of
// service types), sent as `services` with PUT albums/{albumId}/media/{mediaId}.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../testing/test-utils';
import { ApiError } from '../../../../lib/api-client';
import type { MediaItem } from '../../media-types';
import { MediaEditDialog, serviceOptions } from '../media-edit-dialog';

const SERVICE_TYPES = [
  { id: 1, type_name: 'Fotografía y video', slug: 'fotografia-y-video', group: 'services', group_name: 'Servicios', sort_order: 1 },
  { id: 2, type_name: 'DJ', slug: 'dj', group: 'music', group_name: 'Música', sort_order: 2 },
  { id: 3, type_name: 'Catering', slug: 'catering', group: 'food', group_name: 'Comida', sort_order: 3 },
];

function photo(services: number[]): MediaItem {
  return {
    id: 31, album_id: 12, provider_id: 1, media_type: 'photo', mime_type: 'image/jpeg', filename: 'boda.jpg', seo_filename: 'Boda en Cusco',
    description: '', original_filename: 'boda.jpg', external_id: null, path: 'media/12/boda-hq.jpg', url: '/cdn/media/12/boda-hq.jpg', thumbnail: null,
    thumbnail_url: null, sizes: null, width: 1920, height: 1280, size: 1, aspect_ratio: 1.5, sort_order: 0, featured: false, top: false,
    visibility: 'public', likes_count: 0, services, trashed_at: null, created_at: '',
  };
}

describe('serviceOptions', () => {
  it('offers the provider’s services, then the ones the item already has, named from the catalogue', () => {
    expect(serviceOptions([2, 1], [1, 9], SERVICE_TYPES)).toEqual([
      { id: 2, name: 'DJ' },
      { id: 1, name: 'Fotografía y video' },
      { id: 9, name: 'Servicio 9' },
    ]);
  });
});

describe('MediaEditDialog', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/v1/service-types') ? Response.json({ data: SERVICE_TYPES }) : Response.json({ error: 'no' }, { status: 404 }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('tags the photo with the provider’s services', async () => {
    const onSave = vi.fn();
    renderWithProviders(<MediaEditDialog item={photo([2])} serviceTypeIds={[1, 2]} onClose={() => undefined} onSave={onSave} />);
    const select = await screen.findByRole('combobox', { name: 'Servicios' });
    await waitFor(() => expect(select.textContent).toBe('DJ'));
    fireEvent.mouseDown(select);
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Fotografía y video', 'DJ']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Fotografía y video' }));
    await waitFor(() => expect(select.textContent).toBe('DJ, Fotografía y video'));
    fireEvent.keyDown(listbox, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ id: 31 }), {
        seo_filename: 'Boda en Cusco',
        description: '',
        services: [2, 1],
      }),
    );
  });

  it('without services to offer there is no select and `services` is not sent', async () => {
    const onSave = vi.fn();
    renderWithProviders(<MediaEditDialog item={photo([])} onClose={() => undefined} onSave={onSave} />);
    expect(await screen.findByRole('dialog', { name: 'Editar foto' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Servicios' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.anything(), { seo_filename: 'Boda en Cusco', description: '' }));
  });

  it('sends the trimmed title and description, then closes', async () => {
    const onSave = vi.fn(async () => undefined);
    const onClose = vi.fn();
    renderWithProviders(<MediaEditDialog item={photo([])} onClose={onClose} onSave={onSave} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Título' }), { target: { value: '  Boda en el Valle  ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Descripción' }), { target: { value: ' Ceremonia al aire libre ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(expect.anything(), { seo_filename: 'Boda en el Valle', description: 'Ceremonia al aire libre' });
  });

  it('puts the API’s field error on its field and stays open', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(422, { error: 'Datos inválidos', errors: { description: ['La descripción no es válida'] } });
    });
    const onClose = vi.fn();
    renderWithProviders(<MediaEditDialog item={photo([])} onClose={onClose} onSave={onSave} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La descripción no es válida')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Descripción' }).getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });
});
