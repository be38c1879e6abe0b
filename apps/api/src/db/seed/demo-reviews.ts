// Demo reviews (distinct customers per provider, six ratings each; the provider aggregates come
// from triggers) and testimonials for business providers.
import type { Db } from '../client';
import { reviewRatings, reviews, testimonials } from '../schema';
import { TESTIMONIALS } from './data/demo-texts';
import type { Rng } from './demo-rows';
import { buildReview, int } from './demo-rows';

export async function writeDemoReviews(
  db: Db,
  rng: Rng,
  providers: ReadonlyArray<{ id: number; plan: 'basic' | 'business' }>,
  customerIds: readonly number[],
): Promise<number> {
  const plans = providers.flatMap((p) => {
    const n = p.plan === 'business' ? int(rng, 2, 6) : int(rng, 0, 3);
    const start = int(rng, 0, customerIds.length - 1);
    return Array.from({ length: n }, (_, k) => ({
      provider: p.id,
      user: customerIds[(start + k) % customerIds.length] as number,
      ...buildReview(rng),
    }));
  });
  if (plans.length > 0) {
    const inserted = await db
      .insert(reviews)
      .values(
        plans.map(({ ratings: _r, provider, user, ...r }) => ({
          ...r,
          provider_id: provider,
          user_id: user,
        })),
      )
      .returning({ id: reviews.id });
    await db
      .insert(reviewRatings)
      .values(inserted.flatMap((r, i) => (plans[i]?.ratings ?? []).map((x) => ({ review_id: r.id, ...x }))));
  }

  const business = providers.filter((p) => p.plan === 'business');
  if (business.length > 0) {
    await db.insert(testimonials).values(
      business.flatMap((p, i) =>
        [0, 1].map((k) => {
          const [customer_name, testimonial] = TESTIMONIALS[(i + k) % TESTIMONIALS.length] as readonly [
            string,
            string,
          ];
          return { provider_id: p.id, customer_name, testimonial, sort_order: k + 1 };
        }),
      ),
    );
  }
  return plans.length;
}
