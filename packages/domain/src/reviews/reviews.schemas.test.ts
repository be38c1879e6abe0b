import { describe, it, expect } from 'vitest';
import { ReviewCancelSchema, ReviewResponseSchema, ReviewSchema, reviewScore } from './reviews.schemas';

const msg = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
const criterias = { price: 5, experience: 4, quality: 5, punctuality: 4, kindly: 5, advisory: 3 };
const review = {
  criterias,
  comment: 'Muy buena atención, puntuales y la comida estuvo deliciosa.',
  conditions: true,
};

describe('ReviewSchema', () => {
  it('accepts a complete review', () => {
    expect(ReviewSchema.parse(review)).toEqual(review);
  });

  it('requires every criterion rated 1–5', () => {
    const { advisory: _advisory, ...missing } = criterias;
    for (const bad of [
      missing,
      { ...criterias, price: 0 },
      { ...criterias, quality: 6 },
      { ...criterias, kindly: 4.5 },
    ]) {
      expect(msg(ReviewSchema.safeParse({ ...review, criterias: bad }))).toBe('Califica todos los criterios');
    }
    expect(msg(ReviewSchema.safeParse({ ...review, criterias: undefined }))).toBe(
      'Califica todos los criterios',
    );
  });

  it('requires the experience text with a minimum of 30 characters', () => {
    expect(msg(ReviewSchema.safeParse({ ...review, comment: '' }))).toBe(
      'Ingresa tu experiencia con este proveedor',
    );
    expect(msg(ReviewSchema.safeParse({ ...review, comment: undefined }))).toBe(
      'Ingresa tu experiencia con este proveedor',
    );
    expect(msg(ReviewSchema.safeParse({ ...review, comment: 'á'.repeat(29) }))).toBe(
      'Tu experiencia debe tener al menos 30 caracteres',
    );
    expect(ReviewSchema.safeParse({ ...review, comment: 'á'.repeat(30) }).success).toBe(true);
    expect(msg(ReviewSchema.safeParse({ ...review, comment: 'a'.repeat(1001) }))).toBe(
      'Tu experiencia no puede tener más de 1000 caracteres',
    );
  });

  it('requires accepting the content policy', () => {
    for (const conditions of [false, undefined, 'true']) {
      expect(msg(ReviewSchema.safeParse({ ...review, conditions }))).toBe('Acepta la Política de Contenido');
    }
  });
});

describe('responses and cancellations', () => {
  it('require their text', () => {
    expect(msg(ReviewResponseSchema.safeParse({ response: '  ' }))).toBe('Por favor, ingresa tu respuesta');
    expect(msg(ReviewCancelSchema.safeParse({}))).toBe('Por favor, ingresa tus razones');
    expect(ReviewCancelSchema.parse({ cancel_reason: ' Me equivoqué de proveedor ' })).toEqual({
      cancel_reason: 'Me equivoqué de proveedor',
    });
  });
});

describe('reviewScore', () => {
  it('averages the criteria to one decimal', () => {
    expect(reviewScore(criterias)).toBe(4.3);
    expect(reviewScore({ price: 5, experience: 5, quality: 5, punctuality: 5, kindly: 5, advisory: 5 })).toBe(
      5,
    );
  });
});
