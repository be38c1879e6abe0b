// Server-side checks the shared schemas cannot do: referenced rows exist and belong to the user,
// the owner guard, the business-plan guard, and unique-violation detection (both drivers).
// The lookups' SQL is in provider-writes.repository.ts.
import type { FastifyRequest } from 'fastify';
import { IdSchema } from '@eventos/domain';
import { assertOwner } from '../../plugins/auth';
import { notFound, unauthorized, unprocessable } from '../../plugins/errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import { countServiceTypes, findUserUpload, isDistrict } from './provider-writes.repository';
import { pm } from './providers.messages';
import { findProviderById, type ProviderRow } from './providers.repository';

export async function assertServiceTypesExist(deps: Pick<ModuleDeps, 'db'>, ids: number[]): Promise<void> {
  if ((await countServiceTypes(deps.db, ids)) !== new Set(ids).size) {
    const message = pm('providers.service_type_ids.unknown');
    throw unprocessable(message, { service_type_ids: [message] });
  }
}

/** The contact location must be an existing district. */
export async function assertDistrict(deps: Pick<ModuleDeps, 'db'>, locationId: number): Promise<void> {
  if (!(await isDistrict(deps.db, locationId))) {
    const message = pm('providers.location_id.district');
    throw unprocessable(message, { location_id: [message] });
  }
}

/** A logo must be an image the same user uploaded. */
export async function assertOwnUpload(deps: Pick<ModuleDeps, 'db'>, userId: number, uploadId: number, field = 'logo_id'): Promise<void> {
  const row = await findUserUpload(deps.db, userId, uploadId);
  if (!row || !row.mime.startsWith('image/')) {
    const message = pm('providers.logo_id.invalid');
    throw unprocessable(message, { [field]: [message] });
  }
}

/** 401 visitors, 404 unknown provider, 403 anyone but its owner (created_by). */
export async function loadOwnedProvider(request: FastifyRequest, id: number): Promise<ProviderRow> {
  if (!request.user) throw unauthorized();
  const provider = await findProviderById(request.server.db, id);
  if (!provider) throw notFound(pm('providers.provider.notFound'));
  assertOwner(request, provider.created_by);
  return provider;
}

const owned = new WeakMap<FastifyRequest, ProviderRow>();

/**
 * preValidation hook for owner-only routes with an `:id` param: 401/404/403 are answered before
 * the body is validated, so a visitor or another user never learns about validation rules.
 */
export async function ownerGuard(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  // Same id rule as the params schema (positive int4): anything else is left to its 400.
  const id = IdSchema.safeParse((request.params as { id?: unknown }).id);
  if (!id.success) return;
  owned.set(request, await loadOwnedProvider(request, id.data));
}

/** The provider checked by ownerGuard (or checked now). */
export async function ownedProvider(request: FastifyRequest, id: number): Promise<ProviderRow> {
  return owned.get(request) ?? loadOwnedProvider(request, id);
}

/** Business-only features (covers, testimonials): 422 with the plan message for basic providers. */
export function assertBusiness(provider: { plan: string }): void {
  if (provider.plan !== 'business') throw unprocessable(pm('providers.plan.businessRequired'));
}

