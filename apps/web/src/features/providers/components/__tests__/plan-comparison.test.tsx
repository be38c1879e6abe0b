// Issue 11: the plans tell the truth — Business shows its configured price and offer, the two
// buttons lead to different places, and the gallery and the website link are Business only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { addDaysIso, formatDate, limaToday } from '@eventos/domain';
import { renderWithProviders } from '../../../../testing/test-utils';
import { PlanComparison } from '../plan-comparison';

const offerEnd = addDaysIso(limaToday(), 20);

describe('PlanComparison', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).endsWith('/plans')
          ? Response.json({ data: { business_price_cents: 4900, currency: 'PEN', period: 'month', free_until: offerEnd } })
          : Response.json({ error: 'no' }, { status: 404 }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the price from the configuration, the offer and what each plan includes', async () => {
    renderWithProviders(<PlanComparison />);
    const business = screen.getByRole('region', { name: /Business/ });
    const basic = screen.getByRole('region', { name: /Básico/ });
    expect(await within(business).findByText('S/ 49.00 al mes')).toBeTruthy();
    expect(within(business).getByText(`Gratis hasta el ${formatDate(offerEnd)}`)).toBeTruthy();
    expect(within(basic).getByText('Gratis')).toBeTruthy();
    expect(within(basic).getByText('Tu página en eventosperu.pe/tu-empresa')).toBeTruthy();
    expect(within(basic).getByText(/Galería de fotos y videos/).textContent).toContain('(no incluido)');
    expect(within(business).getByText(/Galería de fotos y videos/).textContent).not.toContain('(no incluido)');
    expect(within(basic).getByRole('link', { name: 'Empieza con Básico' }).getAttribute('href')).toBe('/proveedores/afiliacion');
    expect(within(business).getByRole('link', { name: 'Elige Business' }).getAttribute('href')).toBe('/proveedores/afiliacion?plan=business');
  });
});
