import { describe, it, expect } from 'vitest';
import {
  CellphoneSchema,
  EmailSchema,
  IdSchema,
  isPeruCellphone,
  isWebUrl,
  isoDate,
  normalizeCellphone,
  optionalText,
  optionalUrl,
  requiredId,
  requiredText,
  textareaText,
} from './common.schemas';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('requiredText', () => {
  const schema = requiredText('users.first_name.required');
  it('trims and requires content', () => {
    expect(schema.parse('  Ana  ')).toBe('Ana');
    expect(firstMessage(schema.safeParse('   '))).toBe('Ingresa tu nombre');
    expect(firstMessage(schema.safeParse(''))).toBe('Ingresa tu nombre');
    expect(firstMessage(schema.safeParse(undefined))).toBe('Ingresa tu nombre');
    expect(firstMessage(schema.safeParse(null))).toBe('Ingresa tu nombre');
  });

  it('normalizes accents to NFC so they count once', () => {
    expect(schema.parse('Jose\u0301')).toBe('José');
    expect(schema.parse('Jose\u0301')).toHaveLength(4);
  });

  it('uses the generic required message by default', () => {
    expect(firstMessage(requiredText().safeParse(''))).toBe('Este campo es obligatorio');
  });
});

describe('optionalText and textareaText', () => {
  it('accepts empty and missing values, limits length', () => {
    const schema = optionalText(5);
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse('')).toBe('');
    expect(schema.parse(' abcde ')).toBe('abcde');
    expect(firstMessage(schema.safeParse('abcdef'))).toBe('No puede tener más de 5 caracteres');
  });

  it('textarea allows 1000 characters', () => {
    expect(textareaText().safeParse('a'.repeat(1000)).success).toBe(true);
    expect(firstMessage(textareaText().safeParse('a'.repeat(1001)))).toBe(
      'El texto no puede tener más de 1000 caracteres',
    );
  });
});

describe('ids', () => {
  it('accepts positive integers and digit strings', () => {
    expect(IdSchema.parse(5)).toBe(5);
    expect(IdSchema.parse('12')).toBe(12);
    for (const bad of [0, -1, 1.5, 'abc', '', 2147483648])
      expect(IdSchema.safeParse(bad).success).toBe(false);
  });

  it('requiredId shows its message', () => {
    const schema = requiredId('media.album.undefined');
    expect(schema.parse('3')).toBe(3);
    for (const bad of [undefined, null, '', 'x', 0, -4])
      expect(firstMessage(schema.safeParse(bad))).toBe('Album no definido');
  });
});

describe('EmailSchema', () => {
  it('trims and lower-cases valid addresses', () => {
    expect(EmailSchema.parse('  Ana.Perez@Correo.PE ')).toBe('ana.perez@correo.pe');
    expect(EmailSchema.parse('ventas+eventos@mi-empresa.com.pe')).toBe('ventas+eventos@mi-empresa.com.pe');
  });

  it('rejects invalid addresses in Spanish', () => {
    for (const bad of ['ana', 'ana@', '@correo.pe', 'ana@correo', 'ana perez@correo.pe', 'ana@@correo.pe']) {
      expect(firstMessage(EmailSchema.safeParse(bad))).toBe('Ingresa un correo electrónico válido');
    }
    expect(firstMessage(EmailSchema.safeParse(''))).toBe('Ingresa tu correo electrónico');
    expect(firstMessage(EmailSchema.safeParse(undefined))).toBe('Ingresa tu correo electrónico');
    expect(EmailSchema.safeParse(`${'a'.repeat(250)}@x.pe`).success).toBe(false);
  });
});

describe('Peru cellphone', () => {
  it('accepts 9 digits starting with 9, optional +51 and separators; stores E.164', () => {
    for (const ok of ['987654321', '+51987654321', '+51 987 654 321', '987-654-321', ' 987654321 ', '51987654321']) {
      expect(isPeruCellphone(ok)).toBe(true);
      expect(CellphoneSchema.parse(ok)).toBe('+51987654321');
    }
  });

  it('rejects other numbers', () => {
    for (const bad of [
      '887654321',
      '98765432',
      '9876543210',
      '+52987654321',
      '014567890',
      '98765432a',
      '+51',
    ]) {
      expect(isPeruCellphone(bad)).toBe(false);
    }
    expect(firstMessage(CellphoneSchema.safeParse('12345'))).toBe(
      'Ingresa un celular válido: 9 dígitos que empiecen con 9 (opcionalmente con +51)',
    );
    expect(firstMessage(CellphoneSchema.safeParse(''))).toBe('Ingresa tu número de celular');
  });

  it('normalizes only valid numbers', () => {
    expect(normalizeCellphone('+51 912 345 678')).toBe('+51912345678');
    expect(normalizeCellphone(' 123 ')).toBe('123');
  });
});

describe('dates and URLs', () => {
  it('isoDate accepts existing dates', () => {
    expect(isoDate().parse('2024-02-29')).toBe('2024-02-29');
    expect(firstMessage(isoDate().safeParse('2025-02-29'))).toBe('Ingresa una fecha válida (AAAA-MM-DD)');
    expect(isoDate().safeParse('29/02/2024').success).toBe(false);
  });

  it('recognizes web addresses', () => {
    for (const ok of [
      'https://miempresa.pe',
      'www.miempresa.com.pe',
      'miempresa.pe/contacto?x=1',
      'http://sub.dominio.org:8080/a',
    ]) {
      expect(isWebUrl(ok)).toBe(true);
    }
    for (const bad of [
      'miempresa',
      'ftp://miempresa.pe',
      'https://',
      'javascript:alert(1)',
      'mi empresa.pe',
    ]) {
      expect(isWebUrl(bad)).toBe(false);
    }
    expect(optionalUrl().parse('')).toBe('');
    expect(optionalUrl().parse(undefined)).toBeUndefined();
    expect(firstMessage(optionalUrl().safeParse('nada'))).toBe('Ingresa una dirección web válida');
  });
});
