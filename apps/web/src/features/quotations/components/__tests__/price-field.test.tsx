import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../testing/test-utils';
import { PriceField } from '../form/price-field';

function Harness({ currency = 'PEN' as const }: { currency?: 'PEN' | 'USD' }) {
  const [value, setValue] = useState('');
  return <PriceField label="Precio del servicio" value={value} onChange={setValue} currency={currency} />;
}

describe('PriceField', () => {
  it('keeps digits and one dot and formats on blur', async () => {
    renderWithProviders(<Harness />);
    const input = await screen.findByLabelText('Precio del servicio');
    expect(screen.getByText('S/')).toBeTruthy();
    fireEvent.change(input, { target: { value: '1,234a5.6' } });
    expect((input as HTMLInputElement).value).toBe('12345.6');
    fireEvent.change(input, { target: { value: '12.5' } });
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe('12.50');
  });

  it('refuses a sixth integer digit or a third decimal and says why, never cutting the number', async () => {
    renderWithProviders(<Harness />);
    const input = (await screen.findByLabelText('Precio del servicio')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12345' } });
    fireEvent.change(input, { target: { value: '123456' } });
    expect(input.value).toBe('12345');
    expect(screen.getByRole('alert').textContent).toBe('Máximo 5 dígitos enteros y 2 decimales');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.change(input, { target: { value: '123456.789' } });
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: '12.34' } });
    fireEvent.change(input, { target: { value: '12.345' } });
    expect(input.value).toBe('12.34');
    expect(screen.getByText('Máximo 5 dígitos enteros y 2 decimales')).toBeTruthy();
    fireEvent.change(input, { target: { value: '12.3' } });
    expect(input.value).toBe('12.3');
    expect(screen.queryByText('Máximo 5 dígitos enteros y 2 decimales')).toBeNull();
  });

  it('shows $ for dollars', async () => {
    renderWithProviders(<Harness currency="USD" />);
    await screen.findByLabelText('Precio del servicio');
    expect(screen.getByText('$')).toBeTruthy();
  });
});
