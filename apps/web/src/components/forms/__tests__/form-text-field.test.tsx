import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CustomerAlbumNameSchema, MESSAGES } from '@eventos/domain';
import { z } from 'zod';
import { FormTextField } from '../form-text-field';

const Schema = z.object({ name: CustomerAlbumNameSchema });

function Form({ invalid = false, upper = false }: { invalid?: boolean; upper?: boolean }) {
  const { control, handleSubmit, setError } = useForm<z.input<typeof Schema>>({
    resolver: zodResolver(Schema),
    defaultValues: { name: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(() => setError('name', { type: 'server', message: 'Ya tienes un álbum con ese nombre' }))}>
      <FormTextField
        control={control}
        name="name"
        label="Nombre"
        invalid={invalid}
        helperText={(value) => `${value.length}/60`}
        onChange={upper ? (event, field) => field.onChange(event.target.value.toUpperCase()) : undefined}
      />
      <button type="submit">Guardar</button>
    </form>
  );
}

afterEach(cleanup);

describe('FormTextField', () => {
  it("shows the helper text, then the domain schema's message on submit, focused, then a server error", async () => {
    render(<Form />);
    const input = screen.getByLabelText('Nombre');
    expect(screen.getByText('0/60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MESSAGES['albums.name.required'])).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input));

    fireEvent.change(input, { target: { value: 'Boda' } });
    expect(await screen.findByText('4/60')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya tienes un álbum con ese nombre')).toBeTruthy();
  });

  it('is marked wrong when invalid, and an onChange replaces what is stored', async () => {
    render(<Form invalid upper />);
    const input = screen.getByLabelText('Nombre') as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: 'boda' } });
    await waitFor(() => expect(input.value).toBe('BODA'));
  });
});
