import { describe, expect, it } from 'vitest';
import { beyondReachableMessage, isBeyondReachable, reachablePages, searchTotalLabel } from './search-results';

describe('search results labels', () => {
  it('tells exact totals with thousands separators and "más de" above the exact limit', () => {
    expect(searchTotalLabel(1, false, ['proveedor', 'proveedores'])).toBe('1 proveedor');
    expect(searchTotalLabel(1234, false, ['proveedor', 'proveedores'])).toBe('1,234 proveedores');
    expect(searchTotalLabel(10000, true, ['proveedor', 'proveedores'])).toBe('Más de 10,000 proveedores');
  });

  it('lets the first 1,000 results be paged and says how to narrow beyond', () => {
    expect(reachablePages(25_000, 20)).toBe(50);
    expect(reachablePages(35, 20)).toBe(2);
    expect(reachablePages(0, 20)).toBe(1);
    expect(isBeyondReachable(25_000, 50, 20)).toBe(true);
    expect(isBeyondReachable(25_000, 49, 20)).toBe(false);
    expect(isBeyondReachable(1_000, 50, 20)).toBe(false);
    expect(beyondReachableMessage()).toBe(
      'Solo se pueden ver los primeros 1,000 resultados. Para encontrar otros, afina tu búsqueda: elige una categoría, un servicio o un lugar, o agrega una palabra.',
    );
  });
});
