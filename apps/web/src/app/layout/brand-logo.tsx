import { Link as RouterLink } from 'react-router';
import { Box } from '../../components/ui/box';

/** Brand mark: a magenta tile with a gold sparkle (same drawing as the favicon). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      sx={{ width: size, height: size, flexShrink: 0 }}
      aria-hidden="true"
    >
      <rect width="64" height="64" rx="16" fill="#B0174B" />
      <path d="M32 11l5.6 15.4L53 32l-15.4 5.6L32 53l-5.6-15.4L11 32l15.4-5.6z" fill="#fff" />
      <circle cx="48" cy="16" r="5" fill="#E3A82B" />
    </Box>
  );
}

/**
 * Header logo "Eventos Perú", links home. `compactOnPhones`: below 420 px only the mark shows (the
 * link keeps its name), so a signed-in header (messages, notices, account, menu) fits 360 px.
 */
export function BrandLogo({ inverted = false, compactOnPhones = false }: { inverted?: boolean; compactOnPhones?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Eventos Perú, ir al inicio"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        textDecoration: 'none',
        color: inverted ? '#fff' : 'text.primary',
        fontWeight: 800,
        fontSize: '1.2rem',
        letterSpacing: '-0.02em',
        whiteSpace: 'nowrap',
        borderRadius: '4px',
      }}
    >
      <BrandMark />
      <Box component="span" sx={compactOnPhones ? { '@media (max-width: 419.95px)': { display: 'none' } } : undefined}>
        Eventos{' '}
        <Box component="span" sx={{ color: inverted ? '#F7C948' : 'primary.main' }}>
          Perú
        </Box>
      </Box>
    </Box>
  );
}
