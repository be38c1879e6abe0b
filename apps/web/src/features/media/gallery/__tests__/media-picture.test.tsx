import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@mui/material/styles';
import { appTheme } from '../../../../theme';
import type { GalleryMedia } from '../../media-types';
import { MediaPicture } from '../media-picture';

const item = {
  id: 'm1',
  media_type: 'photo',
  url: '/cdn/media/m1-md.jpg',
  width: 1200,
  height: 800,
  sizes: { thumbnail: '/cdn/media/m1-thumbnail.jpg', md: '/cdn/media/m1-md.jpg' },
} as unknown as GalleryMedia;
const theme = appTheme();
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function page() {
  return (
    <ThemeProvider theme={theme}>
      <MediaPicture item={item} alt="Foto de la boda" priority />
    </ThemeProvider>
  );
}

/** Server HTML in the document, the image's state as the browser has it, then hydration. */
async function hydrateWith(image: { complete: boolean; naturalWidth: number }) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(image.complete);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(image.naturalWidth);
  await act(async () => {
    hydrateRoot(container, page());
  });
  return container;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('MediaPicture', () => {
  it('shows a photo that finished loading before hydration (its load event came before React listened)', async () => {
    const container = await hydrateWith({ complete: true, naturalWidth: 1200 });
    const main = container.querySelector('img.picture-main');
    expect(main?.classList.contains('picture-loaded')).toBe(true);
    expect(container.querySelector('img.picture-blur')).toBeNull();
  });

  it('keeps the placeholder while the photo is still loading, and fades in on load', async () => {
    const container = await hydrateWith({ complete: false, naturalWidth: 0 });
    const main = container.querySelector('img.picture-main');
    expect(main?.classList.contains('picture-loaded')).toBe(false);
    expect(container.querySelector('img.picture-blur')).not.toBeNull();
    await act(async () => {
      main?.dispatchEvent(new Event('load'));
    });
    expect(main?.classList.contains('picture-loaded')).toBe(true);
  });

  it('does not count a broken image (complete without pixels) as loaded', async () => {
    const container = await hydrateWith({ complete: true, naturalWidth: 0 });
    expect(container.querySelector('img.picture-main')?.classList.contains('picture-loaded')).toBe(false);
  });
});
