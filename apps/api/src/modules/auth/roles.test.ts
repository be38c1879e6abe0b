// The role helpers of plugins/auth.ts (SPEC §6): visitor, user, customer, provider, owner, admin.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { assertOwner, isOwner, rolesOf } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';

const request = (user: { id: number; sid: string } | null) => ({ user }) as FastifyRequest;

function statusOf(fn: () => void): number | null {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof HttpError ? error.statusCode : -1;
  }
}

describe('roles', () => {
  it('derives visitor / customer / provider / admin from the user row', () => {
    expect(rolesOf(null)).toEqual(['visitor']);
    expect(rolesOf({ provider_id: null, is_admin: false })).toEqual(['user', 'customer']);
    expect(rolesOf({ provider_id: 7, is_admin: false })).toEqual(['user', 'provider']);
    expect(rolesOf({ provider_id: null, is_admin: true })).toEqual(['user', 'customer', 'admin']);
  });

  it('owner is the user whose id equals created_by', () => {
    expect(isOwner(request({ id: 5, sid: 's' }), 5)).toBe(true);
    expect(isOwner(request({ id: 5, sid: 's' }), 6)).toBe(false);
    expect(isOwner(request({ id: 5, sid: 's' }), null)).toBe(false);
    expect(isOwner(request(null), 5)).toBe(false);
  });

  it('assertOwner: 401 for visitors, 403 for others, passes for the owner', () => {
    expect(statusOf(() => assertOwner(request(null), 5))).toBe(401);
    expect(statusOf(() => assertOwner(request({ id: 4, sid: 's' }), 5))).toBe(403);
    expect(statusOf(() => assertOwner(request({ id: 4, sid: 's' }), undefined))).toBe(403);
    expect(statusOf(() => assertOwner(request({ id: 5, sid: 's' }), 5))).toBeNull();
  });
});
