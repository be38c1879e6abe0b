// DELETE providers/{id} and PUT providers/{id}/unlink (see docs/decisions/003d-hard-delete-providers.md).
//  - delete: the provider row is removed with everything that belongs to it (albums, media,
//    services, testimonials, old slugs, reviews, quotations, upgrade requests: ON DELETE CASCADE);
//    its album files are removed from storage afterwards. The user keeps the account; users.provider_id
//    becomes null (ON DELETE SET NULL), so the user is a customer again and may affiliate anew.
//  - unlink: nobody owns the provider (created_by null, users.provider_id null) and the site is
//    hidden (unlinked_at) until claimed with the code mailed to its e-mail (claimProvider;
//    docs/decisions/116-unlinked-sites.md). The user becomes a customer.
// The SQL is in provider-lifecycle.repository.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { ModuleDeps } from '../../plugins/module-deps';
import { computeProviderKpis } from '../quotations';
import { deleteProviderRow, providerAlbumIds } from './provider-lifecycle.repository';

export async function deleteProvider(
  deps: Pick<ModuleDeps, 'db' | 'storage'>,
  providerId: number,
  log?: FastifyBaseLogger,
): Promise<void> {
  const albumIds = await providerAlbumIds(deps.db, providerId);
  await deleteProviderRow(deps.db, providerId);
  // Files go after the commit: a failure here leaves orphan files, never a broken site.
  for (const id of albumIds) {
    await deps.storage.deletePrefix(`media/${id}/`).catch((err: unknown) => {
      log?.warn({ err, albumId: id }, 'No se pudieron borrar los archivos del álbum');
    });
  }
}

/** The owner's dashboard figures (the quotations module computes them). */
export function providerKpis(deps: Pick<ModuleDeps, 'db'>, providerId: number): ReturnType<typeof computeProviderKpis> {
  return computeProviderKpis(deps.db, providerId);
}
