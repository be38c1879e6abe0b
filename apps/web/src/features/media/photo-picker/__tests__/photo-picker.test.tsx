// The picker in jsdom with real JPEGs made by sharp (JPEGs within 1920 px need no canvas):
// labels, picking, the exact size and count messages, the cleared input, and save() without album.
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import sharp from 'sharp';
import { renderWithProviders } from '../../../../testing/test-utils';
import { PhotoPicker } from '../photo-picker';
import type { PhotoPickerHandle } from '../photo-picker';

async function jpeg(name: string, width: number, height: number): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#b0174b' } }).jpeg().toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
}

function pick(files: File[]) {
  const input = screen.getByTestId('photo-picker-input') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
  return input;
}

beforeAll(() => {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:foto-${(n += 1)}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('PhotoPicker', { timeout: 30_000 }, () => {
  it('shows the label, "(opcional)", "Ninguna" and the count', () => {
    renderWithProviders(<PhotoPicker albumId={12} optional />);
    expect(screen.getByRole('button', { name: 'seleccionar fotos' })).toBeTruthy();
    expect(screen.getByText('(opcional)')).toBeTruthy();
    expect(screen.getByText('Ninguna')).toBeTruthy();
    expect(screen.getByText('0 / 5')).toBeTruthy();
    const input = screen.getByTestId('photo-picker-input');
    expect(input.getAttribute('accept')).toBe('.png,.jpg,.jpeg');
    expect(input.hasAttribute('multiple')).toBe(true);
  });

  it('with max 1 the input takes one file; countText replaces or hides the count', () => {
    const { unmount } = renderWithProviders(<PhotoPicker albumId={12} max={1} countText="3 / 10" />);
    expect(screen.getByTestId('photo-picker-input').hasAttribute('multiple')).toBe(false);
    expect(screen.getByText('3 / 10')).toBeTruthy();
    unmount();
    renderWithProviders(<PhotoPicker albumId={12} max={1} countText={null} emptyText="" />);
    expect(screen.queryByText('0 / 1')).toBeNull();
    expect(screen.queryByText('Ninguna')).toBeNull();
  });

  it('adds valid photos and refuses a small one with the exact message, clearing the input', async () => {
    const [horizontal, vertical, small] = await Promise.all([jpeg('boda.jpg', 800, 600), jpeg('torta.jpg', 400, 600), jpeg('chica.jpg', 599, 400)]);
    renderWithProviders(<PhotoPicker albumId={12} />);
    pick([horizontal, vertical]);
    await waitFor(() => expect(screen.getAllByText('Nueva')).toHaveLength(2));
    expect(screen.getByText('2 / 5')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'boda.jpg' }).getAttribute('src')).toMatch(/^blob:/);
    const input = pick([small]);
    expect(await screen.findByText('La imagen es muy pequeña. El ancho mínimo es de 600px')).toBeTruthy();
    await waitFor(() => expect(input.value).toBe(''));
    expect(screen.getAllByText('Nueva')).toHaveLength(2);
  });

  it('refuses going over the maximum and stops picking at the maximum', async () => {
    const files = await Promise.all([jpeg('a.jpg', 700, 500), jpeg('b.jpg', 700, 500), jpeg('c.jpg', 700, 500)]);
    renderWithProviders(<PhotoPicker albumId={12} max={2} />);
    pick(files);
    expect(await screen.findByText('Solo puedes adjuntar un máximo de 2 fotos')).toBeTruthy();
    expect(screen.getByText('Ninguna')).toBeTruthy();
    pick(files.slice(0, 2));
    await waitFor(() => expect(screen.getByText('2 / 2')).toBeTruthy());
    expect((screen.getByRole('button', { name: 'seleccionar fotos' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('save() without a numeric album id fails with "Album no definido"', async () => {
    const ref = createRef<PhotoPickerHandle>();
    renderWithProviders(<PhotoPicker ref={ref} albumId={null} />);
    pick([await jpeg('boda.jpg', 800, 600)]);
    await waitFor(() => expect(screen.getByText('Nueva')).toBeTruthy());
    await expect(ref.current!.save()).rejects.toThrow('Album no definido');
    expect(ref.current!.getAdded()).toHaveLength(1);
  });

  it('tracks removed initial items and trashes them on save()', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const ref = createRef<PhotoPickerHandle>();
    const media = [3, 4].map((id) => ({
      id, album_id: 12, provider_id: 1, media_type: 'photo' as const, mime_type: 'image/jpeg', filename: `f${id}.jpg`, seo_filename: '', description: '',
      original_filename: `f${id}.jpg`, external_id: null, path: `media/12/f${id}-hq.jpg`, url: null, thumbnail: null, thumbnail_url: `/cdn/t${id}.jpg`,
      sizes: null, width: 800, height: 600, size: 1, aspect_ratio: 1.33, sort_order: id, featured: false, top: false, visibility: 'public' as const,
      likes_count: 0, services: [], trashed_at: null, created_at: '',
    }));
    renderWithProviders(<PhotoPicker ref={ref} albumId={12} initialItems={media} />);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar f3.jpg' }));
    expect(ref.current!.getDeleted()).toEqual([3]);
    let result: Awaited<ReturnType<PhotoPickerHandle['save']>> | undefined;
    await act(async () => {
      result = await ref.current!.save();
    });
    expect(result).toEqual({ ok: true, uploaded: [], failed: 0, deleted: [3] });
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/albums/12/media/3?purge=false', expect.objectContaining({ method: 'DELETE' }));
  });
});
