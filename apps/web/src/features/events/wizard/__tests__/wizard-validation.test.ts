import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATE_INCOMPLETE, EMPTY_DRAFT, draftFromEvent, draftToBody, newDraftService } from '../event-draft';
import type { EventDraft } from '../event-draft';
import { canEnterStep, firstInvalidStep, validateStep } from '../wizard-validation';
import type { UserEvent } from '../../types';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-06T03:00:00Z')); // 5 March 2026 in Lima
});
afterEach(() => vi.useRealTimers());

const complete: EventDraft = {
  event_type_id: 3,
  services: [{ ...newDraftService(7), guests: '120', budget_min: '8000.00', budget_max: '15000' }],
  department_id: '15',
  province_id: '1501',
  district_id: '150122',
  place: 'Casa de campo',
  date: '2026-03-06',
  description: 'Boda para 120 invitados en una casa de campo con catering criollo y música.',
};

describe('wizard steps', () => {
  it('uses the spec messages', () => {
    expect(validateStep(1, EMPTY_DRAFT)).toEqual({ event_type_id: 'Selecciona el tipo de evento' });
    expect(validateStep(2, EMPTY_DRAFT)).toEqual({ services: 'Selecciona al menos un servicio de la lista' });
    expect(validateStep(3, EMPTY_DRAFT)).toMatchObject({
      location: 'Selecciona el departamento, la provincia y el distrito',
      date: 'Selecciona la fecha del evento',
    });
    expect(validateStep(4, { ...complete, description: 'Boda' })).toEqual({
      description:
        'Escribe una descripción más larga (al menos 50 caracteres) para que los proveedores puedan cotizar mejor',
    });
  });

  it('accepts tomorrow (Lima) at the earliest', () => {
    expect(validateStep(3, { ...complete, date: '2026-03-05' })).toEqual({
      date: 'La fecha del evento debe ser a partir de mañana',
    });
    expect(validateStep(3, { ...complete, date: DATE_INCOMPLETE }).date).toBeTruthy();
    expect(validateStep(3, complete)).toEqual({});
  });

  it('checks each service answer', () => {
    const draft = {
      ...complete,
      services: [{ ...newDraftService(7), guests: '0', budget_min: '900', budget_max: '100' }],
    };
    expect(validateStep(2, draft)).toEqual({
      'services.0.guests': 'Ingresa un número de invitados entre 1 y 100000',
      'services.0.budget_max': 'El presupuesto máximo no puede ser menor que el mínimo',
    });
  });

  it('knows the first incomplete step', () => {
    expect(firstInvalidStep(EMPTY_DRAFT)).toBe(1);
    expect(firstInvalidStep({ ...complete, district_id: '' })).toBe(3);
    expect(firstInvalidStep(complete)).toBeNull();
    expect(canEnterStep(4, complete)).toBe(true);
    expect(canEnterStep(3, { ...complete, services: [] })).toBe(false);
  });
});

describe('draft ↔ body', () => {
  it('builds the API body', () => {
    expect(draftToBody(complete, 9)).toMatchObject({
      event_type_id: 3,
      department_id: 15,
      district_id: 150122,
      place: 'Casa de campo',
      provider_id: 9,
      services: [{ service_type_id: 7, guests: 120, hours: null, budget_min: '8000.00', notes: null }],
    });
  });

  it('loads an event for editing', () => {
    const event = {
      event_type_id: 3,
      department_id: 15,
      province_id: 1501,
      district_id: 150122,
      place: null,
      date: '2026-04-01',
      description: 'x',
      services: [{ service_type_id: 7, guests: 80, hours: null, budget_min: 1500, budget_max: null, notes: null }],
    } as unknown as UserEvent;
    expect(draftFromEvent(event)).toMatchObject({
      district_id: '150122',
      place: '',
      services: [{ guests: '80', hours: '', budget_min: '1500.00', budget_max: '', notes: '' }],
    });
  });
});
