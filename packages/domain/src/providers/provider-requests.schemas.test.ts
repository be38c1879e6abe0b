import { describe, expect, it } from 'vitest';
import { ProvidersQuerySchema } from './provider-requests.schemas';
import { siteReviewsParam } from '../reviews/reviews.rules';

const withReviewsError = 'Las reseñas se piden como orden:página (recent, best o worst y una página desde 1).';
const issue = (query: Record<string, unknown>) => ProvidersQuerySchema.safeParse(query).error?.issues[0];

describe('ProvidersQuerySchema: the server render’s pages (ADR 338)', () => {
  it('withGallery is a page size; withReviews is <sort>:<page>, written by siteReviewsParam', () => {
    const query = ProvidersQuerySchema.parse({ slug: 'la-casona', withGallery: '50', withReviews: siteReviewsParam('best', 12) });
    expect(query.withGallery).toBe(50);
    expect(query.withReviews).toEqual({ sort: 'best', page: 12 });
    expect(siteReviewsParam('recent', 1)).toBe('recent:1');
    const without = ProvidersQuerySchema.parse({ slug: 'la-casona' });
    expect([without.withGallery, without.withReviews]).toEqual([undefined, undefined]);
  });

  it('refuses other values with Spanish messages', () => {
    for (const withGallery of ['7', 'abc', '', ['10', '20']]) {
      expect(issue({ withGallery })).toMatchObject({ path: ['withGallery'], message: 'El tamaño de página debe ser 10, 20 o 50' });
    }
    for (const withReviews of ['recent', 'RECENT:1', 'mejor:1', 'recent:0', 'recent:01', 'recent:100001', 'recent:1:2', ' recent:1', 'x'.repeat(30), ['recent:1']]) {
      expect(issue({ withReviews })).toMatchObject({ path: ['withReviews'], message: withReviewsError });
    }
    expect(ProvidersQuerySchema.parse({ withReviews: 'worst:100000' }).withReviews).toEqual({ sort: 'worst', page: 100000 });
  });
});
