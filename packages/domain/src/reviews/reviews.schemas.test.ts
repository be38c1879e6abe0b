import { describe, it, expect } from 'vitest';
import {
  CreateReviewSchema,
  ReviewCancelSchema,
  ReviewModerationSchema,
  ReviewReportSchema,
  ReviewRequestSchema,
  ReviewResponseSchema,
  ReviewSchema,
  ReviewsQuerySchema,
  reviewScore,
} from './reviews.schemas';
import { averageScore, reviewEditableUntil, reviewLevel } from './reviews.rules';

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

describe('score arithmetic', () => {
  it('puts a score in the nearest scale level, 1–5', () => {
    expect(reviewLevel(4.3)).toBe(4);
    expect(reviewLevel(4.5)).toBe(5);
    expect(reviewLevel(1.2)).toBe(1);
    expect(reviewLevel(0)).toBe(1);
    expect(reviewLevel(5)).toBe(5);
  });

  it('averages review scores to one decimal, 0 without reviews', () => {
    expect(averageScore([])).toBe(0);
    expect(averageScore([5, 4.3])).toBe(4.7);
    expect(averageScore([4.3, 2.5, 3])).toBe(3.3);
  });

  it('lets the author edit for 30 days', () => {
    expect(reviewEditableUntil('2027-01-01T12:00:00.000Z').toISOString()).toBe('2027-01-31T12:00:00.000Z');
  });
});

describe('other review requests', () => {
  it('a new review may name the quotation or the request token', () => {
    expect(CreateReviewSchema.parse({ ...review, quotation_id: '7' }).quotation_id).toBe(7);
    expect(CreateReviewSchema.parse({ ...review, request_token: ' abc ' }).request_token).toBe('abc');
    expect(msg(CreateReviewSchema.safeParse({ ...review, comment: ' ' }))).toBe(
      'Ingresa tu experiencia con este proveedor',
    );
  });

  it('reports and moderation need reasons', () => {
    expect(msg(ReviewReportSchema.safeParse({ reason: '' }))).toBe('Por favor, ingresa tus razones');
    expect(msg(ReviewModerationSchema.safeParse({ decision: 'remove', reason: ' ' }))).toBe(
      'Por favor, ingresa tus razones',
    );
    expect(msg(ReviewModerationSchema.safeParse({ decision: 'delete', reason: 'x' }))).toBe(
      'Elige si mantienes o retiras la reseña',
    );
  });

  it('requests need an e-mail; the list query has defaults', () => {
    expect(ReviewRequestSchema.safeParse({ email: 'no-es-correo' }).success).toBe(false);
    expect(ReviewRequestSchema.parse({ email: 'ana@correo.pe' }).email).toBe('ana@correo.pe');
    expect(ReviewsQuerySchema.parse({})).toEqual({ sort: 'recent', page: 1, size: 5 });
    expect(ReviewsQuerySchema.safeParse({ sort: 'random' }).success).toBe(false);
  });
});
