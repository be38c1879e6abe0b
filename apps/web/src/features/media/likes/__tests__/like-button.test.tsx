import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { LoginModalProvider } from '../../../../components/auth/login-modal-provider';
import { renderWithProviders } from '../../../../testing/test-utils';
import { LikeButton } from '../like-button';
import { useLikeInBrowser, useLikeOnServer } from '../use-like';
import type { UseLikeOptions } from '../use-like';

afterEach(() => vi.unstubAllGlobals());

describe('LikeButton', { timeout: 20_000 }, () => {
  it('is a "Me gusta" toggle with its count; a visitor is asked to sign in', async () => {
    // No session: the start-up refresh answers 401.
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: 'Debes iniciar sesión para continuar.' }), { status: 401 }));
    renderWithProviders(
      <LoginModalProvider renderContent={() => <p>Botones de ingreso</p>}>
        <LikeButton targetType="media" targetId={4} count={7} />
      </LoginModalProvider>,
      { route: '/mi-proveedor?foto=4' },
    );
    const button = await screen.findByRole('button', { name: 'Me gusta' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.textContent).toContain('7');
    fireEvent.click(button);
    expect(await screen.findByText('Inicia sesión para guardar lo que te gusta.')).toBeTruthy();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(document.cookie).toContain(`next=${encodeURIComponent('/mi-proveedor?foto=4')}`);
  });

  it('the server render gives what the browser gives a visitor: not liked, the item\'s count, nothing pending', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: 'Debes iniciar sesión para continuar.' }), { status: 401 }));
    const cases: UseLikeOptions[] = [
      { targetType: 'media', targetId: 4, count: 7 },
      { targetType: 'media', targetId: 5, count: 3, liked: true },
      { targetType: 'provider', targetId: 9, liked: false },
      { targetType: 'media', targetId: 6 },
    ];
    function Both({ options }: { options: UseLikeOptions }) {
      const browser = useLikeInBrowser(options);
      const server = useLikeOnServer(options);
      const pick = (s: { liked: boolean; count: number; pending: boolean }) => `${s.liked}/${s.count}/${s.pending}`;
      return (
        <p data-testid={`like-${options.targetId}`}>
          {pick(browser)}|{pick(server)}
        </p>
      );
    }
    renderWithProviders(
      <LoginModalProvider renderContent={() => <p>Botones de ingreso</p>}>
        {cases.map((options) => (
          <Both key={options.targetId} options={options} />
        ))}
      </LoginModalProvider>,
    );
    for (const options of cases) {
      const [browser, server] = (await screen.findByTestId(`like-${options.targetId}`)).textContent!.split('|');
      expect(server).toBe(browser);
      expect(server).toBe(`false/${options.count ?? 0}/false`);
    }
  });
});
