import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { LANDING_ALL_CATEGORIES, departmentSlug, landingPath } from '@eventos/domain';
import { useKeptClasses } from '../../styling/kept-sx';
import { BrandLogo } from './brand-logo';
import { ComplaintsBookLink } from '../../features/legal';

const ConsentSettingsLink = lazy(() => import('../../features/consent').then((m) => ({ default: m.ConsentSettingsLink })));

/** Landing pages of the departments with most events (crawlable links on every page). */
const FOOTER_DEPARTMENTS = ['Lima', 'Arequipa', 'Cusco', 'La Libertad', 'Piura'];

const COLUMNS = [
  {
    title: 'Explora',
    links: [
      { to: '/proveedores', label: 'Proveedores' },
      { to: '/eventos/crear', label: 'Publica tu evento' },
      { to: '/blog', label: 'Blog' },
      { to: '/preguntas-frecuentes', label: 'Preguntas frecuentes' },
    ],
  },
  {
    title: 'Proveedores por ciudad',
    links: FOOTER_DEPARTMENTS.map((name) => ({
      to: landingPath(LANDING_ALL_CATEGORIES, departmentSlug(name)),
      label: `Proveedores en ${name}`,
    })),
  },
  {
    title: 'Para proveedores',
    links: [
      { to: '/soy-un-proveedor', label: 'Soy un proveedor' },
      { to: '/proveedores/afiliacion', label: 'Afilia tu negocio' },
      { to: '/sitioweb', label: 'Tu sitio web' },
    ],
  },
  {
    title: 'Eventos Perú',
    links: [
      { to: '/sobre-nosotros', label: 'Sobre nosotros' },
      { to: '/terminos-y-condiciones', label: 'Términos y condiciones' },
      { to: '/politica-de-privacidad', label: 'Política de privacidad' },
    ],
  },
];

/**
 * Space under the footer's last line on phones and tablets, where the floating WhatsApp button
 * (56 px, 16 px from the bottom, plus the home-indicator inset) would otherwise cover it.
 */
const FOOTER_BOTTOM_SPACE = { xs: 'calc(96px + env(safe-area-inset-bottom, 0px))', md: 7 } as const;

/**
 * The footer's elements and styles (each the `sx` it had as a `Box` or `Typography`: the same CSS), kept
 * once per process for plain elements (docs/decisions/365): ≈ 30 elements and their components fewer on
 * every page.
 */
const STYLES = {
  footer: { bgcolor: '#1F1A1D', color: '#fff', mt: 'auto' },
  container: { width: '100%', maxWidth: 1200, mx: 'auto', pt: { xs: 5, md: 7 }, pb: FOOTER_BOTTOM_SPACE, px: { xs: 2.5, sm: 3 } },
  grid: {
    display: 'grid',
    gap: { xs: 4, md: 6 },
    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr repeat(4, 1fr)' },
  },
  about: {},
  // Typography's body1 (its margin and the theme's body1) and the text's own style.
  blurb: { m: 0, typography: 'body1', mt: 2, color: 'rgba(255, 255, 255, 0.78)', maxWidth: 320, fontSize: '0.95rem' },
  column: {},
  title: {
    m: 0,
    typography: 'body1',
    fontWeight: 700,
    fontSize: '0.8rem',
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    mb: 1.5,
    color: '#F7C948',
  },
  links: { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 },
  link: {
    color: 'rgba(255, 255, 255, 0.82)',
    textDecoration: 'none',
    '&:hover': { color: '#fff', textDecoration: 'underline' },
  },
  bottom: {
    mt: { xs: 4, md: 6 },
    pt: 3,
    borderTop: '1px solid rgba(255, 255, 255, 0.14)',
    display: 'flex',
    flexWrap: 'wrap',
    gap: 1,
    justifyContent: 'space-between',
    color: 'rgba(255, 255, 255, 0.72)',
    fontSize: '0.875rem',
  },
} as const;

/** Site footer (hidden on mobile for affiliation and create-event; see RootLayout). */
export function AppFooter() {
  const year = new Date().getFullYear();
  const c = useKeptClasses(STYLES);
  return (
    <footer className={c.footer}>
      <div className={c.container}>
        <div className={c.grid}>
          <div className={c.about}>
            <BrandLogo inverted />
            <p className={c.blurb}>
              El marketplace de proveedores para eventos en todo el Perú: locales, catering, música,
              fotografía, decoración y mucho más.
            </p>
          </div>
          {COLUMNS.map((column) => (
            <nav className={c.column} key={column.title} aria-label={column.title}>
              <h2 className={c.title}>{column.title}</h2>
              <ul className={c.links}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <RouterLink className={c.link} to={link.to}>
                      {link.label}
                    </RouterLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={c.bottom}>
          <span>© {year} Eventos Perú. Todos los derechos reservados.</span>
          <ComplaintsBookLink />
          <Suspense fallback={null}>
            <ConsentSettingsLink />
          </Suspense>
          <span>Hecho con cariño en el Perú</span>
        </div>
      </div>
    </footer>
  );
}
