import { describe, expect, it } from 'vitest';
import { providerCrumbs } from '../provider-breadcrumbs';

const service = (type_name: string, slug: string, group: string) => ({ id: 1, type_name, slug, group, group_name: '' });

describe('providerCrumbs', () => {
  it('links the first service in the provider department to its landing', () => {
    expect(
      providerCrumbs({
        slug: 'foto-misti',
        company_name: 'Foto Misti',
        department: 'Arequipa',
        servicesTypes: [service('Seguros para eventos', 'seguros-para-eventos', 'coming_soon'), service('Fotografía y video', 'fotografia-y-video', 'audiovisual')],
      }),
    ).toEqual([
      { name: 'Inicio', path: '/' },
      { name: 'Proveedores', path: '/proveedores' },
      { name: 'Fotografía y video en Arequipa', path: '/proveedores/fotografia-y-video/arequipa' },
      { name: 'Foto Misti', path: '/foto-misti' },
    ]);
  });

  it('falls back to every category in the department, or the service in all of Peru', () => {
    expect(providerCrumbs({ slug: 'x', company_name: 'X', department: 'San Martín', servicesTypes: [] })[2]).toEqual({
      name: 'Proveedores para eventos en San Martín',
      path: '/proveedores/todos/san-martin',
    });
    expect(providerCrumbs({ slug: 'x', company_name: 'X', department: null, servicesTypes: [service('DJ', 'dj', 'audiovisual')] })[2]).toEqual({
      name: 'DJ en todo el Perú',
      path: '/proveedores/dj/todo-el-peru',
    });
    expect(providerCrumbs({ slug: 'x', company_name: 'X', department: null, servicesTypes: [] })).toHaveLength(3);
  });
});
