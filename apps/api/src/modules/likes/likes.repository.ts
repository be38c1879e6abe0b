// Likes and the counters on their targets (media.likes_count, providers.likes_count), which the
// database keeps in the same transaction through the likes triggers (migration 0002).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { likes, media, providers } from '../../db/schema';
import type { LikeTarget, LikeTargetType } from '@eventos/domain';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;

/** The target's like counter, or null when the target does not exist. */
export async function likesCount(db: Queryable, target: LikeTarget): Promise<number | null> {
  const table = target.target_type === 'media' ? media : providers;
  const [row] = await db.select({ n: table.likes_count }).from(table).where(eq(table.id, target.target_id)).limit(1);
  return row ? row.n : null;
}

/** Media that can be liked: in an album (not trashed) and public. Providers: any existing one. */
export async function isLikeable(db: Queryable, target: LikeTarget): Promise<boolean> {
  if (target.target_type === 'provider') return (await likesCount(db, target)) !== null;
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, target.target_id), isNull(media.trashed_at), eq(media.visibility, 'public')))
    .limit(1);
  return Boolean(row);
}

export async function addLike(db: Db, userId: number, target: LikeTarget): Promise<{ created: boolean; count: number }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(likes)
      .values({ user_id: userId, target_type: target.target_type, target_id: target.target_id })
      .onConflictDoNothing()
      .returning({ id: likes.id });
    return { created: inserted.length > 0, count: (await likesCount(tx, target)) ?? 0 };
  });
}

export async function removeLike(db: Db, userId: number, target: LikeTarget): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx
      .delete(likes)
      .where(and(eq(likes.user_id, userId), eq(likes.target_type, target.target_type), eq(likes.target_id, target.target_id)));
    return likesCount(tx, target);
  });
}

export const MY_LIKES_LIMIT = 5000;

export async function listMyLikes(db: Db, userId: number, type?: LikeTargetType) {
  return db
    .select({ target_type: likes.target_type, target_id: likes.target_id, created_at: likes.created_at })
    .from(likes)
    .where(type ? and(eq(likes.user_id, userId), eq(likes.target_type, type)) : eq(likes.user_id, userId))
    .orderBy(desc(likes.created_at), desc(likes.id))
    .limit(MY_LIKES_LIMIT);
}

export type MyLikedProviderRow = {
  id: number;
  slug: string;
  company_name: string;
  logo_key: string | null;
  district: string | null;
  department: string | null;
  likes_count: number;
  liked_at: Date | string;
};

export type MyLikedMediaRow = {
  id: number;
  media_type: string;
  mime_type: string;
  title: string;
  thumbnail: string | null;
  sizes: { thumbnail?: string } | null;
  external_id: string | null;
  aspect_ratio: number | null;
  likes_count: number;
  provider_id: number;
  provider_slug: string;
  company_name: string;
  liked_at: Date | string;
};

/** My liked providers, newest like first (providers that no longer exist are gone with their likes). */
export async function listMyLikedProviders(db: Db, userId: number): Promise<MyLikedProviderRow[]> {
  return queryRows<MyLikedProviderRow>(
    db,
    sql`SELECT p.id, p.slug, p.company_name, COALESCE(u.sizes->>'thumbnail', u.path) AS logo_key,
               COALESCE(p.district_name, dis.name) AS district, dep.name AS department, p.likes_count,
               l.created_at AS liked_at
        FROM likes l
        JOIN providers p ON p.id = l.target_id
        LEFT JOIN uploads u ON u.id = p.logo_id
        LEFT JOIN locations dis ON dis.id = p.location_id
        LEFT JOIN locations dep ON dep.id = p.department_id
        WHERE l.user_id = ${userId} AND l.target_type = 'provider'
        ORDER BY l.created_at DESC, l.id DESC
        LIMIT ${MY_LIKES_LIMIT}`,
  );
}

/** My liked photos and videos that are still public and not in the trash, newest like first. */
export async function listMyLikedMedia(db: Db, userId: number): Promise<MyLikedMediaRow[]> {
  return queryRows<MyLikedMediaRow>(
    db,
    sql`SELECT m.id, m.media_type, m.mime_type, m.seo_filename AS title, m.thumbnail, m.sizes, m.external_id,
               m.aspect_ratio, m.likes_count, p.id AS provider_id, p.slug AS provider_slug, p.company_name,
               l.created_at AS liked_at
        FROM likes l
        JOIN media m ON m.id = l.target_id
        JOIN providers p ON p.id = m.provider_id
        WHERE l.user_id = ${userId} AND l.target_type = 'media'
          AND m.trashed_at IS NULL AND m.visibility = 'public'
        ORDER BY l.created_at DESC, l.id DESC
        LIMIT ${MY_LIKES_LIMIT}`,
  );
}
