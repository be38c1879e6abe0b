import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { SnackbarContext } from '../../feedback/snackbar-context';
import { renderWithProviders } from '../../../testing/test-utils';
import { ShareButtons } from '../share-buttons';
import { shareLinks } from '../share-links';

afterEach(() => vi.unstubAllGlobals());

describe('ShareButtons', () => {
  it('builds the networks’ share URLs', () => {
    expect(shareLinks({ url: 'https://eventosperu.pe/blog/x', title: 'Hola & chau' })).toEqual({
      whatsapp: 'https://wa.me/?text=Hola%20%26%20chau%20https%3A%2F%2Feventosperu.pe%2Fblog%2Fx',
      facebook: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Feventosperu.pe%2Fblog%2Fx',
      x: 'https://twitter.com/intent/tweet?url=https%3A%2F%2Feventosperu.pe%2Fblog%2Fx&text=Hola%20%26%20chau',
      linkedin: 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Feventosperu.pe%2Fblog%2Fx',
    });
  });

  it('renders on the server without window, and without the share-sheet button', () => {
    const api = { show: () => undefined, showError: () => undefined, close: () => undefined };
    const html = renderToString(
      <SnackbarContext.Provider value={api}>
        <ShareButtons path="/blog/x" title="Un artículo" />
      </SnackbarContext.Provider>,
    );
    expect(html).toContain('aria-label="Compartir en WhatsApp"');
    expect(html).toContain('aria-label="Copiar enlace"');
    expect(html).not.toContain('Compartir con otras aplicaciones');
  });

  it('after mounting: absolute URLs, and the phone’s share sheet where the browser has it', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 401 }));
    Object.defineProperty(navigator, 'share', { value: vi.fn(async () => undefined), configurable: true });
    renderWithProviders(<ShareButtons path="/blog/x" title="Un artículo" />);
    const facebook = await screen.findByRole('link', { name: 'Compartir en Facebook' });
    expect(facebook.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${window.location.origin}/blog/x`)}`);
    expect(await screen.findByRole('button', { name: 'Compartir con otras aplicaciones' })).toBeTruthy();
    Reflect.deleteProperty(navigator, 'share');
  });
});
