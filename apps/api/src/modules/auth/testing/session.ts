// Test helpers shared by API tests: a user row plus a real session (refresh-token family and a
// signed access token), without going through a provider. Usage:
//   const { user, headers } = await createSignedInUser(app, { email: 'ana@example.com' });
//   await app.inject({ method: 'GET', url: '/api/v1/user', headers });
import type { FastifyInstance } from 'fastify';
import { users } from '../../../db/schema';
import { signAccessToken } from '../access-token';
import { issueRefreshToken } from '../refresh-tokens';

export type NewUser = Partial<typeof users.$inferInsert>;

let counter = 0;

export async function createTestUser(
  app: FastifyInstance,
  values: NewUser = {},
): Promise<typeof users.$inferSelect> {
  counter += 1;
  const [user] = await app.db
    .insert(users)
    .values({
      email: `usuario${counter}-${Date.now()}@example.com`,
      first_name: 'Usuaria',
      last_name: `Prueba ${counter}`,
      ...values,
    })
    .returning();
  if (!user) throw new Error('createTestUser: insert returned nothing');
  return user;
}

export async function accessTokenFor(
  app: FastifyInstance,
  userId: number,
): Promise<{ token: string; refreshToken: string; familyId: string }> {
  const issued = await issueRefreshToken({ db: app.db }, userId, app.config.REFRESH_TOKEN_TTL_DAYS);
  const { token } = await signAccessToken(
    {
      secret: app.config.JWT_SECRET,
      issuer: app.config.PUBLIC_URL,
      ttlSeconds: app.config.ACCESS_TOKEN_TTL_SECONDS,
    },
    { userId, sid: issued.familyId },
  );
  return { token, refreshToken: issued.token, familyId: issued.familyId };
}

export async function createSignedInUser(app: FastifyInstance, values: NewUser = {}) {
  const user = await createTestUser(app, values);
  const session = await accessTokenFor(app, user.id);
  return { user, ...session, headers: { authorization: `Bearer ${session.token}` } };
}
