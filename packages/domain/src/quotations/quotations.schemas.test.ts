import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { QuotationSchema, QuotationStatusChangeSchema, UpdateQuotationSchema } from './quotations.schemas';

const msg = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
const base = {
  event_id: 7,
  service_price: '2500.50',
  discount: 100,
  message: 'Incluye montaje y desmontaje.',
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-06T03:00:00Z')); // 5 March in Lima
});
afterEach(() => vi.useRealTimers());

describe('QuotationSchema', () => {
  it('defaults to PEN with IGV included', () => {
    expect(QuotationSchema.parse(base)).toMatchObject({
      event_id: 7,
      currency: 'PEN',
      service_price: 2500.5,
      discount: 100,
      includes_igv: true,
    });
    expect(QuotationSchema.parse({ event_id: 1, service_price: 10 }).discount).toBe(0);
  });

  it('rejects the price examples of issue 7', () => {
    for (const service_price of ['123456.7', '12.345', 123456.7]) {
      expect(msg(QuotationSchema.safeParse({ ...base, service_price }))).toBe(
        'Ingresa un precio válido: hasta 5 dígitos enteros y 2 decimales',
      );
    }
  });

  it('needs a positive price and a discount within it', () => {
    expect(msg(QuotationSchema.safeParse({ ...base, service_price: 0 }))).toBe(
      'El precio del servicio debe ser mayor que cero',
    );
    expect(msg(QuotationSchema.safeParse({ ...base, service_price: undefined }))).toBe('Ingresa un precio');
    const tooMuch = QuotationSchema.safeParse({ ...base, discount: 3000 });
    expect(tooMuch.error?.issues[0]).toMatchObject({
      message: 'El descuento no puede ser mayor que el precio del servicio',
      path: ['discount'],
    });
    expect(QuotationSchema.safeParse({ ...base, discount: '2500.50' }).success).toBe(true);
  });

  it('limits the message to 1000 characters', () => {
    expect(QuotationSchema.safeParse({ ...base, message: 'a'.repeat(1000) }).success).toBe(true);
    expect(msg(QuotationSchema.safeParse({ ...base, message: 'a'.repeat(1001) }))).toBe(
      'El mensaje no puede tener más de 1000 caracteres',
    );
  });

  it('checks currency and validity', () => {
    expect(QuotationSchema.parse({ ...base, currency: 'USD', includes_igv: false }).currency).toBe('USD');
    expect(QuotationSchema.safeParse({ ...base, currency: 'EUR' }).success).toBe(false);
    expect(QuotationSchema.safeParse({ ...base, valid_until: '2026-03-05' }).success).toBe(true);
    expect(msg(QuotationSchema.safeParse({ ...base, valid_until: '2026-03-04' }))).toBe(
      'La vigencia debe ser a partir de hoy',
    );
  });

  it('accepts an uploaded attachment', () => {
    const attachment = { id: 'f1', url: '/cdn/files/f1.pdf', filename: 'propuesta.pdf' };
    expect(QuotationSchema.parse({ ...base, attachment }).attachment).toEqual(attachment);
  });
});

describe('revisions and status changes', () => {
  it('revises without the event id', () => {
    expect(UpdateQuotationSchema.parse({ service_price: 10 })).toMatchObject({
      service_price: 10,
      discount: 0,
    });
    expect(UpdateQuotationSchema.safeParse({ service_price: 10, discount: 11 }).success).toBe(false);
  });

  it('accepts only known statuses', () => {
    expect(QuotationStatusChangeSchema.parse({ status: 'liked' })).toEqual({ status: 'liked' });
    expect(QuotationStatusChangeSchema.safeParse({ status: 'sent' }).success).toBe(false);
  });
});
