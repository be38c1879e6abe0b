// GET providers/{id}/reviews in one statement (findPublishedReviewsPage, ADR 295): the same reviews,
// in the same order, as listPublished for every sort and page, the total, and the summary computed
// here from the rows; unknown provider → 404; one statement per request.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATING_CRITERIA, RATING_SCALE, REVIEW_SORTS, type ReviewsPage } from '@eventos/domain';
import { providers, reviewRatings, reviews, uploads, users } from '../../db/schema';
import { countStatements, createTestApp, type TestApp } from '../../test/helper';
import { createSignedInUser, seedProvider } from '../providers/testing';
import { listPublished } from './reviews.repository';
import { toReviewOut } from './reviews.view';

describe('providers/{id}/reviews: the page and its summary in one statement', () => {
  let t: TestApp;
  let statements: { readonly count: number };

  beforeAll(async () => {
    t = await createTestApp();
    statements = countStatements(t.database);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('same reviews, order, total and summary as the separate reads; one statement', async () => {
    const p = await seedProvider(t.app, { plan: 'business', slug: 'resenas-una-lectura' });
    const withAvatar = await createSignedInUser(t.app, { first_name: 'Rosa', last_name: 'Mamani' });
    const [avatar] = await t.app.db
      .insert(uploads)
      .values({ kind: 'avatar', path: 'avatars/rosa.jpg', key_prefix: 'avatars/rosa', mime_type: 'image/jpeg' })
      .returning();
    await t.app.db.update(users).set({ avatar_upload_id: avatar!.id, avatar_preferred: 'upload' }).where(eq(users.id, withAvatar.user.id));
    const authors = [withAvatar];
    for (let i = 0; i < 4; i++) authors.push(await createSignedInUser(t.app, { first_name: `Cliente${i}`, last_name: i % 2 ? 'Quispe' : ' ' }));
    const scores = [4.7, 3.3, 4.7, 1.2, 2.5];
    const inserted = await t.app.db
      .insert(reviews)
      .values(
        authors.map((a, i) => ({
          provider_id: p.id,
          user_id: a.user.id,
          comment: `Reseña ${i}`,
          score: scores[i]!,
          kind: i % 2 ? 'invited' : 'verified',
          response: i === 1 ? 'Gracias' : null,
          responded_at: i === 1 ? sql`'2026-03-05 09:00:00.654321+00'` : null,
          // Microseconds and equal dates: the JSON's text and the driver's must give the same ISO string and order.
          created_at: sql`${i < 2 ? '2026-03-01 10:00:00.123999+00' : `2026-03-0${i + 1} 08:30:00.5+00`}::timestamptz`,
          status: i === 4 ? 'hidden' : 'published',
        })),
      )
      .returning();
    // Ratings inserted out of RATING_CRITERIA order.
    await t.app.db.insert(reviewRatings).values([
      { review_id: inserted[0]!.id, criterion: RATING_CRITERIA[2]!, rating: 5 },
      { review_id: inserted[0]!.id, criterion: RATING_CRITERIA[0]!, rating: 4 },
      { review_id: inserted[1]!.id, criterion: RATING_CRITERIA[1]!, rating: 3 },
      { review_id: inserted[3]!.id, criterion: RATING_CRITERIA[1]!, rating: 2 },
      { review_id: inserted[4]!.id, criterion: RATING_CRITERIA[1]!, rating: 5 },
    ]);
    await t.app.db.update(providers).set({ reviews_score: 3.43, reviews_number: 4 }).where(eq(providers.id, p.id));

    for (const sort of REVIEW_SORTS) {
      for (const [page, size] of [
        [1, 10],
        [1, 2],
        [2, 2],
        [3, 2],
      ] as const) {
        const before = statements.count;
        const res = await t.app.inject({ method: 'GET', url: `/api/v1/providers/${p.id}/reviews?sort=${sort}&page=${page}&size=${size}` });
        expect(statements.count - before).toBe(1);
        expect(res.statusCode).toBe(200);
        const body = res.json<ReviewsPage>();
        const { rows, total } = await listPublished(t.app.db, p.id, { sort, offset: (page - 1) * size, limit: size });
        const sortedCriterias = (c: Record<string, number>) => Object.fromEntries(RATING_CRITERIA.filter((k) => c[k] !== undefined).map((k) => [k, c[k]!]));
        const expected = rows.map((r) => JSON.parse(JSON.stringify(toReviewOut(t.app.storage, { ...r, criterias: sortedCriterias(r.criterias) }))) as unknown);
        expect(body.data).toEqual(expected);
        // Same key order too (the answer's bytes).
        expect(JSON.stringify(body.data)).toBe(JSON.stringify(expected));
        expect({ total: body.total, page: body.page, size: body.size }).toEqual({ total, page, size });
      }
    }
    const { summary } = (await t.app.inject({ method: 'GET', url: `/api/v1/providers/${p.id}/reviews` })).json<ReviewsPage>();
    // The scores as stored (the ratings' triggers may have recalculated them).
    const stored = (await listPublished(t.app.db, p.id, { sort: 'recent', offset: 0, limit: 100 })).rows.map((r) => r.score);
    expect(stored).toHaveLength(4);
    expect(summary).toEqual({
      score: 3.4,
      count: 4,
      criteria: Object.fromEntries(RATING_CRITERIA.map((c, i) => [c, i === 0 ? 4 : i === 1 ? 2.5 : i === 2 ? 5 : 0])),
      distribution: RATING_SCALE.map((level) => ({ level, count: stored.filter((score) => Math.min(5, Math.max(1, Math.round(score))) === level).length })),
    });
  });

  it('a provider without reviews: empty page, zero summary; unknown provider: 404', async () => {
    const p = await seedProvider(t.app, { plan: 'basic', slug: 'resenas-ninguna' });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/providers/${p.id}/reviews` });
    expect(res.statusCode).toBe(200);
    const body = res.json<ReviewsPage>();
    expect(body.data).toEqual([]);
    expect(body.total).toBe(0);
    expect(body.summary.criteria).toEqual(Object.fromEntries(RATING_CRITERIA.map((c) => [c, 0])));
    expect(body.summary.distribution).toEqual(RATING_SCALE.map((level) => ({ level, count: 0 })));
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/providers/987654/reviews' });
    expect(unknown.statusCode).toBe(404);
  });
});
