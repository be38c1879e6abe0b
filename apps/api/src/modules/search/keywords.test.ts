import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Keyword } from '@eventos/domain';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const normalize = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

async function keywords(query: string): Promise<Keyword[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/search/keywords${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Keyword[] }).data;
}

describe('GET /api/v1/search/keywords', () => {
  it('without q returns the top entries by priority, then description', async () => {
    const data = await keywords('');
    expect(data.length).toBeGreaterThan(100);
    expect(data.length).toBeLessThanOrEqual(1000);
    for (let i = 1; i < data.length; i++) {
      expect((data[i - 1] as Keyword).priority).toBeGreaterThanOrEqual((data[i] as Keyword).priority);
    }
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(
      ['custom1', 'custom2', 'description', 'entry_type', 'id', 'priority', 'reference_id', 'reference_key'],
    );
  });

  it('honours limit (max 5000)', async () => {
    expect(await keywords('?limit=5')).toHaveLength(5);
    const all = await keywords('?limit=5000');
    expect(all.length).toBeGreaterThan(1000);
  });

  it('ignores accents and case: "ancash" and "ÁNCASH" find Áncash', async () => {
    for (const q of ['ancash', 'ÁNCASH', 'Ancash']) {
      const data = await keywords(`?q=${encodeURIComponent(q)}`);
      expect(data.some((k) => k.description.includes('Áncash')), q).toBe(true);
    }
  });

  it('matches prefixes: "arequ" finds Arequipa', async () => {
    const data = await keywords('?q=arequ');
    expect(data.length).toBeGreaterThan(0);
    expect(data.some((k) => normalize(k.description).startsWith('arequipa'))).toBe(true);
  });

  it('ranks by priority, then by match quality', async () => {
    const data = await keywords('?q=lima');
    expect(data.length).toBeGreaterThan(0);
    for (let i = 1; i < data.length; i++) {
      expect((data[i - 1] as Keyword).priority).toBeGreaterThanOrEqual((data[i] as Keyword).priority);
    }
  });

  it('treats LIKE wildcards and quotes literally', async () => {
    expect(await keywords(`?q=${encodeURIComponent('%%%')}`)).toEqual([]);
    expect(await keywords(`?q=${encodeURIComponent("'; drop table keywords; --")}`)).toBeInstanceOf(Array);
    expect((await keywords('')).length).toBeGreaterThan(0);
  });

  it('rejects a bad limit with 400 and the error shape', async () => {
    for (const limit of ['abc', '0', '5001', '2.5']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/search/keywords?limit=${limit}` });
      expect(res.statusCode, limit).toBe(400);
      const body = res.json();
      expect(body.error).toMatch(/límite/i);
      expect(body.errors.limit[0]).toBe(body.error);
    }
  });

  it('rejects a 5,000-character q with 400, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/search/keywords?q=${'a'.repeat(5000)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.q).toHaveLength(1);
  });
});
