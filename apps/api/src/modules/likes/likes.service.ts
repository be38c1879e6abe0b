// Liking and unliking (SPEC §1/§2): media must be public and not in the trash, unknown targets are
// 404 (also a target removed between the check and the insert: the likes trigger raises 23503).
// Services take `Pick<ModuleDeps, …>` (docs/decisions/136-service-dependencies.md); the SQL is in
// likes.repository.ts.
import { t, type LikeTarget } from '@eventos/domain';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { notFound } from '../../plugins/errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import { addLike, isLikeable, removeLike } from './likes.repository';

const targetNotFound = (target: LikeTarget) =>
  notFound(t(target.target_type === 'media' ? 'albums.media.notFound' : 'providers.provider.notFound'));

/** A target removed between the check and the insert (the likes trigger raises 23503). */
const isMissingTarget = isForeignKeyViolation;

/** Likes the target (idempotent): whether the like is new, and the target's count. */
export async function likeTarget(
  deps: Pick<ModuleDeps, 'db'>,
  userId: number,
  target: LikeTarget,
): Promise<{ created: boolean; count: number }> {
  if (!(await isLikeable(deps.db, target))) throw targetNotFound(target);
  try {
    return await addLike(deps.db, userId, target);
  } catch (error) {
    if (isMissingTarget(error)) throw targetNotFound(target);
    throw error;
  }
}

/** Removes the like (idempotent); returns the target's count. */
export async function unlikeTarget(deps: Pick<ModuleDeps, 'db'>, userId: number, target: LikeTarget): Promise<number> {
  const count = await removeLike(deps.db, userId, target);
  if (count === null) throw targetNotFound(target);
  return count;
}
