import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../lib/api-client';
import { renderWithProviders } from '../../../testing/test-utils';
import { useSnackbar } from '../snackbar-context';

function Trigger({ action }: { action: (api: ReturnType<typeof useSnackbar>) => void }) {
  const snackbar = useSnackbar();
  return (
    <button type="button" onClick={() => action(snackbar)}>
      disparar
    </button>
  );
}

async function trigger(action: (api: ReturnType<typeof useSnackbar>) => void) {
  renderWithProviders(<Trigger action={action} />);
  fireEvent.click(await screen.findByRole('button', { name: 'disparar' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('snackbar', () => {
  it('shows a success message by default with a "Cerrar" button that closes it', async () => {
    await trigger((s) => s.show('Video guardado'));
    const message = await screen.findByText('Video guardado');
    const alert = message.closest('.MuiAlert-root')!;
    expect(alert.className).toContain('MuiAlert-colorSuccess');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByText('Video guardado')).toBeNull());
  });

  it('shows API errors with the text of getErrorMessage, coloured error', async () => {
    const error = new ApiError(422, {
      error: 'No válido',
      errors: { description: ['La descripción es muy corta'] },
    });
    await trigger((s) => s.showError(error, 'No se pudo guardar'));
    const message = await screen.findByText('La descripción es muy corta');
    expect(message.closest('.MuiAlert-root')!.className).toContain('MuiAlert-colorError');
  });

  it('uses the fallback on HTTP 500 and supports the info colour', async () => {
    await trigger((s) =>
      s.showError(new ApiError(500, { error: 'boom' }), 'No se pudo guardar el video. Intenta nuevamente.'),
    );
    expect(await screen.findByText('No se pudo guardar el video. Intenta nuevamente.')).toBeTruthy();
  });

  it('hides itself after the default 6000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await trigger((s) => s.show('Guardado', { color: 'info' }));
    const message = await screen.findByText('Guardado');
    expect(message.closest('.MuiAlert-root')!.className).toContain('MuiAlert-colorInfo');
    act(() => {
      vi.advanceTimersByTime(5500);
    });
    expect(screen.queryByText('Guardado')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    await waitFor(() => expect(screen.queryByText('Guardado')).toBeNull());
  });
});
