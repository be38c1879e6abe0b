/** Main navigation of the header and the mobile drawer (SPEC §2 app shell). */
export const NAV_LINKS = [
  { to: '/proveedores', label: 'Proveedores' },
  { to: '/eventos', label: 'Eventos' },
  { to: '/blog', label: 'Blog' },
  { to: '/soy-un-proveedor', label: 'Soy un proveedor' },
] as const;

export interface AccountLink {
  to: string;
  label: string;
}

/** Links of the account menu, by role (SPEC §6). */
export function getAccountLinks(providerSlug: string | null, isAdmin = false): AccountLink[] {
  const links: AccountLink[] = [{ to: '/micuenta', label: 'Mi cuenta' }];
  if (providerSlug) {
    links.push(
      { to: `/${providerSlug}`, label: 'Mi sitio web' },
      { to: '/eventos/buscador', label: 'Buscador de eventos' },
      { to: '/cotizaciones', label: 'Cotizaciones' },
    );
  } else {
    links.push({ to: '/eventos/lista', label: 'Mis eventos' });
  }
  if (isAdmin) links.push({ to: '/admin/resenas', label: 'Moderar reseñas' });
  return links;
}
