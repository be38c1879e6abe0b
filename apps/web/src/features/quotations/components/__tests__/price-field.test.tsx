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
  it('keeps digits and one dot, 5 integer digits and 2 decimals, and formats on blur', async () => {
    renderWithProviders(<Harness />);
    const input = await screen.findByLabelText('Precio del servicio');
    expect(screen.getByText('S/')).toBeTruthy();
    fireEvent.change(input, { target: { value: '1,234a56.789' } });
    expect((input as HTMLInputElement).value).toBe('12345.78');
    fireEvent.change(input, { target: { value: '12.5' } });
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe('12.50');
  });

  it('shows $ for dollars', async () => {
    renderWithProviders(<Harness currency="USD" />);
    await screen.findByLabelText('Precio del servicio');
    expect(screen.getByText('$')).toBeTruthy();
  });
});
