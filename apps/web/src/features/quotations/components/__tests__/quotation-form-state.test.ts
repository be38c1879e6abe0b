import { describe, expect, it } from 'vitest';
import { initialFormState, toQuotationBody } from '../form/quotation-form-state';
import type { QuotationDetail } from '../../types';

const empty = initialFormState(null, [4]);

describe('quotation form', () => {
  it('starts in soles with IGV included and the only service chosen', () => {
    expect(empty).toMatchObject({ currency: 'PEN', includes_igv: true, service_type_id: '4', attachment: null });
  });

  it('applies the domain price rule and messages', () => {
    expect(toQuotationBody({ ...empty, service_price: '' }, false).errors).toEqual({ service_price: 'Ingresa un precio' });
    expect(toQuotationBody({ ...empty, service_price: '123456.7' }, false).errors?.service_price).toBe(
      'Ingresa un precio válido: hasta 5 dígitos enteros y 2 decimales',
    );
    expect(toQuotationBody({ ...empty, service_price: '100', discount: '150' }, false).errors).toEqual({
      discount: 'El descuento no puede ser mayor que el precio del servicio',
    });
    expect(toQuotationBody({ ...empty, service_price: '10', message: 'a'.repeat(1001) }, false).errors).toEqual({
      message: 'El mensaje no puede tener más de 1000 caracteres',
    });
  });

  it('builds the body; a revision keeps the attachment unless it changed', () => {
    const ok = toQuotationBody({ ...empty, service_price: '12500.00', currency: 'USD' }, false);
    expect(ok.body).toMatchObject({
      currency: 'USD',
      service_price: 12500,
      discount: 0,
      includes_igv: true,
      service_type_id: 4,
      attachment: null,
    });
    const kept = toQuotationBody({ ...empty, service_price: '10' }, true);
    expect(kept.body && 'attachment' in kept.body ? kept.body.attachment : undefined).toBeUndefined();
    const removed = toQuotationBody({ ...empty, service_price: '10', attachmentTouched: true }, true);
    expect(removed.body?.attachment).toBeNull();
  });

  it('fills the form from a sent quotation', () => {
    const existing = {
      service_type_id: null,
      currency: 'USD',
      service_price: 3200.5,
      discount: 0,
      includes_igv: false,
      includes: null,
      valid_until: null,
      message: 'Hola',
      attachment: null,
    } as unknown as QuotationDetail;
    expect(initialFormState(existing, [4])).toMatchObject({
      service_type_id: '',
      currency: 'USD',
      service_price: '3200.50',
      discount: '',
      includes_igv: false,
      message: 'Hola',
    });
  });
});
