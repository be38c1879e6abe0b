import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDaysBetween,
  complaintAnswerDeadline,
  easterSunday,
  isBusinessDay,
  peruHolidays,
} from './business-days';
import { CreateComplaintSchema, complaintCode } from './complaints.schemas';
import { DniSchema, RucSchema, identityLabel } from './identity.schemas';
import { isValidDni, isValidRuc, rucCheckDigit } from './peru-ids';
import { formatPhoneDisplay, isPeruMobile, toPeruMobileE164, whatsAppLink } from './phones';
import { SetExchangeRateSchema } from './exchange-rate.schemas';
import { formatIgvDetail, formatPriceWithIgv, formatUsdInSoles, usdToPenCents } from './prices';
import { AcceptConsentsSchema, DeleteAccountSchema } from './privacy.schemas';

describe('RUC and DNI', () => {
  it('accepts real RUCs (SUNAT 20131312955, a 10… person RUC) and checks the mod-11 digit', () => {
    expect(isValidRuc('20131312955')).toBe(true);
    expect(rucCheckDigit('2013131295')).toBe(5);
    expect(isValidRuc('10467793549')).toBe(true);
    expect(isValidRuc('20131312954')).toBe(false);
  });
  it('rejects wrong lengths, letters and unknown prefixes', () => {
    expect(isValidRuc('2013131295')).toBe(false);
    expect(isValidRuc('2013131295A')).toBe(false);
    // 30… has a correct check digit but is not a SUNAT prefix.
    const body = '3013131295';
    expect(isValidRuc(body + String(rucCheckDigit(body)))).toBe(false);
  });
  it('DNI has 8 digits', () => {
    expect(isValidDni('12345678')).toBe(true);
    expect(isValidDni('1234567')).toBe(false);
    expect(isValidDni('1234567a')).toBe(false);
  });
  it('schemas keep digits and answer in Spanish', () => {
    expect(RucSchema.parse('20-131312955')).toBe('20131312955');
    expect(RucSchema.safeParse('20131312954').error?.issues[0]?.message).toMatch(/^El RUC no es válido/);
    expect(DniSchema.safeParse('123').error?.issues[0]?.message).toBe('El DNI debe tener 8 dígitos');
    expect(identityLabel({ ruc: '20131312955' })).toBe('RUC 20131312955');
    expect(identityLabel({ dni: '12345678' })).toBe('DNI 12345678');
    expect(identityLabel({})).toBeNull();
  });
});

describe('phones', () => {
  it('stores Peruvian mobiles in E.164 whatever the writing', () => {
    for (const typed of ['987654321', '987 654 321', '+51 987-654-321', '51987654321', '(+51) 987.654.321']) {
      expect(toPeruMobileE164(typed)).toBe('+51987654321');
    }
  });
  it('rejects landlines, short numbers and other countries', () => {
    expect(isPeruMobile('014123456')).toBe(false);
    expect(isPeruMobile('98765432')).toBe(false);
    expect(isPeruMobile('+34 612 345 678')).toBe(false);
    expect(isPeruMobile('')).toBe(false);
  });
  it('shows +51 987 654 321 and builds wa.me links with digits only', () => {
    expect(formatPhoneDisplay('+51987654321')).toBe('+51 987 654 321');
    expect(formatPhoneDisplay('987654321')).toBe('+51 987 654 321');
    expect(whatsAppLink('+51 987 654 321')).toBe('https://wa.me/51987654321');
    expect(whatsAppLink('987654321', 'Hola, ¿qué tal?')).toBe(
      'https://wa.me/51987654321?text=Hola%2C%20%C2%BFqu%C3%A9%20tal%3F',
    );
  });
});

describe('business days and the 15-day term', () => {
  it('computes Easter and the Holy Week holidays', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(peruHolidays(2026)).toContain('2026-04-02');
    expect(peruHolidays(2026)).toContain('2026-04-03');
    expect(peruHolidays(2026)).toHaveLength(16);
  });
  it('skips weekends and national holidays', () => {
    expect(isBusinessDay('2026-11-27')).toBe(true); // Friday
    expect(isBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(isBusinessDay('2026-12-08')).toBe(false); // Inmaculada Concepción, Tuesday
    expect(isBusinessDay('2026-07-28')).toBe(false);
  });
  it('deadline: 15 business days after the filing date, holidays excluded', () => {
    // Filed Thu 26/11/2026: Dec 8 and 9 are holidays, so the 15th business day is Mon 21/12.
    expect(complaintAnswerDeadline('2026-11-26')).toBe('2026-12-21');
    // Filed on a Friday before Holy Week 2026 (Apr 2-3): Apr 2 and 3 skipped, the 15th is Tue 21/04.
    expect(complaintAnswerDeadline('2026-03-27')).toBe('2026-04-21');
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(businessDaysBetween('2026-11-26', '2026-12-21')).toBe(15);
    expect(businessDaysBetween('2026-12-21', '2026-11-26')).toBe(-15);
  });
});

