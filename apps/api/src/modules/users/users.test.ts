// Users: the current user, the admin list, profile and avatar updates, and the 401/403 matrix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers, users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helper';
import { createSignedInUser } from '../auth/testing';
import { pngImage } from '../cdn/testing';

let t: TestApp;
const UNAUTHORIZED = { error: 'Debes iniciar sesión para continuar.', requestId: expect.any(String) };
const FORBIDDEN = { error: 'No tienes permiso para realizar esta acción.', requestId: expect.any(String) };
const profile = { first_name: 'José', last_name: 'Quispe Ñahui', gender: 'male', birth_date: '1990-05-17' };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/v1/user', () => {
  it('401 for visitors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('returns the user with the provider summary it carries', async () => {
    const me = await createSignedInUser(t.app, {
      email: 'prov@example.com',
      avatar_url: 'https://cdn.example.com/a.png',
    });
    const [provider] = await t.app.db
      .insert(providers)
      .values({
        company_name: 'DJ Andino',
        slug: `dj-andino-${me.user.id}`,
        created_by: me.user.id,
        plan: 'business',
      })
      .returning();
    await t.app.db.update(users).set({ provider_id: provider!.id }).where(eq(users.id, me.user.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toMatchObject({
      id: me.user.id,
      email: 'prov@example.com',
      provider: { id: provider!.id, slug: provider!.slug, company_name: 'DJ Andino', plan: 'business' },
      avatar: 'https://cdn.example.com/a.png',
      avatar_social: 'https://cdn.example.com/a.png',
      avatar_uploaded: null,
      avatar_preferred: 'social',
      gender: null,
      birth_date: null,
      is_admin: false,
    });
  });
});

describe('PUT /api/v1/user/:id', () => {
  it('updates your own profile', async () => {
    const me = await createSignedInUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/${me.user.id}`,
      headers: me.headers,
      payload: profile,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject(profile);
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/${me.user.id}`,
      headers: me.headers,
      payload: { ...profile, gender: null, birth_date: null },
    });
    expect(cleared.json().data).toMatchObject({ gender: null, birth_date: null });
  });

  it('400 with Spanish field errors', async () => {
    const me = await createSignedInUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/${me.user.id}`,
      headers: me.headers,
      payload: { first_name: '', last_name: 'Pérez', gender: 'robot', birth_date: '2999-01-01' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors.first_name[0]).toBe('Ingresa tu nombre');
    expect(body.errors.gender).toEqual(['Selecciona una opción válida']);
    expect(body.errors.birth_date).toEqual(['La fecha de nacimiento no puede ser futura']);
  });

  it('401 for visitors and 403 for someone else’s id (checked before the body)', async () => {
    const me = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    const visitor = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/${me.user.id}`,
      payload: profile,
    });
    expect(visitor.json()).toEqual(UNAUTHORIZED);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/${other.user.id}`,
      headers: me.headers,
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual(FORBIDDEN);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row?.first_name).toBe(other.user.first_name);
  });
});

describe('PUT /api/v1/user/:id/avatar', () => {
  it('uploaded needs an uploaded avatar; then both choices work', async () => {
    const me = await createSignedInUser(t.app, { avatar_url: 'https://social.example.com/me.jpg' });
    const url = `/api/v1/user/${me.user.id}/avatar`;
    const missing = await t.app.inject({
      method: 'PUT',
      url,
      headers: me.headers,
      payload: { avatar_preferred: 'uploaded' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.avatar_preferred).toEqual(['Primero sube una foto de perfil.']);

    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cdn/upload/media',
      headers: me.headers,
      payload: {
        path: 'avatars',
        mime_type: 'image/png',
        data: (await pngImage(256, 256)).toString('base64'),
      },
    });
    expect(upload.statusCode).toBe(201);

    const social = await t.app.inject({
      method: 'PUT',
      url,
      headers: me.headers,
      payload: { avatar_preferred: 'social' },
    });
    expect(social.json().data).toMatchObject({
      avatar_preferred: 'social',
      avatar: 'https://social.example.com/me.jpg',
    });
    const uploaded = await t.app.inject({
      method: 'PUT',
      url,
      headers: me.headers,
      payload: { avatar_preferred: 'uploaded' },
    });
    expect(uploaded.json().data).toMatchObject({ avatar_preferred: 'uploaded', avatar: upload.json().url });
    // The URL of one of your own pictures is accepted too; someone else's is not.
    const byUrl = await t.app.inject({
      method: 'PUT',
      url,
      headers: me.headers,
      payload: { avatar_preferred: 'https://social.example.com/me.jpg' },
    });
    expect(byUrl.json().data.avatar_preferred).toBe('social');
    const foreignUrl = await t.app.inject({
      method: 'PUT',
      url,
      headers: me.headers,
      payload: { avatar_preferred: 'https://evil.example.com/x.jpg' },
    });
    expect(foreignUrl.statusCode).toBe(422);
  });

  it('401 / 403 / 400', async () => {
    const me = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/user/${me.user.id}/avatar`,
          payload: { avatar_preferred: 'social' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/user/${other.user.id}/avatar`,
          headers: me.headers,
          payload: { avatar_preferred: 'social' },
        })
      ).statusCode,
    ).toBe(403);
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/${me.user.id}/avatar`,
      headers: me.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.avatar_preferred).toEqual(['Selecciona una foto de perfil']);
  });
});

describe('GET /api/v1/users (admin)', () => {
  it('401 for visitors, 403 for users, paginated for admins', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users' })).statusCode).toBe(401);
    const user = await createSignedInUser(t.app);
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: user.headers });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual(FORBIDDEN);

    const admin = await createSignedInUser(t.app, { is_admin: true });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users?page=1&size=10',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, size: 10 });
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.data[0].id).toBe(admin.user.id);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/users?size=7', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('El tamaño de página debe ser 10, 20 o 50');
  });
});
