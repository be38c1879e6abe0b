import { describe, expect, it } from 'vitest';
import { SERVICE_GROUPS } from '../enums';
import {
  LANDING_ALL_CATEGORIES,
  departmentSlug,
  landingDescription,
  landingHeading,
  landingIntro,
  landingPageSuffix,
  landingPath,
  serviceGroupSlug,
} from './landings';

describe('landing pages', () => {
  it('group slugs are the Spanish names, unique, and never "todos"', () => {
    const slugs = SERVICE_GROUPS.map(serviceGroupSlug);
    expect(slugs.slice(0, 3)).toEqual(['locales', 'alimentacion', 'audiovisuales']);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).not.toContain(LANDING_ALL_CATEGORIES);
    expect(departmentSlug('San Martín')).toBe('san-martin');
    expect(departmentSlug('Áncash')).toBe('ancash');
  });

  it('paths are always two segments under /proveedores, with ?page past the first', () => {
    expect(landingPath('dj', 'arequipa')).toBe('/proveedores/dj/arequipa');
    expect(landingPath('dj', 'arequipa', 1)).toBe('/proveedores/dj/arequipa');
    expect(landingPath('todos', 'cusco', 3)).toBe('/proveedores/todos/cusco?page=3');
  });

  it('headings, descriptions and intros in Spanish', () => {
    const foto = { category: { kind: 'service' as const, name: 'Fotografía y video' }, department: 'Arequipa' };
    expect(landingHeading(foto)).toBe('Fotografía y video en Arequipa');
    expect(landingHeading({ category: { kind: 'group', name: 'Locales' }, department: null })).toBe('Locales para eventos en todo el Perú');
    expect(landingHeading({ category: null, department: 'Cusco' })).toBe('Proveedores para eventos en Cusco');
    expect(landingDescription(foto, 1)).toBe(
      'Compara 1 proveedor de fotografía y video en Arequipa: fotos, reseñas y contacto. Pide tu cotización sin costo en Eventos Perú.',
    );
    expect(landingDescription({ ...foto, department: 'Lima' }, 1250)).toContain('Compara 1,250 proveedores de fotografía y video en Lima');
    expect(landingIntro(foto, 0)).toBe(
      'Aún no hay proveedores de fotografía y video en Arequipa publicados en Eventos Perú. Mira los enlaces de abajo para encontrar proveedores cerca.',
    );
    expect(landingIntro({ category: { kind: 'service', name: 'DJ' }, department: null }, 3)).toContain('3 proveedores de DJ en todo el Perú');
    expect(landingPageSuffix(1, 4)).toBe('');
    expect(landingPageSuffix(2, 4)).toBe(' — Página 2 de 4');
  });
});
