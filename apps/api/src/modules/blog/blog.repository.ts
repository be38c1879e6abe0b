// SQL of the blog content service. A post is visible to readers when it is published, or scheduled
// and its publication time has come (no job needed to "flip" scheduled posts).
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogCategories, blogPosts, providers, uploads, users } from '../../db/schema';

export type PostRow = typeof blogPosts.$inferSelect;
export type CategoryRow = typeof blogCategories.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;

export function visible(): SQL {
  return and(
    inArray(blogPosts.status, ['published', 'scheduled']),
    sql`${blogPosts.published_at} <= now()`,
  ) as SQL;
}

export interface PostFilter {
  categoryId?: number | null;
  tag?: string | null;
}

function filterWhere(filter: PostFilter): SQL {
  const parts: SQL[] = [visible()];
  if (filter.categoryId) parts.push(eq(blogPosts.category_id, filter.categoryId));
  if (filter.tag) parts.push(sql`${blogPosts.tags} @> ${JSON.stringify([filter.tag])}::jsonb`);
  return and(...parts) as SQL;
}

export async function listVisiblePosts(
  db: Db,
  filter: PostFilter,
  limit: number,
  offset: number,
): Promise<{ rows: PostRow[]; total: number }> {
  const where = filterWhere(filter);
  const [rows, totals] = await Promise.all([
    db.select().from(blogPosts).where(where).orderBy(desc(blogPosts.published_at), desc(blogPosts.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function findVisiblePostBySlug(db: Db, slug: string): Promise<PostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(and(eq(blogPosts.slug, slug), visible())).limit(1);
  return row;
}

export async function findPostById(db: Db, id: number): Promise<PostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row;
}

export async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)) : eq(blogPosts.slug, slug))
    .limit(1);
  return Boolean(row);
}

/** Same category or a shared tag first, then the newest; never the post itself. */
export async function relatedPosts(db: Db, post: PostRow, limit: number): Promise<PostRow[]> {
  const tags = JSON.stringify(post.tags ?? []);
  const score = sql<number>`(CASE WHEN ${blogPosts.category_id} IS NOT DISTINCT FROM ${post.category_id} THEN 2 ELSE 0 END)
    + (SELECT count(*) FROM jsonb_array_elements_text(${blogPosts.tags}) t WHERE ${tags}::jsonb ? t)`;
  return db
    .select()
    .from(blogPosts)
    .where(and(visible(), ne(blogPosts.id, post.id)))
    .orderBy(desc(score), desc(blogPosts.published_at))
    .limit(limit);
}

export async function listAllPosts(db: Db, limit: number, offset: number): Promise<{ rows: PostRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db.select().from(blogPosts).orderBy(desc(blogPosts.updated_at), desc(blogPosts.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(blogPosts),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function insertPost(db: Db, values: typeof blogPosts.$inferInsert): Promise<PostRow> {
  const [row] = await db.insert(blogPosts).values(values).returning();
  return row!;
}

export async function updatePost(db: Db, id: number, values: Partial<typeof blogPosts.$inferInsert>): Promise<PostRow | undefined> {
  const [row] = await db.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
  return row;
}

export async function deletePost(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return rows.length > 0;
}

export async function listCategories(db: Db): Promise<Array<CategoryRow & { post_count: number }>> {
  const counts = db
    .select({ category_id: blogPosts.category_id, n: count().as('n') })
    .from(blogPosts)
    .where(visible())
    .groupBy(blogPosts.category_id)
    .as('c');
  const rows = await db
    .select({ category: blogCategories, n: counts.n })
    .from(blogCategories)
    .leftJoin(counts, eq(counts.category_id, blogCategories.id))
    .orderBy(asc(blogCategories.position), asc(blogCategories.name));
  return rows.map((r) => ({ ...r.category, post_count: Number(r.n ?? 0) }));
}

export async function findCategoryBySlug(db: Db, slug: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(blogCategories).where(eq(blogCategories.slug, slug)).limit(1);
  return row;
}

export async function categoriesByIds(db: Db, ids: number[]): Promise<Map<number, CategoryRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(blogCategories).where(inArray(blogCategories.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function uploadsByIds(db: Db, ids: number[]): Promise<Map<number, UploadRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(uploads).where(inArray(uploads.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function findBlogUpload(db: Db, id: number): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(and(eq(uploads.id, id), eq(uploads.kind, 'blog'))).limit(1);
  return row;
}

/** Distinct tags of visible posts with how many posts use each. */
export async function listTags(db: Db): Promise<Array<{ tag: string; n: number }>> {
  const rows = await db.execute(
    sql`SELECT t AS tag, count(*)::int AS n FROM ${blogPosts}, jsonb_array_elements_text(${blogPosts.tags}) t
        WHERE ${visible()} GROUP BY t ORDER BY n DESC, t ASC LIMIT 200`,
  );
  return (rows as unknown as { rows: Array<{ tag: string; n: number }> }).rows;
}

export async function listAuthors(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: blogPosts.author_name })
    .from(blogPosts)
    .where(visible())
    .orderBy(asc(blogPosts.author_name));
  return rows.map((r) => r.name).filter((n): n is string => Boolean(n));
}

/** Providers (slug, name) among the given slugs, for "providers mentioned in this post". */
export async function providersBySlugs(db: Db, slugs: string[]): Promise<Array<{ slug: string; name: string }>> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ slug: providers.slug, name: providers.company_name })
    .from(providers)
    .where(inArray(providers.slug, slugs));
  return rows.filter((r): r is { slug: string; name: string } => Boolean(r.slug));
}

/** Visible posts for the sitemap and the feed, newest first. */
export async function latestVisible(db: Db, limit: number): Promise<PostRow[]> {
  return db.select().from(blogPosts).where(visible()).orderBy(desc(blogPosts.published_at)).limit(limit);
}

export async function isAdminUser(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ is_admin: users.is_admin }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row?.is_admin);
}

export async function findUserName(db: Db, userId: number): Promise<{ first: string | null; last: string | null } | undefined> {
  const [row] = await db
    .select({ first: users.first_name, last: users.last_name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
