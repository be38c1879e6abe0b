// The rules of "Mis álbumes": an album is its owner's only (404 unknown, 403 someone else's), a
// customer has at most CUSTOMER_ALBUMS_MAX albums of at most CUSTOMER_ALBUM_ITEMS_MAX items, and only
// public, not trashed media can be saved. Services take `Pick<ModuleDeps, …>`
// (docs/decisions/136-service-dependencies.md); the SQL is in customer-albums.repository.ts.
import { CUSTOMER_ALBUMS_MAX, CUSTOMER_ALBUM_ITEMS_MAX, CUSTOMER_ALBUM_MESSAGES as M } from '@eventos/domain';
import { forbidden, notFound, unprocessable } from '../../plugins/errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import * as repo from './customer-albums.repository';

type Deps = Pick<ModuleDeps, 'db'>;

/** 404 unknown, 403 someone else's. */
export async function ownAlbum(deps: Deps, userId: number, id: number): Promise<repo.CustomerAlbumRow> {
  const album = await repo.findAlbum(deps.db, id);
  if (!album) throw notFound(M.notFound);
  if (album.user_id !== userId) throw forbidden();
  return album;
}

async function assertSaveable(deps: Deps, mediaId: number): Promise<void> {
  if (!(await repo.isSaveable(deps.db, mediaId))) throw notFound(M.mediaNotFound);
}

/** A new album, optionally with a first item. */
export async function createCustomerAlbum(
  deps: Deps,
  userId: number,
  input: { name: string; media_id?: number | undefined },
): Promise<repo.CustomerAlbumRow> {
  if ((await repo.countAlbums(deps.db, userId)) >= CUSTOMER_ALBUMS_MAX) throw unprocessable(M.albumsMax);
  if (input.media_id) await assertSaveable(deps, input.media_id);
  return repo.createAlbum(deps.db, userId, input.name, input.media_id);
}

/** Saves a media item in the album: whether it is new, and the album as it is now. */
export async function addAlbumItem(
  deps: Deps,
  album: repo.CustomerAlbumRow,
  mediaId: number,
): Promise<{ created: boolean; album: repo.CustomerAlbumRow }> {
  await assertSaveable(deps, mediaId);
  if ((await repo.countItems(deps.db, album.id)) >= CUSTOMER_ALBUM_ITEMS_MAX) throw unprocessable(M.itemsMax);
  const created = await repo.addItem(deps.db, album.id, mediaId);
  return { created, album: (await repo.findAlbum(deps.db, album.id))! };
}