const validSheet = {
  consumer_name: 'Ana Quispe',
  document_type: 'DNI',
  document_number: '12345678',
  address: 'Av. Arequipa 123, Lima',
  phone: '987 654 321',
  email: 'Ana@Example.com',
  service: 'Alquiler de local',
  kind: 'reclamo',
  detail: 'El local no estuvo listo a la hora pactada.',
  request: 'Devolución del adelanto.',
  declaration: true,
};

describe('complaint sheet', () => {
  it('normalises phone, e-mail and amount', () => {
    const data = CreateComplaintSchema.parse({ ...validSheet, amount: '1500.50' });
    expect(data.phone).toBe('+51987654321');
    expect(data.email).toBe('ana@example.com');
    expect(data.amount).toBe(1500.5);
    expect(data.is_minor).toBe(false);
  });
  it('requires every field of the sheet with a Spanish message', () => {
    const result = CreateComplaintSchema.safeParse({ document_type: 'DNI', document_number: '12' });
    const fields = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toMatchObject({
      consumer_name: 'Ingresa tu nombre completo',
      address: 'Ingresa tu domicilio',
      phone: 'Ingresa tu número de celular',
      email: 'Ingresa tu correo electrónico',
      service: 'Describe el servicio contratado',
      kind: 'Elige si es un reclamo o una queja',
      detail: 'Describe el detalle de tu reclamo o queja',
      request: 'Indica qué pides al proveedor',
      declaration: 'Debes aceptar la declaración para enviar la hoja',
      document_number: 'El DNI debe tener 8 dígitos',
    });
  });
  it('checks the document by type and asks minors for a guardian', () => {
    const issues = (input: object) =>
      CreateComplaintSchema.safeParse({ ...validSheet, ...input }).error?.issues.map((i) => [i.path[0], i.message]);
    expect(issues({ document_number: '1234' })).toEqual([['document_number', 'El DNI debe tener 8 dígitos']]);
    expect(issues({ document_type: 'RUC', document_number: '20131312954' })?.[0]?.[0]).toBe('document_number');
    expect(issues({ document_type: 'RUC', document_number: '20131312955' })).toBeUndefined();
    expect(issues({ is_minor: true })).toEqual([
      ['guardian_name', 'Si eres menor de edad, ingresa el nombre de tu padre, madre o apoderado'],
    ]);
    expect(issues({ phone: '014123456' })).toEqual([
      ['phone', 'Ingresa un celular peruano válido, por ejemplo +51 987 654 321'],
    ]);
  });
  it('codes sheets per year', () => {
    expect(complaintCode(2026, 7)).toBe('2026-000007');
  });
});

describe('prices with IGV', () => {
  it('shows the total with IGV and the detail before IGV', () => {
    expect(formatPriceWithIgv(870000)).toBe('S/ 8,700.00 incluye IGV');
    expect(formatIgvDetail(870000)).toBe('Valor de venta S/ 7,372.88 + IGV S/ 1,327.12');
    expect(usdToPenCents(100000, 3.752)).toBe(375200);
    expect(formatUsdInSoles(100000, { usd_pen: 3.752, rate_date: '2026-11-26' })).toBe(
      '≈ S/ 3,752.00 (tipo de cambio S/ 3.7520 del 26/11/2026)',
    );
    expect(SetExchangeRateSchema.parse({ usd_pen: '3.752', rate_date: '2026-11-26' }).usd_pen).toBe(3.752);
    expect(SetExchangeRateSchema.safeParse({ usd_pen: '0', rate_date: '2026-11-26' }).success).toBe(false);
  });
});

describe('consent and deletion', () => {
  it('terms must be accepted explicitly; marketing is optional', () => {
    expect(AcceptConsentsSchema.safeParse({ accept_terms: false, version: 'v' }).error?.issues[0]?.message).toBe(
      'Para continuar debes aceptar los Términos y condiciones y la Política de privacidad',
    );
    expect(AcceptConsentsSchema.parse({ accept_terms: true, version: 'v' }).marketing).toBe(false);
  });
  it('deleting needs the word ELIMINAR', () => {
    expect(DeleteAccountSchema.safeParse({ confirm: 'eliminar' }).success).toBe(true);
    expect(DeleteAccountSchema.safeParse({ confirm: 'si' }).success).toBe(false);
  });
});
