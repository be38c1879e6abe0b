import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { UpdateAvatarSchema, UpdateUserSchema, UserSchema } from './users.schemas';

const first = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) => r.error?.issues[0];

describe('UpdateUserSchema', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-06T03:00:00Z')); // 5 March 22:00 in Lima
  });
  afterEach(() => vi.useRealTimers());

  it('accepts names with accents, ñ, apostrophes and hyphens', () => {
    const parsed = UpdateUserSchema.parse({
      first_name: '  María José ',
      last_name: "Peña-O'Higgins",
      gender: 'female',
      birth_date: '1990-07-28',
    });
    expect(parsed).toEqual({
      first_name: 'María José',
      last_name: "Peña-O'Higgins",
      gender: 'female',
      birth_date: '1990-07-28',
    });
  });

  it('requires first and last names', () => {
    expect(first(UpdateUserSchema.safeParse({ first_name: '', last_name: 'Pérez' }))?.message).toBe(
      'Ingresa tu nombre',
    );
    expect(first(UpdateUserSchema.safeParse({ first_name: 'Ana' }))?.message).toBe('Ingresa tu apellido');
  });

  it('rejects digits, symbols and long names', () => {
    expect(first(UpdateUserSchema.safeParse({ first_name: 'Ana2', last_name: 'P' }))?.message).toBe(
      'Solo se permiten letras, espacios, apóstrofos y guiones',
    );
    expect(first(UpdateUserSchema.safeParse({ first_name: '-Ana', last_name: 'P' }))?.message).toContain(
      'Solo se permiten',
    );
    expect(UpdateUserSchema.safeParse({ first_name: 'a'.repeat(60), last_name: 'P' }).success).toBe(true);
    expect(first(UpdateUserSchema.safeParse({ first_name: 'a'.repeat(61), last_name: 'P' }))?.message).toBe(
      'No puede tener más de 60 caracteres',
    );
  });

  it('checks gender and birth date', () => {
    const base = { first_name: 'Ana', last_name: 'Pérez' };
    expect(
      UpdateUserSchema.safeParse({ ...base, gender: 'prefer_not_to_say', birth_date: null }).success,
    ).toBe(true);
    expect(first(UpdateUserSchema.safeParse({ ...base, gender: 'x' }))?.message).toBe(
      'Selecciona una opción válida',
    );
    expect(first(UpdateUserSchema.safeParse({ ...base, birth_date: '1990-02-30' }))?.message).toBe(
      'Ingresa una fecha de nacimiento válida (AAAA-MM-DD)',
    );
    expect(UpdateUserSchema.safeParse({ ...base, birth_date: '2026-03-05' }).success).toBe(true);
    expect(first(UpdateUserSchema.safeParse({ ...base, birth_date: '2026-03-06' }))?.message).toBe(
      'La fecha de nacimiento no puede ser futura',
    );
    expect(first(UpdateUserSchema.safeParse({ ...base, birth_date: '1899-12-31' }))?.message).toBe(
      'La fecha de nacimiento no puede ser anterior a 1900',
    );
  });
});

describe('UpdateAvatarSchema and UserSchema', () => {
  it('requires the preferred avatar', () => {
    expect(UpdateAvatarSchema.parse({ avatar_preferred: ' avatars/1.webp ' })).toEqual({
      avatar_preferred: 'avatars/1.webp',
    });
    expect(first(UpdateAvatarSchema.safeParse({ avatar_preferred: '' }))?.message).toBe(
      'Selecciona una foto de perfil',
    );
  });

  it('describes the current user', () => {
    const user = {
      id: 1,
      email: 'ana@correo.pe',
      first_name: 'Ana',
      last_name: 'Pérez',
      avatar: null,
      avatar_preferred: null,
      gender: null,
      birth_date: null,
      provider: { id: 3, slug: 'la-casona', company_name: 'La Casona', plan: 'business' },
    };
    expect(UserSchema.parse(user)).toEqual(user);
  });
});
