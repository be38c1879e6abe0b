import { Link as RouterLink } from 'react-router';
import { useKeptClasses } from '../../styling/kept-sx';

/**
 * The logo's elements and styles (each the `sx` it had as a `Box`: same CSS, same classes), kept once
 * per process for plain elements (docs/decisions/365).
 */
const STYLES = {
  mark: { width: 32, height: 32, flexShrink: 0 },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 1,
    textDecoration: 'none',
    color: 'text.primary',
    fontWeight: 800,
    fontSize: '1.2rem',
    letterSpacing: '-0.02em',
    whiteSpace: 'nowrap',
    borderRadius: '4px',
  },
  linkInverted: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 1,
    textDecoration: 'none',
    color: '#fff',
    fontWeight: 800,
    fontSize: '1.2rem',
    letterSpacing: '-0.02em',
    whiteSpace: 'nowrap',
    borderRadius: '4px',
  },
  name: {},
  nameCompact: { '@media (max-width: 419.95px)': { display: 'none' } },
  country: { color: 'primary.main' },
  countryInverted: { color: '#F7C948' },
} as const;

/** The brand mark: a magenta tile with a gold sparkle (same drawing as the favicon). */
const MARK = (
  <>
    <rect width="64" height="64" rx="16" fill="#B0174B" />
    <path d="M32 11l5.6 15.4L53 32l-15.4 5.6L32 53l-5.6-15.4L11 32l15.4-5.6z" fill="#fff" />
    <circle cx="48" cy="16" r="5" fill="#E3A82B" />
  </>
);

/**
 * Header logo "Eventos Perú", links home. `compactOnPhones`: below 420 px only the mark shows (the
 * link keeps its name), so a signed-in header (messages, notices, account, menu) fits 360 px.
 */
export function BrandLogo({ inverted = false, compactOnPhones = false }: { inverted?: boolean; compactOnPhones?: boolean }) {
  const c = useKeptClasses(STYLES);
  return (
    <RouterLink to="/" className={inverted ? c.linkInverted : c.link} aria-label="Eventos Perú, ir al inicio">
      <svg className={c.mark} viewBox="0 0 64 64" aria-hidden="true">
        {MARK}
      </svg>
      <span className={compactOnPhones ? c.nameCompact : c.name}>
        Eventos <span className={inverted ? c.countryInverted : c.country}>Perú</span>
      </span>
    </RouterLink>
  );
}
