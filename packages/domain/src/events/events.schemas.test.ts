import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import {
  EVENT_INVITATIONS_MAX,
  EventInvitationSchema,
  EventSearchQuerySchema,
  UpdateUserEventSchema,
  UserEventSchema,
  UserEventStatusUpdateSchema,
} from './events.schemas';

const msg = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
const event = {
  event_type_id: 1,
  description: 'Boda para 150 invitados en jardín, con cena de tres tiempos y DJ.',
  department_id: 15,
  province_id: 1501,
  district_id: 150122,
  place: 'Casa hacienda',
  date: '2026-03-06',
  services: [
    {
      service_type_id: 3,
      guests: 150,
      hours: 6,
      budget_min: '5000',
      budget_max: 8000.5,
      notes: 'Menú criollo',
    },
  ],
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-06T03:00:00Z')); // 5 March, 22:00 in Lima
});
afterEach(() => vi.useRealTimers());

describe('UserEventSchema', () => {
  it('accepts a complete event (tomorrow in Lima)', () => {
    const parsed = UserEventSchema.parse(event);
    expect(parsed.date).toBe('2026-03-06');
    expect(parsed.services[0]?.budget_min).toBe(5000);
  });

  it('rejects today and past dates, and dates too far ahead', () => {
    expect(msg(UserEventSchema.safeParse({ ...event, date: '2026-03-05' }))).toBe(
      'La fecha del evento debe ser a partir de mañana',
    );
    expect(msg(UserEventSchema.safeParse({ ...event, date: '2020-01-01' }))).toBe(
      'La fecha del evento debe ser a partir de mañana',
    );
    expect(msg(UserEventSchema.safeParse({ ...event, date: '2029-03-06' }))).toBe(
      'La fecha del evento debe estar dentro de los próximos 3 años',
    );
    expect(msg(UserEventSchema.safeParse({ ...event, date: '' }))).toBe('Selecciona la fecha del evento');
    expect(msg(UserEventSchema.safeParse({ ...event, date: undefined }))).toBe(
      'Selecciona la fecha del evento',
    );
    expect(msg(UserEventSchema.safeParse({ ...event, date: '2026-02-30' }))).toBe(
      'Ingresa una fecha válida (AAAA-MM-DD)',
    );
  });

  it('asks for a longer description (exact limit 50)', () => {
    const short = 'Quiero una fiesta.';
    expect(msg(UserEventSchema.safeParse({ ...event, description: short }))).toBe(
      'Escribe una descripción más larga (al menos 50 caracteres) para que los proveedores puedan cotizar mejor',
    );
    expect(UserEventSchema.safeParse({ ...event, description: 'ñ'.repeat(50) }).success).toBe(true);
    expect(UserEventSchema.safeParse({ ...event, description: 'n\u0303'.repeat(49) }).success).toBe(false);
    expect(msg(UserEventSchema.safeParse({ ...event, description: '' }))).toBe('Describe tu evento');
    expect(msg(UserEventSchema.safeParse({ ...event, description: 'a'.repeat(1001) }))).toBe(
      'La descripción no puede tener más de 1000 caracteres',
    );
  });

  it('requires type, location and services', () => {
    expect(msg(UserEventSchema.safeParse({ ...event, event_type_id: undefined }))).toBe(
      'Selecciona el tipo de evento',
    );
    expect(msg(UserEventSchema.safeParse({ ...event, district_id: '' }))).toBe(
      'Selecciona el departamento, la provincia y el distrito',
    );
    expect(msg(UserEventSchema.safeParse({ ...event, services: [] }))).toBe(
      'Selecciona al menos un servicio de la lista',
    );
    expect(msg(UserEventSchema.safeParse({ ...event, services: undefined }))).toBe(
      'Selecciona al menos un servicio de la lista',
    );
  });

  it('checks each service', () => {
    const service = event.services[0]!;
    const withService = (s: object) => ({ ...event, services: [{ ...service, ...s }] });
    expect(msg(UserEventSchema.safeParse(withService({ guests: 0 })))).toBe(
      'Ingresa un número de invitados entre 1 y 100000',
    );
    expect(msg(UserEventSchema.safeParse(withService({ hours: 73 })))).toBe(
      'Ingresa una duración entre 1 y 72 horas',
    );
    expect(msg(UserEventSchema.safeParse(withService({ budget_min: 9000, budget_max: 100 })))).toBe(
      'El presupuesto máximo no puede ser menor que el mínimo',
    );
    expect(msg(UserEventSchema.safeParse(withService({ budget_max: '123456.7' })))).toContain(
      'precio válido',
    );
    expect(
      UserEventSchema.safeParse(
        withService({ guests: null, hours: null, budget_min: null, budget_max: null }),
      ).success,
    ).toBe(true);
    expect(msg(UserEventSchema.safeParse({ ...event, services: [service, service] }))).toBe(
      'Cada servicio puede aparecer una sola vez',
    );
  });

  it('allows a direct request to one provider and edits without it', () => {
    expect(UserEventSchema.parse({ ...event, provider_id: 9 }).provider_id).toBe(9);
    expect(UpdateUserEventSchema.parse({ ...event, provider_id: 9 })).not.toHaveProperty('provider_id');
  });
});

describe('status and searcher query', () => {
  it('lets customers show or hide only', () => {
    expect(UserEventStatusUpdateSchema.parse({ status: 'hidden' })).toEqual({ status: 'hidden' });
    expect(msg(UserEventStatusUpdateSchema.safeParse({ status: 'expired' }))).toBe(
      'Solo puedes mostrar u ocultar tu evento',
    );
  });

  it('parses the searcher filters', () => {
    expect(EventSearchQuerySchema.parse({ event_type_id: '2', date_from: '2026-04-01', page: '2' })).toEqual({
      event_type_id: 2,
      date_from: '2026-04-01',
      page: 2,
      size: 10,
    });
    expect(EventSearchQuerySchema.safeParse({ date_to: '01/04/2026' }).success).toBe(false);
  });
});

describe('event invitations', () => {
  it('needs the provider id', () => {
    expect(EventInvitationSchema.parse({ provider_id: '7' })).toEqual({ provider_id: 7 });
    for (const provider_id of [undefined, '', 0, -3, 'abc', 1.5]) {
      expect(msg(EventInvitationSchema.safeParse({ provider_id }))).toBe(
        'Selecciona el proveedor al que quieres pedir una cotización',
      );
    }
    expect(EVENT_INVITATIONS_MAX).toBe(20);
  });
});
