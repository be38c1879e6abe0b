import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/test-utils';
import type { SessionUser } from '../../../lib/session';
import { userView } from '../../../testing/api-fixtures';
import { ProfileForm } from '../components/profile-form';

vi.setConfig({ testTimeout: 20_000 });

const USER: SessionUser = userView({ birth_date: '1990-08-15' });

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('profile form (UpdateUserSchema)', () => {
  it('shows the shared Spanish messages and sends nothing while invalid', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json(200, {})));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProfileForm user={USER} />);
    fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText(/^Apellido/), { target: { value: 'P3rez' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingresa tu nombre')).toBeTruthy();
    expect(screen.getByText('Solo se permiten letras, espacios, apóstrofos y guiones')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves with PUT /api/v1/user/{id} and says "Perfil actualizado"', async () => {
    const fetchMock = vi.fn((_url: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(json(200, { data: { ...USER, ...JSON.parse(String(init?.body)) } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProfileForm user={USER} />);
    fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: ' María José ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Perfil actualizado')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/user/7');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      first_name: 'María José',
      last_name: 'Pérez',
      gender: null,
      birth_date: '1990-08-15',
    });
  });

  it('keeps the typed values and shows the API error when saving fails', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(json(422, { error: 'No válido', errors: { last_name: ['Ingresa tu apellido'] } })),
    );
    renderWithProviders(<ProfileForm user={USER} />);
    fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: 'Rosa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getAllByText('Ingresa tu apellido').length).toBeGreaterThanOrEqual(2));
    expect((screen.getByLabelText(/^Nombre/) as HTMLInputElement).value).toBe('Rosa');
  });
});
