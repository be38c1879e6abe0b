import { describe, expect, it } from 'vitest';
import { activeNavLink } from '../nav-links';

describe('activeNavLink', () => {
  it('highlights «Soy un proveedor» on the affiliation pages, not «Proveedores» (issue 11)', () => {
    expect(activeNavLink('/proveedores/afiliacion')).toBe('/soy-un-proveedor');
    expect(activeNavLink('/afiliacion')).toBe('/soy-un-proveedor');
    expect(activeNavLink('/soy-un-proveedor')).toBe('/soy-un-proveedor');
  });
  it('keeps the other sections', () => {
    expect(activeNavLink('/proveedores')).toBe('/proveedores');
    expect(activeNavLink('/buscar')).toBe('/proveedores');
    expect(activeNavLink('/eventos/lista')).toBe('/eventos');
    expect(activeNavLink('/blog/una-boda')).toBe('/blog');
    expect(activeNavLink('/')).toBeNull();
    expect(activeNavLink('/proveedoresx')).toBeNull();
  });
});
