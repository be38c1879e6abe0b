import { describe, it, expect } from 'vitest';
import * as e from './enums';

describe('enums and Spanish labels', () => {
  it('labels quotation statuses as issue 2 says', () => {
    expect(e.QUOTATION_STATUS_LABELS).toEqual({
      delivered: 'Enviada',
      opened: 'Leída',
      liked: 'En evaluación',
      accepted: 'Aceptada',
      discarded: 'Descartada',
      upgraded: 'Actualizada',
      archived: 'Archivada',
    });
  });

  it('labels service groups with icons and order', () => {
    expect(e.SERVICE_GROUPS).toHaveLength(9);
    expect(e.SERVICE_GROUP_LABELS.feeding).toBe('Alimentación');
    expect(e.SERVICE_GROUP_LABELS.coming_soon).toBe('Próximamente');
    expect(e.SERVICE_GROUP_ICONS.locals).toBe('Apartment');
    expect(e.SERVICE_GROUP_ICONS.structures).toBe('Architecture');
    const orders = e.SERVICE_GROUPS.map((g) => e.SERVICE_GROUP_ORDER[g]);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('labels the other enums', () => {
    expect(e.EVENT_TYPE_GROUP_LABELS).toEqual({
      social: 'Sociales',
      corporate: 'Corporativos',
      marketing: 'Marketing',
      political: 'Políticos',
    });
    expect(e.EVENT_TYPE_GROUPS.map((g) => e.EVENT_TYPE_GROUP_ORDER[g])).toEqual([1, 2, 3, 4]);
    expect(e.USER_EVENT_STATUS_LABELS).toEqual({
      visible: 'Visible',
      hidden: 'No visible',
      expired: 'Expirado',
    });
    expect(e.GENDER_LABELS.prefer_not_to_say).toBe('Prefiero no decirlo');
    expect(e.RATING_CRITERIA.map((c) => e.RATING_CRITERIA_LABELS[c])).toEqual([
      'Precio',
      'Experiencia',
      'Calidad',
      'Puntualidad',
      'Amabilidad',
      'Asesoría',
    ]);
    expect(e.RATING_SCALE.map((v) => e.RATING_SCALE_LABELS[v])).toEqual([
      'Muy bueno',
      'Bueno',
      'Regular',
      'Malo',
      'Muy malo',
    ]);
    expect(e.PLAN_LABELS).toEqual({ basic: 'Básico', business: 'Business' });
    expect(e.BUSINESS_FEATURES).toHaveLength(6);
    expect(e.LOCATION_TYPE_LABELS.department).toBe('Departamento');
    expect(e.CURRENCY_SYMBOLS).toEqual({ PEN: 'S/', USD: '$' });
    expect(e.MEDIA_TYPES).toEqual(['photo', 'video']);
    expect(e.MEDIA_VISIBILITY).toEqual(['public', 'private']);
  });

  it('has a label for every value', () => {
    const pairs: [readonly string[], Record<string, string>][] = [
      [e.SERVICE_GROUPS, e.SERVICE_GROUP_LABELS],
      [e.QUOTATION_STATUSES, e.QUOTATION_STATUS_LABELS],
      [e.QUOTATION_STATUSES, e.QUOTATION_STATUS_EMPTY_MESSAGES],
      [e.USER_EVENT_STATUSES, e.USER_EVENT_STATUS_LABELS],
      [e.GENDERS, e.GENDER_LABELS],
      [e.BUSINESS_FEATURES, e.BUSINESS_FEATURE_LABELS],
      [e.MEDIA_TYPES, e.MEDIA_TYPE_LABELS],
      [e.CURRENCIES, e.CURRENCY_LABELS],
    ];
    for (const [values, labels] of pairs) {
      expect(Object.keys(labels).sort()).toEqual([...values].sort());
      for (const v of values) expect(labels[v]?.trim()).toBeTruthy();
    }
  });

  it('guards values and plan features', () => {
    expect(e.isOneOf(e.QUOTATION_STATUSES, 'opened')).toBe(true);
    expect(e.isOneOf(e.QUOTATION_STATUSES, 'Opened')).toBe(false);
    expect(e.isOneOf(e.QUOTATION_STATUSES, 3)).toBe(false);
    expect(e.planHasFeature('business', 'gallery')).toBe(true);
    expect(e.planHasFeature('basic', 'quotations')).toBe(false);
  });
});

describe('QUOTATION_STATUS_EMPTY_MESSAGES (issue 11)', () => {
  it('are sentences that read well, not a label in quotes', () => {
    for (const message of Object.values(e.QUOTATION_STATUS_EMPTY_MESSAGES)) {
      expect(message).toMatch(/^No tienes cotizaciones [a-záéíóúñ ]+$/);
    }
    expect(e.QUOTATION_STATUS_EMPTY_MESSAGES.accepted).toBe('No tienes cotizaciones aceptadas');
  });
});
