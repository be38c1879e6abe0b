// Who may touch an album: the owner of its provider (providers.created_by, SPEC §6). Writes are
// guarded before the body is validated (401 visitors, 404 unknown album, 403 anyone else), and
// adding media to the gallery or the cover photos needs the Business plan (SPEC §1: both are
// Business options) → 422 with the plan message.
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@eventos/domain';
import type { ModuleDeps } from '../../plugins/module-deps';
import { assertOwner, isOwner } from '../../plugins/auth';
import { notFound, unauthorized, unprocessable } from '../../plugins/errors';
import { ALBUM_MESSAGES } from './albums.messages';
import { findAlbumContext, type AlbumContext } from './albums.repository';

export type { AlbumContext } from './albums.repository';

/** The album or 404 "Álbum no encontrado". */
export async function loadAlbum(deps: Pick<ModuleDeps, 'db'>, albumId: number): Promise<AlbumContext> {
  const ctx = await findAlbumContext(deps.db, albumId);
  if (!ctx) throw notFound(ALBUM_MESSAGES.albumNotFound);
  return ctx;
}

export function isAlbumOwner(request: FastifyRequest, ctx: AlbumContext): boolean {
  return isOwner(request, ctx.provider.created_by);
}

const owned = new WeakMap<FastifyRequest, AlbumContext>();

function rawId(value: unknown): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= 2147483647 ? id : null;
}

/**
 * preValidation of owner-only album routes (`:albumId`): 401 / 404 / 403 are answered before the
 * body is validated. An invalid :albumId is left to params validation ("Album no definido").
 */
export async function albumOwnerGuard(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  const albumId = rawId((request.params as { albumId?: unknown }).albumId);
  if (albumId === null) return;
  const ctx = await loadAlbum({ db: request.server.db }, albumId);
  assertOwner(request, ctx.provider.created_by);
  owned.set(request, ctx);
}

/** The album checked by albumOwnerGuard (or checked now). */
export async function ownedAlbum(request: FastifyRequest, albumId: number): Promise<AlbumContext> {
  const cached = owned.get(request);
  if (cached && cached.album.id === albumId) return cached;
  const ctx = await loadAlbum({ db: request.server.db }, albumId);
  assertOwner(request, ctx.provider.created_by);
  return ctx;
}

/** Gallery and cover photos are Business options: adding media needs plan 'business'. */
export function assertCanAddMedia(ctx: AlbumContext): void {
  if (ctx.provider.plan !== 'business') throw unprocessable(MESSAGES['auth.plan.businessRequired']);
}
