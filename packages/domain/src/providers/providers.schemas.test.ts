import { describe, it, expect } from 'vitest';
import { verificationCodeMail } from './code-mail';
import {
  CompanyNameSchema,
  ContactSchema,
  CreateProviderSchema,
  IntroSchema,
  ServicesSchema,
  SlugSchema,
} from './providers.schemas';

const msg = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
const contact = {
  contact_firstname: 'Luis',
  contact_lastname: 'Quispe Mamani',
  cellphone: '+51 987 654 321',
  email: 'Ventas@LaCasona.pe',
  address_line1: 'Av. Larco 123',
  address_line2: '',
  location_id: '150122',
};

describe('SlugSchema', () => {
  it('accepts lower-case words joined by hyphens', () => {
    for (const ok of ['la-casona', 'dj-2000', 'abc', 'a'.repeat(60)]) expect(SlugSchema.parse(ok)).toBe(ok);
  });

  it('rejects bad slugs with Spanish messages', () => {
    expect(msg(SlugSchema.safeParse('La-Casona'))).toBe(
      'La dirección solo puede tener letras minúsculas sin tildes, números y guiones',
    );
    for (const bad of ['la casona', 'la--casona', '-casona', 'casona-', 'señor', 'cafe.pe', 'a_b']) {
      expect(SlugSchema.safeParse(bad).success).toBe(false);
    }
    expect(msg(SlugSchema.safeParse('ab'))).toBe('La dirección debe tener al menos 3 caracteres');
    expect(msg(SlugSchema.safeParse('a'.repeat(61)))).toBe(
      'La dirección no puede tener más de 60 caracteres',
    );
    expect(msg(SlugSchema.safeParse(''))).toBe('Ingresa la dirección de tu sitio');
  });

  it('rejects reserved slugs', () => {
    for (const reserved of ['blog', 'eventos', 'api', 'micuenta', 'cotizaciones']) {
      expect(msg(SlugSchema.safeParse(reserved))).toBe('Esta dirección no está disponible. Elige otra.');
    }
  });
});

describe('CompanyNameSchema and IntroSchema', () => {
  it('checks the company name', () => {
    expect(CompanyNameSchema.parse({ company_name: ' Ñam Ñam Catering ', slug: 'nam-nam' })).toEqual({
      company_name: 'Ñam Ñam Catering',
      slug: 'nam-nam',
    });
    expect(msg(CompanyNameSchema.safeParse({ company_name: 'A', slug: 'aaa' }))).toBe(
      'El nombre de la empresa debe tener al menos 2 caracteres',
    );
    expect(msg(CompanyNameSchema.safeParse({ company_name: 'x'.repeat(101), slug: 'aaa' }))).toBe(
      'El nombre de la empresa no puede tener más de 100 caracteres',
    );
  });

  it('asks for a longer introductory text (exact limit 100)', () => {
    expect(IntroSchema.safeParse({ introductory_text: 'a'.repeat(100) }).success).toBe(true);
    expect(msg(IntroSchema.safeParse({ introductory_text: 'a'.repeat(99) }))).toBe(
      'Escribe una descripción más larga (al menos 100 caracteres) para ayudar a los usuarios a conocer tu empresa',
    );
    // Spaces around do not count; an accent typed as two code points counts once.
    expect(IntroSchema.safeParse({ introductory_text: `  ${'a'.repeat(99)}  ` }).success).toBe(false);
    expect(IntroSchema.safeParse({ introductory_text: 'e\u0301'.repeat(100) }).success).toBe(true);
    expect(msg(IntroSchema.safeParse({ introductory_text: 'a'.repeat(2001) }))).toBe(
      'La descripción no puede tener más de 2000 caracteres',
    );
    expect(msg(IntroSchema.safeParse({}))).toBe('Ingresa una descripción de tu empresa');
  });
});

describe('ServicesSchema', () => {
  it('requires at least one service', () => {
    expect(msg(ServicesSchema.safeParse({ service_type_ids: [] }))).toBe(
      'Selecciona al menos un servicio de la lista',
    );
    expect(msg(ServicesSchema.safeParse({}))).toBe('Selecciona al menos un servicio de la lista');
  });

  it('removes repeated ids and limits the count', () => {
    expect(ServicesSchema.parse({ service_type_ids: [3, 3, '4'] })).toEqual({ service_type_ids: [3, 4] });
    expect(
      msg(ServicesSchema.safeParse({ service_type_ids: Array.from({ length: 31 }, (_, i) => i + 1) })),
    ).toBe('Puedes seleccionar como máximo 30 servicios');
  });
});

