// The album-name dialog ("Nuevo álbum", "Renombrar álbum"): the domain's rule on the field, the
// trimmed name sent, the API's field error shown on the field.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../../testing/test-utils';
import { ApiError } from '../../../../lib/api-client';
import { AlbumNameDialog } from '../album-name-dialog';

function renderDialog(onSubmit: (name: string) => Promise<unknown>, initialName = '') {
  const onClose = vi.fn();
  renderWithProviders(<AlbumNameDialog open title="Nuevo álbum" confirmText="Crear" initialName={initialName} onClose={onClose} onSubmit={onSubmit} />);
  return { onClose, input: screen.getByRole('textbox', { name: 'Nombre del álbum' }) };
}

describe('AlbumNameDialog', () => {
  it('asks for a name and sends nothing while it is empty', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { input } = renderDialog(onSubmit);
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Ingresa un nombre para el álbum')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the maximum length', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { input } = renderDialog(onSubmit);
    fireEvent.change(input, { target: { value: 'a'.repeat(61) } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('El nombre puede tener como máximo 60 caracteres')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts the characters, sends the trimmed name and closes', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { input, onClose } = renderDialog(onSubmit);
    fireEvent.change(input, { target: { value: '  Ideas para mi boda ' } });
    expect(screen.getByText('18/60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith('Ideas para mi boda');
  });

  it('shows the API’s field error on the field and stays open', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, { error: 'Datos inválidos', errors: { name: ['Ya tienes un álbum con ese nombre'] } });
    });
    const { input, onClose } = renderDialog(onSubmit, 'Boda');
    fireEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Ya tienes un álbum con ese nombre')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).toHaveBeenCalledWith('Boda');
    expect(onClose).not.toHaveBeenCalled();
  });
});
