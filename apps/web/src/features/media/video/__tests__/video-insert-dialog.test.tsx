import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../../testing/test-utils';
import { VideoInsertDialog } from '../video-insert-dialog';

const URL_OK = 'https://youtu.be/dQw4w9WgXcQ?si=abc';
const video = {
  id: 'dQw4w9WgXcQ',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  title: 'Nuestra boda en Cusco',
  description: 'd'.repeat(800),
  preview: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/default.jpg',
  previewhq: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
};

function mockApi(saveStatus = 201) {
  const calls: Array<{ url: string; method: string; body?: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url.startsWith('/api/v1/videos/metadata')) return new Response(JSON.stringify({ data: video }), { status: 200 });
    if (saveStatus >= 400) return new Response(JSON.stringify({ error: 'No pudimos consultar el video en YouTube.' }), { status: saveStatus });
    return new Response(JSON.stringify({ data: { id: 5, album_id: 12 } }), { status: 201 });
  });
  return calls;
}

const field = () => screen.getByLabelText('Enlace de YouTube');
const confirm = () => screen.getByRole('button', { name: 'Confirmar' }) as HTMLButtonElement;

afterEach(() => vi.unstubAllGlobals());

describe('VideoInsertDialog', { timeout: 20_000 }, () => {
  it('recognises YouTube links, previews the video and saves it as SPEC §3 says', async () => {
    const calls = mockApi();
    const onSaved = vi.fn();
    renderWithProviders(<VideoInsertDialog open albumId={12} onClose={() => {}} onSaved={onSaved} />);
    expect(screen.getByRole('dialog', { name: 'Agregar video' })).toBeTruthy();
    expect(confirm().disabled).toBe(true);

    fireEvent.change(field(), { target: { value: 'https://vimeo.com/1234' } });
    expect(await screen.findByText('Ingresa un enlace válido de YouTube')).toBeTruthy();
    expect(confirm().disabled).toBe(true);

    fireEvent.change(field(), { target: { value: URL_OK } });
    expect(await screen.findByText('Nuestra boda en Cusco')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Miniatura de Nuestra boda en Cusco' }).getAttribute('src')).toBe(video.previewhq);
    expect(calls[0]?.url).toBe(`/api/v1/videos/metadata?url=${encodeURIComponent(URL_OK)}`);
    await waitFor(() => expect(confirm().disabled).toBe(false));

    fireEvent.click(confirm());
    expect(await screen.findByText('Video guardado')).toBeTruthy();
    const save = calls.find((c) => c.method === 'POST');
    expect(save?.url).toBe('/api/v1/albums/12/media');
    expect(save?.body).toEqual({
      album_id: 12,
      mime_type: 'youtube',
      filename: URL_OK,
      seo_filename: 'Nuestra boda en Cusco',
      description: 'd'.repeat(500),
      external_id: 'dQw4w9WgXcQ',
    });
    expect(onSaved).toHaveBeenCalledWith({ id: 5, album_id: 12 });
  });

  it('says "No se pudo guardar el video. Intenta nuevamente." when saving fails', async () => {
    mockApi(502);
    renderWithProviders(<VideoInsertDialog open albumId={12} onClose={() => {}} />);
    fireEvent.change(field(), { target: { value: URL_OK } });
    await waitFor(() => expect(confirm().disabled).toBe(false));
    fireEvent.click(confirm());
    expect(await screen.findByText('No se pudo guardar el video. Intenta nuevamente.')).toBeTruthy();
  });

  it('without an album id saving fails with "Album no definido"', async () => {
    mockApi();
    renderWithProviders(<VideoInsertDialog open albumId={undefined} onClose={() => {}} />);
    fireEvent.change(field(), { target: { value: URL_OK } });
    await waitFor(() => expect(confirm().disabled).toBe(false));
    fireEvent.click(confirm());
    expect(await screen.findByText('Album no definido')).toBeTruthy();
  });
});
