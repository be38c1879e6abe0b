// Who is calling: decorates every request with `user` ({ id, sid } or null) from the
// `Authorization: Bearer <access token>` header, and provides the guards the modules use:
//   { preHandler: requireUser }    → 401 'Debes iniciar sesión para continuar.'
//   { preHandler: requireAdmin }   → 401 / 403 (users.is_admin, checked in the database)
//   assertOwner(request, row.created_by) → 401 / 403 'No tienes permiso para realizar esta acción.'
// Roles (SPEC §6): visitor (user null), user (signed in), customer (no provider), provider (the
// user carries a provider), owner (user id = provider.created_by), and the admin flag.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, verifyAccessToken } from '../modules/auth';
import { createSessionRevocations, type SessionRevocations } from '../modules/auth';
import { findAdminFlag } from '../modules/users';
import { forbidden, unauthorized } from './errors';

export interface AuthUser {
  /** users.id */
  id: number;
  /** Sign-in (refresh-token family) the access token belongs to. */
  sid: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Revoked sign-ins (logout, replayed refresh token), shared by every API process. */
    sessionRevocations: SessionRevocations;
  }
  interface FastifyRequest {
    /** The signed-in user from the bearer token, or null for visitors. */
    user: AuthUser | null;
  }
}

export type Role = 'visitor' | 'user' | 'customer' | 'provider' | 'owner' | 'admin';

/** Roles of a loaded user row (owner depends on the resource: use isOwner/assertOwner). */
export function rolesOf(row: { provider_id: number | null; is_admin: boolean } | null): Role[] {
  if (!row) return ['visitor'];
  const roles: Role[] = ['user', row.provider_id ? 'provider' : 'customer'];
  if (row.is_admin) roles.push('admin');
  return roles;
}

/** preHandler: 401 unless a valid access token was sent. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

/** preHandler: 401 for visitors, 403 unless users.is_admin. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  const isAdmin = await findAdminFlag(request.server.db, request.user.id);
  if (isAdmin === null) throw unauthorized();
  if (!isAdmin) throw forbidden();
}

export function isOwner(request: FastifyRequest, createdBy: number | null | undefined): boolean {
  return (
    request.user !== null && createdBy !== null && createdBy !== undefined && createdBy === request.user.id
  );
}

/** Throws 401 for visitors and 403 unless the signed-in user created the resource. */
export function assertOwner(request: FastifyRequest, createdBy: number | null | undefined): void {
  if (!request.user) throw unauthorized();
  if (!isOwner(request, createdBy)) throw forbidden();
}

/** The signed-in user's id; throws 401 for visitors (handy after requireUser for typing). */
export function currentUserId(request: FastifyRequest): number {
  if (!request.user) throw unauthorized();
  return request.user.id;
}

async function authPlugin(app: FastifyInstance): Promise<void> {
  const settings = { secret: app.config.JWT_SECRET, issuer: app.config.PUBLIC_URL };
  const revocations = createSessionRevocations({
    db: app.db,
    notifier: app.notifier,
    accessTokenTtlSeconds: app.config.ACCESS_TOKEN_TTL_SECONDS,
    log: app.log,
  });
  app.decorate('sessionRevocations', revocations);
  await revocations.start();
  app.addHook('onClose', async () => revocations.stop());
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await verifyAccessToken(settings, token) : null;
    // A signed-out or revoked sign-in's access token stops working at once (a Map lookup).
    request.user = claims && !revocations.isRevoked(claims.sid) ? { id: claims.userId, sid: claims.sid } : null;
  });
}

// Like fastify-plugin: the decorator and hook apply to the whole application, not a child scope.
(authPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
(authPlugin as unknown as Record<symbol, string>)[Symbol.for('fastify.display-name')] = 'auth';

export default authPlugin;
