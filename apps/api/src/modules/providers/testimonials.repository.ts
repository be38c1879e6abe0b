// Testimonials of a provider site (business plan).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TestimonialInput } from '@eventos/domain';
import type { Db } from '../../db/client';
import { testimonials } from '../../db/schema';

export type TestimonialRow = typeof testimonials.$inferSelect;

const values = (body: TestimonialInput) => ({
  customer_name: body.customer_name,
  testimonial: body.testimonial,
  company_url: body.company_url ? body.company_url : null,
  photo: body.photo ? body.photo : null,
});

export function listTestimonials(db: Db, providerId: number): Promise<TestimonialRow[]> {
  return db
    .select()
    .from(testimonials)
    .where(eq(testimonials.provider_id, providerId))
    .orderBy(asc(testimonials.sort_order), asc(testimonials.id));
}

export async function createTestimonial(db: Db, providerId: number, body: TestimonialInput): Promise<TestimonialRow> {
  const [next] = await db
    .select({ n: sql<number>`coalesce(max(${testimonials.sort_order}) + 1, 0)` })
    .from(testimonials)
    .where(eq(testimonials.provider_id, providerId));
  const [row] = await db
    .insert(testimonials)
    .values({ provider_id: providerId, sort_order: Number(next?.n ?? 0), ...values(body) })
    .returning();
  return row!;
}

export async function updateTestimonial(
  db: Db,
  providerId: number,
  id: number,
  body: TestimonialInput,
): Promise<TestimonialRow | null> {
  const [row] = await db
    .update(testimonials)
    .set(values(body))
    .where(and(eq(testimonials.id, id), eq(testimonials.provider_id, providerId)))
    .returning();
  return row ?? null;
}

export async function deleteTestimonial(db: Db, providerId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(testimonials)
    .where(and(eq(testimonials.id, id), eq(testimonials.provider_id, providerId)))
    .returning({ id: testimonials.id });
  return rows.length > 0;
}
