import { describe, it, expect } from 'vitest';
import { computeQuotationTotals, conversionRate, median } from './quotation-pricing';

describe('computeQuotationTotals', () => {
  it('splits IGV out of a price that includes it', () => {
    expect(
      computeQuotationTotals({ service_price_cents: 118000, discount_cents: 0, includes_igv: true }),
    ).toEqual({
      price_cents: 118000,
      subtotal_cents: 100000,
      igv_cents: 18000,
      total_cents: 118000,
      per_guest_cents: null,
    });
  });

  it('adds IGV to a price without it', () => {
    expect(
      computeQuotationTotals({ service_price_cents: 100000, discount_cents: 0, includes_igv: false }),
    ).toMatchObject({
      subtotal_cents: 100000,
      igv_cents: 18000,
      total_cents: 118000,
    });
  });

  it('applies the discount first and rounds to the cent', () => {
    const totals = computeQuotationTotals({
      service_price_cents: 1000,
      discount_cents: 1,
      includes_igv: true,
    });
    expect(totals.price_cents).toBe(999);
    expect(totals.subtotal_cents + totals.igv_cents).toBe(totals.total_cents);
    expect(totals.subtotal_cents).toBe(847);
  });

  it('never goes below zero', () => {
    expect(
      computeQuotationTotals({ service_price_cents: 100, discount_cents: 500, includes_igv: false })
        .total_cents,
    ).toBe(0);
    expect(
      computeQuotationTotals({ service_price_cents: 100, discount_cents: -50, includes_igv: true })
        .price_cents,
    ).toBe(100);
  });

  it('computes the price per guest', () => {
    expect(
      computeQuotationTotals({
        service_price_cents: 1000000,
        discount_cents: 0,
        includes_igv: true,
        guests: 150,
      }).per_guest_cents,
    ).toBe(6667);
    expect(
      computeQuotationTotals({ service_price_cents: 1000, discount_cents: 0, includes_igv: true, guests: 0 })
        .per_guest_cents,
    ).toBeNull();
  });
});

describe('KPI helpers', () => {
  it('computes the conversion rate in percent', () => {
    expect(conversionRate(1, 3)).toBe(33.33);
    expect(conversionRate(2, 2)).toBe(100);
    expect(conversionRate(0, 5)).toBe(0);
    expect(conversionRate(3, 0)).toBe(0);
  });

  it('computes medians', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([1, Number.NaN, 3])).toBe(2);
  });
});
