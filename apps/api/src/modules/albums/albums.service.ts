// Album work besides registration: views with service tags, editing texts and services, flags,
// reordering (one transaction), trash and restore. Purging lives in media-files.service.ts.
import type { ModuleDeps } from '../../plugins/module-deps';
import { COVERS_MAX, formatMessage, truncateVideoDescription, type UpdateMediaInput } from '@eventos/domain';
import { badRequest, notFound, unprocessable } from '../../plugins/errors';
import { loadMediaServices } from '../media';
import { isVideo, toMediaOut, type MediaOut, type MediaRow } from '../media';
import { assertCanAddMedia, type AlbumContext } from './album-access';
import { ALBUM_MESSAGES } from './albums.messages';
import {
  applySortOrder,
  countActivePhotos,
  countExistingServiceTypes,
  findAlbumMedia,
  listActiveMedia,
  lockAlbum,
  nextSortOrder,
  replaceMediaServices,
  updateMediaRow,
} from './albums.repository';

/** What these services use (docs/decisions/136-service-dependencies.md). */
type Deps = Pick<ModuleDeps, 'db' | 'storage'>;

export async function toMediaOutList(deps: Deps, rows: MediaRow[]): Promise<MediaOut[]> {
  const services = await loadMediaServices(deps.db, rows.map((r) => r.id));
  return rows.map((row) => toMediaOut(deps.storage, row, services.get(row.id)));
}

export async function toMediaOutOne(deps: Deps, row: MediaRow): Promise<MediaOut> {
  const [out] = await toMediaOutList(deps, [row]);
  return out!;
}

/** The album with its active media; visitors and other users see only public items. */
export async function albumView(deps: Deps, ctx: AlbumContext, owner: boolean) {
  // Cover photos are a Business option: a basic provider's covers are not shown to others.
  const hidden = !owner && ctx.album.kind === 'covers' && ctx.provider.plan !== 'business';
  const rows = hidden ? [] : await listActiveMedia(deps.db, ctx.album.id, !owner);
  return {
    id: ctx.album.id,
    provider_id: ctx.album.provider_id,
    kind: ctx.album.kind,
    title: ctx.album.title,
    media: await toMediaOutList(deps, rows),
  };
}

/** A media item of the album, 404 "Foto o video no encontrado" otherwise (trashed ones only if asked). */
export async function albumMediaOr404(deps: Deps, albumId: number, mediaId: number, trashed?: boolean): Promise<MediaRow> {
  const row = await findAlbumMedia(deps.db, albumId, mediaId);
  if (!row) throw notFound(ALBUM_MESSAGES.mediaNotFound);
  if (trashed !== undefined && (row.trashed_at !== null) !== trashed) throw notFound(ALBUM_MESSAGES.mediaNotFound);
  return row;
}

export async function updateMedia(deps: Deps, ctx: AlbumContext, mediaId: number, input: UpdateMediaInput): Promise<MediaRow> {
  if (input.media_id !== undefined && input.media_id !== mediaId) {
    throw badRequest(ALBUM_MESSAGES.mediaIdMismatch, { media_id: [ALBUM_MESSAGES.mediaIdMismatch] });
  }
  const row = await albumMediaOr404(deps, ctx.album.id, mediaId, false);
  const services = input.services ? [...new Set(input.services)] : undefined;
  if (services && (await countExistingServiceTypes(deps.db, services)) !== services.length) {
    throw unprocessable(ALBUM_MESSAGES.servicesUnknown, { services: [ALBUM_MESSAGES.servicesUnknown] });
  }
  const changes: Parameters<typeof updateMediaRow>[2] = {};
  if (input.seo_filename !== undefined) changes.seo_filename = input.seo_filename;
  if (input.description !== undefined) {
    changes.description = isVideo(row) ? truncateVideoDescription(input.description) : input.description;
  }
  if (input.featured !== undefined) changes.featured = input.featured;
  if (input.top !== undefined) changes.top = input.top;
  if (input.visibility !== undefined) changes.visibility = input.visibility;
  return deps.db.transaction(async (tx) => {
    const updated = await updateMediaRow(tx, row.id, changes);
    if (services) await replaceMediaServices(tx, row.id, services);
    return updated;
  });
}

/**
 * New order of the album: the listed items take positions 0…n-1, active items left out follow in
 * their current order. Every id must be an active item of the album (422 otherwise).
 */
export async function reorderMedia(deps: Deps, ctx: AlbumContext, mediaIds: number[]): Promise<MediaRow[]> {
  const ids = [...new Set(mediaIds)];
  return deps.db.transaction(async (tx) => {
    await lockAlbum(tx, ctx.album.id);
    const active = await listActiveMedia(tx, ctx.album.id, false);
    const activeIds = new Set(active.map((r) => r.id));
    if (ids.some((id) => !activeIds.has(id))) {
      throw unprocessable(ALBUM_MESSAGES.orderInvalid, { media_ids: [ALBUM_MESSAGES.orderInvalid] });
    }
    const listed = new Set(ids);
    const ordered = [...ids, ...active.filter((r) => !listed.has(r.id)).map((r) => r.id)];
    await applySortOrder(tx, ctx.album.id, ordered);
    return listActiveMedia(tx, ctx.album.id, false);
  });
}

/** Moves an item to the trash (idempotent). */
export async function trashMedia(deps: Deps, row: MediaRow): Promise<void> {
  if (row.trashed_at) return;
  await updateMediaRow(deps.db, row.id, { trashed_at: new Date() });
}

/** Brings an item back from the trash at the end of the album (adding media: Business plan, covers limit). */
export async function restoreMedia(deps: Deps, ctx: AlbumContext, row: MediaRow): Promise<MediaRow> {
  if (!row.trashed_at) return row;
  assertCanAddMedia(ctx);
  return deps.db.transaction(async (tx) => {
    await lockAlbum(tx, ctx.album.id);
    if (ctx.album.kind === 'covers' && row.media_type === 'photo' && (await countActivePhotos(tx, ctx.album.id)) >= COVERS_MAX) {
      throw unprocessable(formatMessage(ALBUM_MESSAGES.coversMax, { max: COVERS_MAX }));
    }
    return updateMediaRow(tx, row.id, { trashed_at: null, sort_order: await nextSortOrder(tx, ctx.album.id) });
  });
}
