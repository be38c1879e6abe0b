// The review form: the domain's exact messages next to each field, nothing sent while invalid,
// and the six ratings, text and policy sent once complete.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/test-utils';
import { ReviewForm } from '../components/review-form';

const COMMENT = 'Puntuales, amables y la comida llegó caliente. Muy recomendados.';

describe('ReviewForm', { timeout: 30_000 }, () => {
  it('shows every message on an empty submit and sends nothing', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<ReviewForm submitLabel="Publicar reseña" onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publicar reseña' }));
    expect(await screen.findByText('Califica todos los criterios')).toBeTruthy();
    expect(screen.getByText('Ingresa tu experiencia con este proveedor')).toBeTruthy();
    expect(screen.getByText('Acepta la Política de Contenido')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Política de Contenido' }).getAttribute('href')).toBe('/politica-de-contenido');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the minimum length, then sends the ratings', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<ReviewForm submitLabel="Publicar reseña" onSubmit={onSubmit} />);
    const pick = (criterion: string, label: string) =>
      fireEvent.click(within(screen.getByRole('radiogroup', { name: criterion })).getByRole('radio', { name: label }));
    pick('Precio', 'Muy bueno');
    pick('Experiencia', 'Bueno');
    pick('Calidad', 'Regular');
    pick('Puntualidad', 'Malo');
    pick('Amabilidad', 'Muy malo');
    pick('Asesoría', 'Muy bueno');
    const text = screen.getByRole('textbox', { name: /Tu experiencia con este proveedor/ });
    fireEvent.change(text, { target: { value: 'Corto' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Acepto la Política de Contenido/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Publicar reseña' }));
    expect(await screen.findByText('Tu experiencia debe tener al menos 30 caracteres')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(text, { target: { value: COMMENT } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar reseña' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      {
        criterias: { price: 5, experience: 4, quality: 3, punctuality: 2, kindly: 1, advisory: 5 },
        comment: COMMENT,
        conditions: true,
      },
    ]);
  });
});
