// Unlinked sites (issue 11, docs/decisions/116-unlinked-sites.md): hidden — 404 by id, no data by
// slug, out of the lists, the search, the sitemap and the share tags — until a signed-in user
// without a provider claims it with the code mailed to the site's own e-mail.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, outbox, providers, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { createSignedInUser, mailedCode, ownerWithProvider, type Headers } from './testing/test-utils';

describe('unlinked sites and the claim flow', () => {
  let t: TestApp;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers?: Headers) =>
    t.app.inject({ method, url: `/api/v1/${url}`, ...(payload ? { payload } : {}), ...(headers ? { headers } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('hides an unlinked site everywhere and lets someone claim it with the code mailed to its e-mail', async () => {
    const { provider, headers: ownerHeaders } = await ownerWithProvider(t.app, { company_name: 'Fiestas Ocultas Sac', slug: 'fiestas-ocultas' });
    expect((await call('PUT', `providers/${provider.id}/unlink`, undefined, ownerHeaders)).statusCode).toBe(200);

    // Hidden.
    expect((await call('GET', `providers/${provider.id}`)).statusCode).toBe(404);
    expect((await call('GET', 'providers?slug=fiestas-ocultas')).json()).toEqual({ data: [], unlinked: true });
    expect((await call('GET', 'providers?size=50')).json().data.map((p: { id: number }) => p.id)).not.toContain(provider.id);
    expect((await call('GET', 'providers/latest')).json().data.map((p: { id: number }) => p.id)).not.toContain(provider.id);
    const search = await call('GET', 'search/providers?q=Fiestas%20Ocultas');
    expect(search.statusCode).toBe(200);
    expect(JSON.stringify(search.json())).not.toContain('fiestas-ocultas');
    const unfiltered = await call('GET', 'search/providers?size=50');
    expect(JSON.stringify(unfiltered.json())).not.toContain('fiestas-ocultas');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain('/fiestas-ocultas<');
    const page = await t.app.inject({ method: 'GET', url: '/fiestas-ocultas' });
    expect(page.body).not.toContain('Fiestas Ocultas Sac');

    // Visitors can't ask; a user who has a provider gets 409; a published site is not claimable.
    expect((await call('POST', 'providers/claim/code', { slug: 'fiestas-ocultas' })).statusCode).toBe(401);
    const busy = await ownerWithProvider(t.app);
    expect((await call('POST', 'providers/claim/code', { slug: 'fiestas-ocultas' }, busy.headers)).statusCode).toBe(409);
    const claimer = await createSignedInUser(t.app);
    expect((await call('POST', 'providers/claim/code', { slug: busy.provider.slug }, claimer.headers)).statusCode).toBe(404);

    // The code goes to the site's own e-mail, shown masked.
    const sent = await call('POST', 'providers/claim/code', { slug: 'fiestas-ocultas' }, claimer.headers);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.email_hint).toBe(`c***@${provider.email!.split('@')[1]}`);
    const code = await mailedCode(t.app, provider.email!);
    const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.to_address, provider.email!)).orderBy(desc(outbox.id)).limit(1);
    expect(mail?.subject).toBe('Código para recuperar «Fiestas Ocultas Sac» en Eventos Perú');
    expect(mail?.text_body).toContain('pidió recuperar el sitio «Fiestas Ocultas Sac»');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await call('POST', 'providers/claim', { slug: 'fiestas-ocultas', code: wrong }, claimer.headers)).statusCode).toBe(422);
    const claimed = await call('POST', 'providers/claim', { slug: 'fiestas-ocultas', code }, claimer.headers);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().data).toMatchObject({ id: provider.id, created_by: claimer.user.id });

    const [row] = await t.app.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(row).toMatchObject({ created_by: claimer.user.id, unlinked_at: null });
    const [u] = await t.app.db.select().from(users).where(eq(users.id, claimer.user.id));
    expect(u!.provider_id).toBe(provider.id);
    expect(await t.app.db.select().from(emailCodes).where(eq(emailCodes.user_id, claimer.user.id))).toHaveLength(0);
    expect((await call('GET', `providers/${provider.id}`)).statusCode).toBe(200);
    // Published again: nothing left to claim.
    const other = await createSignedInUser(t.app);
    expect((await call('POST', 'providers/claim/code', { slug: 'fiestas-ocultas' }, other.headers)).statusCode).toBe(404);
  });
});
