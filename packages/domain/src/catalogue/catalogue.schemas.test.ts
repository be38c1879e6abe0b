import { describe, it, expect } from 'vitest';
import { EventTypeSchema, KeywordSchema, LocationSchema, ServiceTypeSchema } from './catalogue.schemas';

describe('catalogue schemas', () => {
  it('accept the contract shapes', () => {
    expect(
      LocationSchema.parse({ id: 1, code: '150101', name: 'Lima', type: 'district', parent_id: 2 }).type,
    ).toBe('district');
    expect(
      LocationSchema.parse({ id: 2, code: '15', name: 'Lima', type: 'department', parent_id: null })
        .parent_id,
    ).toBeNull();
    expect(
      ServiceTypeSchema.parse({
        id: 1,
        type_name: 'Catering',
        slug: 'catering',
        group: 'feeding',
        group_name: 'Alimentación',
        sort_order: 1,
      }),
    ).toBeTruthy();
    expect(
      EventTypeSchema.parse({
        id: 1,
        type_name: 'Boda',
        slug: 'boda',
        group_name: 'Sociales',
        group: 'social',
        group_order: 1,
      }),
    ).toBeTruthy();
    expect(
      KeywordSchema.parse({
        id: 1,
        description: 'boda',
        entry_type: 'query',
        priority: 7,
        custom1: null,
        custom2: null,
        reference_id: null,
        reference_key: null,
      }),
    ).toBeTruthy();
  });

  it('reject unknown enum values', () => {
    expect(
      LocationSchema.safeParse({ id: 1, code: '1', name: 'X', type: 'region', parent_id: null }).success,
    ).toBe(false);
    expect(
      ServiceTypeSchema.safeParse({
        id: 1,
        type_name: 'X',
        slug: 'x',
        group: 'food',
        group_name: 'X',
        sort_order: 1,
      }).success,
    ).toBe(false);
  });
});
