import { describe, it, expect } from 'vitest';
import {
  ProviderKpisSchema,
  ResendCodeSchema,
  SocialLinksSchema,
  TestimonialSchema,
  ValidateCodeSchema,
  isSocialLink,
} from './provider-site.schemas';

const msg = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('TestimonialSchema', () => {
  it('requires name and text', () => {
    expect(TestimonialSchema.parse({ customer_name: 'Rosa', testimonial: '¡Excelente servicio!' })).toEqual({
      customer_name: 'Rosa',
      testimonial: '¡Excelente servicio!',
    });
    expect(msg(TestimonialSchema.safeParse({ customer_name: '', testimonial: 'x' }))).toBe(
      'Ingresa el nombre del cliente',
    );
    expect(msg(TestimonialSchema.safeParse({ customer_name: 'Rosa', testimonial: '' }))).toBe(
      'Ingresa el testimonio',
    );
    expect(msg(TestimonialSchema.safeParse({ customer_name: 'Rosa', testimonial: 'a'.repeat(1001) }))).toBe(
      'El testimonio no puede tener más de 1000 caracteres',
    );
  });
});

describe('social links', () => {
  it('accepts each network domain', () => {
    expect(isSocialLink('facebook', 'https://www.facebook.com/lacasona')).toBe(true);
    expect(isSocialLink('facebook', 'fb.com/lacasona')).toBe(true);
    expect(isSocialLink('twitter', 'https://x.com/lacasona')).toBe(true);
    expect(isSocialLink('linkedin', 'https://pe.linkedin.com/company/lacasona')).toBe(true);
    expect(isSocialLink('instagram', 'instagram.com/lacasona')).toBe(true);
  });

  it('rejects other domains', () => {
    expect(isSocialLink('facebook', 'https://facebook.com.evil.pe/x')).toBe(false);
    expect(isSocialLink('facebook', 'https://notfacebook.com/x')).toBe(false);
    expect(isSocialLink('instagram', 'ftp://instagram.com/x')).toBe(false);
    expect(isSocialLink('twitter', '')).toBe(false);
  });

  it('validates the body with Spanish messages', () => {
    expect(SocialLinksSchema.parse({ facebook: '', instagram: null })).toEqual({
      facebook: '',
      instagram: null,
    });
    expect(msg(SocialLinksSchema.safeParse({ instagram: 'https://facebook.com/x' }))).toBe(
      'Ingresa un enlace válido de Instagram',
    );
  });
});

describe('codes and KPIs', () => {
  it('checks the e-mail and the 6-digit code', () => {
    expect(ResendCodeSchema.parse({ email_address: ' A@B.PE ' })).toEqual({ email_address: 'a@b.pe' });
    expect(ValidateCodeSchema.parse({ code: ' 012345 ' })).toEqual({ code: '012345' });
    for (const bad of ['12345', '1234567', 'abcdef', '']) {
      expect(msg(ValidateCodeSchema.safeParse({ code: bad }))).toBe('El código debe tener 6 dígitos');
    }
    expect(msg(ValidateCodeSchema.safeParse({}))).toBe('El código debe tener 6 dígitos');
  });

  it('describes the KPIs', () => {
    const kpis = {
      customers_count: 3,
      quotations_count: 10,
      conversion_rate: 30,
      sales_total: 4500.5,
      median_response_minutes: null,
      median_reply_minutes: 45,
    };
    expect(ProviderKpisSchema.parse(kpis)).toEqual(kpis);
    expect(ProviderKpisSchema.safeParse({ ...kpis, median_reply_minutes: -1 }).success).toBe(false);
    expect(ProviderKpisSchema.safeParse({ ...kpis, conversion_rate: 101 }).success).toBe(false);
  });
});
