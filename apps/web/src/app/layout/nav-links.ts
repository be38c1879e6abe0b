/** Main navigation of the header and the mobile drawer (SPEC §2 app shell). */
export const NAV_LINKS = [
  { to: '/proveedores', label: 'Proveedores' },
  { to: '/eventos', label: 'Eventos' },
  { to: '/blog', label: 'Blog' },
  { to: '/soy-un-proveedor', label: 'Soy un proveedor' },
] as const;

/** Pages that belong to another menu entry than their path's first segment suggests. */
const SECTION_OF: ReadonlyArray<[RegExp, string]> = [
  // Joining as a provider is «Soy un proveedor», not the provider search (issue 11).
  [/^\/(?:proveedores\/)?afiliacion(?:\/|$)/, '/soy-un-proveedor'],
  [/^\/sitioweb(?:\/|$)/, '/soy-un-proveedor'],
  [/^\/buscar(?:\/|$)/, '/proveedores'],
];

/** The one main-menu entry to highlight on `pathname`, or null. */
export function activeNavLink(pathname: string): string | null {
  for (const [pattern, to] of SECTION_OF) if (pattern.test(pathname)) return to;
  const link = NAV_LINKS.find((l) => pathname === l.to || pathname.startsWith(`${l.to}/`));
  return link?.to ?? null;
}

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
