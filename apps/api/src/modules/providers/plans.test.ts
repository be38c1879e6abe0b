// Plans (issue 11, docs/decisions/115-plans.md): the Business price from the configuration
// (GET plans), the upgrade while the launch offer runs (granted, expires when it ends), with a
// price and no offer (a pending request, plan unchanged), and the end of the offer.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessTerms, limaToday, addDaysIso } from '@eventos/domain';
import { providers, upgradeRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { expireBusinessPlans } from './plans.repository';
import { offerEndsAt } from './plans.service';
import { ownerWithProvider } from './testing/test-utils';

const today = limaToday();
const offerEnd = addDaysIso(today, 30);

describe('plans with a launch offer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BUSINESS_PRICE_CENTS: '4900', BUSINESS_FREE_UNTIL: offerEnd } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET plans answers the configured price and offer to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/plans' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { business_price_cents: 4900, currency: 'PEN', period: 'month', free_until: offerEnd } });
    const terms = businessTerms(res.json().data, today).join(' ');
    expect(terms).toContain('S/ 49.00 al mes (incluye IGV)');
    expect(terms).toMatch(/Gratis hasta el \d{2}\/\d{2}\/\d{4}/);
  });

  it('grants Business at once during the offer; it goes back to Básico when the offer ends', async () => {
    const { provider, headers } = await ownerWithProvider(t.app);
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/providers/${provider.id}/upgrade`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ plan: 'business', upgrade_request: { status: 'granted' } });
    const [row] = await t.app.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(row!.plan_expires_at?.toISOString()).toBe(offerEndsAt(offerEnd).toISOString());
    expect(await expireBusinessPlans(t.app.db, new Date(offerEndsAt(offerEnd).getTime() - 1000))).toBe(0);
    expect(await expireBusinessPlans(t.app.db, offerEndsAt(offerEnd))).toBeGreaterThanOrEqual(1);
    const [after] = await t.app.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(after!.plan).toBe('basic');
  });
});

describe('plans with a price and no offer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BUSINESS_PRICE_CENTS: '4900', BUSINESS_FREE_UNTIL: '2020-01-31' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records a pending request (202) and leaves the plan unchanged; asking again → 409', async () => {
    const { provider, headers } = await ownerWithProvider(t.app);
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/providers/${provider.id}/upgrade`, headers });
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toMatchObject({ plan: 'basic', upgrade_request: { status: 'pending', resolved_at: null } });
    const [row] = await t.app.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(row!.plan).toBe('basic');
    const requests = await t.app.db.select().from(upgradeRequests).where(eq(upgradeRequests.provider_id, provider.id));
    expect(requests.map((r) => r.status)).toEqual(['pending']);
    const again = await t.app.inject({ method: 'PUT', url: `/api/v1/providers/${provider.id}/upgrade`, headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Ya solicitaste el plan Business. Te escribiremos con los datos para el pago.');
    const terms = businessTerms((await t.app.inject({ method: 'GET', url: '/api/v1/plans' })).json().data, today);
    expect(terms.join(' ')).toContain('el plan se activa cuando lo recibimos');
  });
});
