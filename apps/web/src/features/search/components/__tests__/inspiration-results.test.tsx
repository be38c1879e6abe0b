import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { DIALOG_WIDTHS } from '@eventos/domain';
import { LoginModalProvider } from '../../../../components/auth/login-modal-provider';
import { renderWithProviders } from '../../../../testing/test-utils';
import { InspirationResults } from '../inspiration-results';
import type { MediaItem } from '../../types';
import { parseSearchState } from '../../utils/search-state';

vi.setConfig({ testTimeout: 20_000 });

const provider = { id: 3, slug: 'luz-de-luna', company_name: 'Luz de Luna Fotografía', department: 'Lima', logo_url: null };

function item(id: number, media_type: 'photo' | 'video', extra: Partial<MediaItem> = {}): MediaItem {
  const base = `/cdn/media/1/${id}`;
  return {
    id,
    album_id: 1,
    provider_id: provider.id,
    media_type,
    mime_type: media_type === 'video' ? 'youtube' : 'image/jpeg',
    filename: media_type === 'video' ? 'https://www.youtube.com/watch?v=EPdemoBoda1' : `${id}-hq.jpg`,
    original_filename: null,
    path: media_type === 'video' ? null : `media/1/${id}-hq.jpg`,
    thumbnail: media_type === 'video' ? null : `media/1/${id}-thumbnail.jpg`,
    size: null,
    sort_order: id,
    featured: false,
    top: false,
    visibility: 'public',
    services: [],
    created_at: '2024-01-01T00:00:00.000Z',
    external_id: media_type === 'video' ? 'EPdemoBoda1' : null,
    seo_filename: media_type === 'video' ? 'Resumen de boda' : '',
    description: media_type === 'photo' ? `Descripción ${id}` : '',
    likes_count: 2,
    provider,
    url: media_type === 'video' ? 'https://www.youtube.com/watch?v=EPdemoBoda1' : `${base}-hq.jpg`,
    thumbnail_url: `${base}-thumbnail.jpg`,
    sizes: { thumbnail: `${base}-thumbnail.jpg`, md: `${base}-md.jpg`, hq: `${base}-hq.jpg` },
    width: 1200,
    height: 800,
    aspect_ratio: 1.5,
    ...extra,
  };
}

function stubSearch(items: MediaItem[]) {
  const fn = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ data: items, total: items.length, page: 1, size: 20, capped: false }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fn);
}

afterEach(() => vi.unstubAllGlobals());

function renderTab() {
  const state = parseSearchState(new URLSearchParams('tab=inspiracion'));
  return renderWithProviders(
    <LoginModalProvider>
      <InspirationResults state={state} update={() => undefined} clear={() => undefined} />
    </LoginModalProvider>,
    {
      route: '/buscar?tab=inspiracion',
    },
  );
}

describe('InspirationResults', () => {
  it('a photo opens the slide-show (max width 800) with the photo, its provider and a link to the site — it does not leave the page', async () => {
    stubSearch([item(1, 'photo'), item(2, 'photo'), item(3, 'video')]);
    const { router } = renderTab();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Ver foto: Foto — Luz de Luna Fotografía' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Inspiración' });
    expect(router.state.location.pathname).toBe('/buscar');
    expect(within(dialog).getByRole('img', { name: 'Foto — Luz de Luna Fotografía' }).getAttribute('src')).toBe('/cdn/media/1/1-hq.jpg');
    expect(within(dialog).getByText('1 / 2')).toBeTruthy();
    expect(within(dialog).getByText('Descripción 1')).toBeTruthy();
    expect(within(dialog).getByText('Luz de Luna Fotografía')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Ver el sitio de Luz de Luna Fotografía' }).getAttribute('href')).toBe('/luz-de-luna');
    expect(within(dialog).getByRole('button', { name: 'Me gusta' })).toBeTruthy();
    const paper = dialog.closest('.MuiDialog-paper') ?? dialog;
    expect(getComputedStyle(paper as HTMLElement).maxWidth).toBe(`${DIALOG_WIDTHS.sliderMax}px`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Foto siguiente' }));
    expect(within(dialog).getByText('2 / 2')).toBeTruthy();
  });

  it('a video opens the player dialog (width 750) with the provider and a link to the site', async () => {
    stubSearch([item(1, 'photo'), item(3, 'video')]);
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Reproducir video: Resumen de boda — Luz de Luna Fotografía' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resumen de boda' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/EPdemoBoda1/);
    const paper = dialog.closest('.MuiDialog-paper') ?? dialog;
    expect(getComputedStyle(paper as HTMLElement).width).toBe(`${DIALOG_WIDTHS.videoPlayer}px`);
    expect(within(dialog).getByRole('link', { name: 'Ver el sitio de Luz de Luna Fotografía' }).getAttribute('href')).toBe('/luz-de-luna');
  });
});
