import { Link as RouterLink } from 'react-router';
import { Box } from '../../../components/ui/box';
import Typography from '@mui/material/Typography';
import type { LandingLink } from '@eventos/domain';

const pillSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.75,
  minHeight: 40,
  px: 1.75,
  py: 0.75,
  borderRadius: 999,
  border: '1px solid rgba(31, 26, 29, 0.16)',
  bgcolor: 'background.paper',
  color: 'text.primary',
  textDecoration: 'none',
  fontSize: '0.92rem',
  lineHeight: 1.3,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  transition: 'border-color 160ms, color 160ms',
  '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** A wrapping list of links to landing pages, each with its number of providers. */
export function LandingLinks({ links, showCount = true }: { links: readonly LandingLink[]; showCount?: boolean }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {links.map((link) => (
        <li key={link.path} style={{ maxWidth: '100%' }}>
          <Box component={RouterLink} to={link.path} sx={pillSx}>
            <span>{link.label}</span>
            {showCount ? (
              <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85rem', whiteSpace: 'nowrap', flexShrink: 0 }}>
                ({link.count.toLocaleString('es-PE')})
              </Box>
            ) : null}
          </Box>
        </li>
      ))}
    </Box>
  );
}

/** A titled group of landing links (a <nav>), or nothing when there are none. */
export function LandingLinksSection({ title, links }: { title: string; links: readonly LandingLink[] }) {
  if (links.length === 0) return null;
  return (
    <Box component="nav" aria-label={title} sx={{ mt: 4 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5, fontWeight: 700 }}>
        {title}
      </Typography>
      <LandingLinks links={links} />
    </Box>
  );
}
