import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENT_TYPE_GROUP_LABELS,
  EVENT_TYPE_GROUPS,
  SERVICE_GROUP_LABELS,
  SERVICE_GROUPS,
  type EventType,
  type Location,
  type ServiceType,
} from '@eventos/domain';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function getData<T>(url: string): Promise<T[]> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T[] }).data;
}

describe('GET /api/v1/locations', () => {
  it('returns all of Peru: 25 departments, 196 provinces, 1,891 districts with intact parents', async () => {
    const data = await getData<Location>('/api/v1/locations');
    const byType = (type: Location['type']) => data.filter((l) => l.type === type);
    expect(data).toHaveLength(2112);
    expect(byType('department')).toHaveLength(25);
    expect(byType('province')).toHaveLength(196);
    expect(byType('district')).toHaveLength(1891);
    const byId = new Map(data.map((l) => [l.id, l]));
    for (const province of byType('province')) expect(byId.get(province.parent_id ?? -1)?.type).toBe('department');
    for (const district of byType('district')) expect(byId.get(district.parent_id ?? -1)?.type).toBe('province');
    expect(data.find((l) => l.code === '020000')).toMatchObject({ name: 'Áncash', type: 'department', parent_id: null });
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(['code', 'id', 'name', 'parent_id', 'type']);
  });

  it('filters by type and by parent', async () => {
    expect(await getData<Location>('/api/v1/locations?type=department')).toHaveLength(25);
    const lima = (await getData<Location>('/api/v1/locations?type=department')).find((l) => l.name === 'Lima');
    const provinces = await getData<Location>(`/api/v1/locations?parent_id=${lima?.id}`);
    expect(provinces.length).toBeGreaterThan(5);
    expect(provinces.every((p) => p.parent_id === lima?.id && p.type === 'province')).toBe(true);
  });

  it('rejects a bad filter with the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/locations?type=planeta&parent_id=x' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(typeof body.error).toBe('string');
    expect(Object.keys(body.errors).sort()).toEqual(['parent_id', 'type']);
    // Beyond PostgreSQL's integer range: a validation error, not a 500 from the database.
    for (const id of ['2147483648', '1e20', '-1', '9'.repeat(400)]) {
      const big = await t.app.inject({ method: 'GET', url: `/api/v1/locations?parent_id=${id}` });
      expect(big.statusCode, id).toBe(400);
      expect(big.json().errors.parent_id).toEqual(['El identificador debe ser un número entero positivo']);
    }
  });

  it('is cacheable: Cache-Control, ETag and 304 on If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/locations' });
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const second = await t.app.inject({ method: 'GET', url: '/api/v1/locations', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });
});

describe('GET /api/v1/service-types', () => {
  it('returns at least 40 types in the 9 groups with Spanish group names, in group order', async () => {
    const data = await getData<ServiceType>('/api/v1/service-types');
    expect(data.length).toBeGreaterThanOrEqual(40);
    expect(new Set(data.map((s) => s.group))).toEqual(new Set(SERVICE_GROUPS));
    for (const s of data) expect(s.group_name).toBe(SERVICE_GROUP_LABELS[s.group]);
    const groupsInOrder = [...new Set(data.map((s) => s.group))];
    expect(groupsInOrder).toEqual([...SERVICE_GROUPS]);
    for (const name of ['DJ', 'Catering']) expect(data.some((s) => s.type_name.includes(name))).toBe(true);
  });
});

describe('GET /api/v1/event-types', () => {
  it('returns the 4 groups with Spanish labels', async () => {
    const data = await getData<EventType>('/api/v1/event-types');
    expect(new Set(data.map((e) => e.group))).toEqual(new Set(EVENT_TYPE_GROUPS));
    for (const e of data) expect(e.group_name).toBe(EVENT_TYPE_GROUP_LABELS[e.group]);
    expect(data.some((e) => e.type_name === 'Boda')).toBe(true);
  });

  it('popular: the top 8', async () => {
    const data = await getData<EventType>('/api/v1/event-types/popular');
    expect(data).toHaveLength(8);
    const all = await getData<EventType>('/api/v1/event-types');
    for (const e of data) expect(all.map((x) => x.id)).toContain(e.id);
  });
});
