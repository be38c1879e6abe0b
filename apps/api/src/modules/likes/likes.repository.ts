// Likes and the counters on their targets (media.likes_count, providers.likes_count), which the
// database keeps in the same transaction through the likes triggers (migration 0002).
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likes, media, providers } from '../../db/schema';
import type { LikeTarget, LikeTargetType } from './likes.schemas';

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
