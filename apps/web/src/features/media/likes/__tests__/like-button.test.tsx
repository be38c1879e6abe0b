import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { LoginModalProvider } from '../../../../components/auth/login-modal-provider';
import { renderWithProviders } from '../../../../testing/test-utils';
import { LikeButton } from '../like-button';

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
});