describe('ContactSchema and CreateProviderSchema', () => {
  it('normalizes contact data', () => {
    expect(ContactSchema.parse(contact)).toEqual({
      ...contact,
      cellphone: '+51987654321',
      email: 'ventas@lacasona.pe',
      location_id: 150122,
    });
  });

  it('gives the field messages', () => {
    expect(msg(ContactSchema.safeParse({ ...contact, contact_firstname: '' }))).toBe(
      'Ingresa el nombre del contacto',
    );
    expect(msg(ContactSchema.safeParse({ ...contact, contact_lastname: ' ' }))).toBe(
      'Ingresa el apellido del contacto',
    );
    expect(msg(ContactSchema.safeParse({ ...contact, address_line1: '' }))).toBe('Ingresa la dirección');
    expect(msg(ContactSchema.safeParse({ ...contact, location_id: '' }))).toBe('Selecciona el distrito');
    expect(msg(ContactSchema.safeParse({ ...contact, cellphone: '014251234' }))).toContain('celular válido');
  });

  it('accepts a full affiliation body', () => {
    const body = {
      ...contact,
      company_name: 'La Casona',
      slug: 'la-casona',
      service_type_ids: [1, 2],
      website: 'www.lacasona.pe',
      district_name: 'Miraflores',
      logo_id: null,
      guid: 'abc-123',
    };
    const parsed = CreateProviderSchema.parse(body);
    expect(parsed.slug).toBe('la-casona');
    expect(parsed.service_type_ids).toEqual([1, 2]);
    expect(CreateProviderSchema.safeParse({ ...body, website: 'no es web' }).success).toBe(false);
    expect(CreateProviderSchema.safeParse({ ...body, slug: 'buscar' }).success).toBe(false);
  });
});

describe('plans (issue 11, docs/decisions/115-plans.md)', async () => {
  const { businessTerms, businessOfferLabel, businessPriceLabel, businessIsFreeNow } = await import('./plans');
  const offer = { business_price_cents: 4900, currency: 'PEN' as const, period: 'month' as const, free_until: '2027-06-30' };
  it('prices and offers', () => {
    expect(businessPriceLabel(offer)).toBe('S/ 49.00 al mes');
    expect(businessPriceLabel({ ...offer, business_price_cents: 0 })).toBe('Gratis');
    expect(businessOfferLabel(offer, '2027-06-30')).toBe('Gratis hasta el 30/06/2027');
    expect(businessOfferLabel(offer, '2027-07-01')).toBeNull();
    expect(businessIsFreeNow(offer, '2027-06-30')).toBe(true);
    expect(businessIsFreeNow(offer, '2027-07-01')).toBe(false);
  });
  it('terms say what happens when the offer ends and without it', () => {
    expect(businessTerms(offer, '2027-01-01').join(' ')).toContain('El 01/07/2027 tu sitio vuelve al plan Básico');
    expect(businessTerms(offer, '2027-08-01').join(' ')).toContain('Business cuesta S/ 49.00 al mes (incluye IGV).');
    expect(businessTerms({ ...offer, business_price_cents: 0 }).join(' ')).toContain('no tiene costo');
  });
});

describe('verificationCodeMail', () => {
  it('says what the code is for, how long it lasts and what to do if it was not asked for', () => {
    const affiliation = verificationCodeMail('affiliation', { code: '042917', minutes: 15 });
    expect(affiliation.subject).toBe('Confirma tu correo para afiliar tu negocio a Eventos Perú');
    expect(affiliation.text).toContain('Estás afiliando tu negocio a Eventos Perú');
    expect(affiliation.text).toContain('\n042917\n');
    expect(affiliation.text).toContain('El código vence en 15 minutos');
    expect(affiliation.html).toContain('042917');
    const claim = verificationCodeMail('claim', { code: '123456', minutes: 15, siteName: 'Tortas <Rosita>' });
    expect(claim.subject).toBe('Código para recuperar «Tortas <Rosita>» en Eventos Perú');
    expect(claim.text).toContain('pidió recuperar el sitio «Tortas <Rosita>»');
    expect(claim.html).toContain('Tortas &lt;Rosita&gt;');
    expect(claim.html).not.toContain('<Rosita>');
  });
});
