import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/test-utils';
import { useLoginModal } from '../login-modal-context';
import { LoginModalProvider } from '../login-modal-provider';

vi.setConfig({ testTimeout: 20_000 });

function Opener({ persistent = false }: { persistent?: boolean }) {
  const modal = useLoginModal();
  return (
    <button type="button" onClick={() => modal.open({ next: '/proveedores/x?cotizar=1', persistent })}>
      abrir
    </button>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'next=; max-age=0; path=/';
});

describe('login modal', () => {
  it('shows the same provider buttons as /login and saves the redirect in the next cookie', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ data: [{ id: 'google', name: 'Google' }, { id: 'dev', name: 'Cuenta de prueba' }] }), {
          status: 200,
        }),
      ),
    );
    renderWithProviders(
      <LoginModalProvider>
        <Opener />
      </LoginModalProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'abrir' }));
    const google = await screen.findByRole('link', { name: 'Continuar con Google' });
    expect(google.getAttribute('href')).toBe('/login/google');
    expect(screen.getByRole('link', { name: 'Continuar con cuenta de prueba' })).toBeTruthy();
    expect(decodeURIComponent(document.cookie)).toContain('next=/proveedores/x?cotizar=1');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });

  it('a persistent modal has no close button', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ data: [] }), { status: 200 })));
    renderWithProviders(
      <LoginModalProvider>
        <Opener persistent />
      </LoginModalProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'abrir' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
  });
});
