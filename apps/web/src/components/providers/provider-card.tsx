import { Link as RouterLink } from 'react-router';
import { Box } from '../ui/box';
import Chip from '@mui/material/Chip';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import type { ProviderCard as ProviderCardData } from '@eventos/domain';
import type { ResponsiveImageData } from '../images/image-sources';
import { ResponsiveImage } from '../images/responsive-image';
import { ResponseTimeBadge } from '../../features/conversations';
import { Stars } from '../ui/stars';

const MAX_SERVICES = 3;

/** What a card shows: a search result (`ProviderCardData`) is one; a site's provider maps to one. */
export type ProviderCardModel = Pick<
  ProviderCardData,
  'id' | 'slug' | 'company_name' | 'reviews_score' | 'reviews_number' | 'district' | 'province' | 'department' | 'services'
> & {
  plan?: ProviderCardData['plan'] | null;
  response_minutes?: ProviderCardData['response_minutes'];
  logo: ResponsiveImageData | null;
  cover: ResponsiveImageData | null;
};
const COVER_SIZES = '(max-width: 600px) 100vw, (max-width: 1200px) 50vw, 380px';

/** 'Miraflores, Lima': the most specific place and the department. */
export function providerPlace(card: Pick<ProviderCardModel, 'district' | 'province' | 'department'>): string {
  const first = card.district ?? card.province;
  return [first, card.department].filter((v, i, all) => v && all.indexOf(v) === i).join(', ');
}

export function reviewsLabel(score: number, count: number): string {
  if (count === 0) return 'Sin reseñas';
  return `${score.toFixed(1)} de 5 (${count} ${count === 1 ? 'reseña' : 'reseñas'})`;
}

// What MUI's small outlined Chip draws here (its rules for this theme, read from the critical CSS), as a
// plain label: a chip that does nothing costs ≈ 0.17 ms of a server render each, three or four per card
// (docs/decisions/296-site-renders-fewer-components.md); this style is computed once per process (Box).
const serviceLabelSx = {
  maxWidth: '100%',
  fontSize: '0.8125rem',
  fontWeight: 500,
  lineHeight: 1.5,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 24,
  color: 'text.primary',
  bgcolor: 'transparent',
  borderRadius: '16px',
  whiteSpace: 'nowrap',
  border: '1px solid #bdbdbd',
  p: 0,
  verticalAlign: 'middle',
  boxSizing: 'border-box',
} as const;
const serviceLabelTextSx = { overflow: 'hidden', textOverflow: 'ellipsis', px: '7px', whiteSpace: 'nowrap' } as const;

function ServiceLabel({ children, 'aria-label': ariaLabel }: { children: string; 'aria-label'?: string }) {
  return (
    <Box sx={serviceLabelSx} aria-label={ariaLabel}>
      <Box component="span" sx={serviceLabelTextSx}>
        {children}
      </Box>
    </Box>
  );
}

export interface ProviderCardProps {
  provider: ProviderCardModel;
  /** The cover's loading: 'lcp' for the page's first card, 'eager' for the others above the fold. */
  coverLoading?: 'lazy' | 'eager' | 'lcp';
  /** The name's heading level: 'h2' where the grid follows the page's h1 (search, landings). */
  headingComponent?: 'h2' | 'h3';
}

/**
 * The app's one provider card (search results, landing pages, the home's provider rows, a site's
 * similar providers): cover, logo, name, place, rating and services; a real link to /{slug}.
 */
export function ProviderCard({ provider, coverLoading = 'lazy', headingComponent = 'h3' }: ProviderCardProps) {
  const place = providerPlace(provider);
  const extra = provider.services.length - MAX_SERVICES;
  return (
    <Box
      component="article"
      sx={{
        height: '100%',
        borderRadius: '16px',
        overflow: 'hidden',
        border: '1px solid rgba(31, 26, 29, 0.10)',
        bgcolor: 'background.paper',
        transition: 'box-shadow 160ms, transform 160ms',
        '&:hover': { boxShadow: '0 10px 28px rgba(31, 26, 29, 0.10)', transform: 'translateY(-2px)' },
        '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component={RouterLink}
        to={`/${provider.slug}`}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%', color: 'inherit', textDecoration: 'none', outline: 'none' }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '16 / 10', overflow: 'hidden', bgcolor: 'rgba(176, 23, 75, 0.08)' }}>
          {provider.cover ? (
            <ResponsiveImage image={provider.cover} alt="" sizes={COVER_SIZES} loading={coverLoading} />
          ) : (
            <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', color: 'primary.light' }}>
              <StorefrontOutlinedIcon aria-hidden="true" sx={{ fontSize: 48 }} />
            </Box>
          )}
          {provider.plan === 'business' ? (
            <Chip label="Business" size="small" color="warning" sx={{ position: 'absolute', top: 10, right: 10, fontWeight: 700 }} />
          ) : null}
        </Box>
        <Box sx={{ p: 2, pt: 1.5, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Box
              sx={{
                width: 48,
                height: 48,
                flexShrink: 0,
                borderRadius: '50%',
                overflow: 'hidden',
                bgcolor: 'background.paper',
                border: '1px solid rgba(31, 26, 29, 0.12)',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                color: 'primary.main',
              }}
            >
              {provider.logo ? (
                <ResponsiveImage image={provider.logo} alt="" sizes="48px" preferred="thumbnail" />
              ) : (
                <span aria-hidden="true">{provider.company_name.charAt(0).toUpperCase()}</span>
              )}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Box component={headingComponent} sx={{ m: 0, typography: 'subtitle1', fontWeight: 700, lineHeight: 1.3 }}>
                {provider.company_name}
              </Box>
              {place ? (
                <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.25 }}>
                  <PlaceOutlinedIcon aria-hidden="true" sx={{ fontSize: 16 }} />
                  {place}
                </Box>
              ) : null}
            </Box>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Stars value={provider.reviews_score} decorative />
            <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
              {reviewsLabel(provider.reviews_score, provider.reviews_number)}
            </Box>
          </Box>
          <ResponseTimeBadge minutes={provider.response_minutes} sx={{ alignSelf: 'flex-start' }} />
          {provider.services.length > 0 ? (
            <Box component="ul" aria-label="Servicios" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0, mt: 'auto' }}>
              {provider.services.slice(0, MAX_SERVICES).map((name) => (
                <li key={name}>
                  <ServiceLabel>{name}</ServiceLabel>
                </li>
              ))}
              {extra > 0 ? (
                <li>
                  <ServiceLabel aria-label={`${extra} servicios más`}>{`+${extra}`}</ServiceLabel>
                </li>
              ) : null}
            </Box>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}

/** The list of provider cards (search results, landing pages): as many 280 px columns as fit. */
export const providerCardGridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))',
} as const;
