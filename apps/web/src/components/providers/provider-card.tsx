import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import type { ProviderCard as ProviderCardData } from '@eventos/domain';
import type { ResponsiveImageData } from '../images/image-sources';
import { ResponsiveImage } from '../images/responsive-image';
import { ResponseTimeBadge } from '../../features/conversations';
import { Stars } from '../ui/stars';
import { PlainIcon } from '../ui/plain-icon';
import { ICON_PATHS } from '../ui/icon-paths';
import { useKeptClasses } from '../../styling/kept-sx';

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
// (docs/decisions/296-site-renders-fewer-components.md).
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

/**
 * The card's elements and their styles (the `sx` each had as a `Box`: same CSS, same classes), kept once
 * per process and given to plain elements by one hook per card (docs/decisions/365).
 */
const CARD = {
  article: {
    height: '100%',
    borderRadius: '16px',
    overflow: 'hidden',
    border: '1px solid rgba(31, 26, 29, 0.10)',
    bgcolor: 'background.paper',
    transition: 'box-shadow 160ms, transform 160ms',
    '&:hover': { boxShadow: '0 10px 28px rgba(31, 26, 29, 0.10)', transform: 'translateY(-2px)' },
    '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  },
  link: { display: 'flex', flexDirection: 'column', height: '100%', color: 'inherit', textDecoration: 'none', outline: 'none' },
  media: { position: 'relative', aspectRatio: '16 / 10', overflow: 'hidden', bgcolor: 'rgba(176, 23, 75, 0.08)' },
  noCover: { height: '100%', display: 'grid', placeItems: 'center', color: 'primary.light' },
  body: { p: 2, pt: 1.5, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 },
  identity: { display: 'flex', gap: 1.5, alignItems: 'center' },
  logo: {
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
  },
  names: { minWidth: 0 },
  name: { m: 0, typography: 'subtitle1', fontWeight: 700, lineHeight: 1.3 },
  place: { m: 0, typography: 'body2', color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.25 },
  rating: { display: 'flex', alignItems: 'center', gap: 0.75 },
  reviews: { m: 0, typography: 'body2', color: 'text.secondary' },
  services: { display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0, mt: 'auto' },
  serviceLabel: serviceLabelSx,
  serviceLabelText: serviceLabelTextSx,
} as const;
const PLACE_ICON_SX = { fontSize: 16 } as const;
const NO_COVER_ICON_SX = { fontSize: 48 } as const;
const RESPONSE_BADGE_SX = { alignSelf: 'flex-start' } as const;

function ServiceLabel({ children, 'aria-label': ariaLabel, classes }: { children: string; 'aria-label'?: string; classes: { serviceLabel: string; serviceLabelText: string } }) {
  return (
    <div className={classes.serviceLabel} aria-label={ariaLabel}>
      <span className={classes.serviceLabelText}>{children}</span>
    </div>
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
  const c = useKeptClasses(CARD);
  const place = providerPlace(provider);
  const extra = provider.services.length - MAX_SERVICES;
  const Heading = headingComponent;
  return (
    <article className={c.article}>
      <RouterLink to={`/${provider.slug}`} className={c.link}>
        <div className={c.media}>
          {provider.cover ? (
            <ResponsiveImage image={provider.cover} alt="" sizes={COVER_SIZES} loading={coverLoading} />
          ) : (
            <div className={c.noCover}>
              <PlainIcon d={ICON_PATHS.storefrontOutlined} sx={NO_COVER_ICON_SX} />
            </div>
          )}
          {provider.plan === 'business' ? (
            <Chip label="Business" size="small" color="warning" sx={{ position: 'absolute', top: 10, right: 10, fontWeight: 700 }} />
          ) : null}
        </div>
        <div className={c.body}>
          <div className={c.identity}>
            <div className={c.logo}>
              {provider.logo ? (
                <ResponsiveImage image={provider.logo} alt="" sizes="48px" preferred="thumbnail" />
              ) : (
                <span aria-hidden="true">{provider.company_name.charAt(0).toUpperCase()}</span>
              )}
            </div>
            <div className={c.names}>
              <Heading className={c.name}>{provider.company_name}</Heading>
              {place ? (
                <p className={c.place}>
                  <PlainIcon d={ICON_PATHS.placeOutlined} sx={PLACE_ICON_SX} />
                  {place}
                </p>
              ) : null}
            </div>
          </div>
          <div className={c.rating}>
            <Stars value={provider.reviews_score} decorative />
            <p className={c.reviews}>{reviewsLabel(provider.reviews_score, provider.reviews_number)}</p>
          </div>
          <ResponseTimeBadge minutes={provider.response_minutes} sx={RESPONSE_BADGE_SX} />
          {provider.services.length > 0 ? (
            <ul className={c.services} aria-label="Servicios">
              {provider.services.slice(0, MAX_SERVICES).map((name) => (
                <li key={name}>
                  <ServiceLabel classes={c}>{name}</ServiceLabel>
                </li>
              ))}
              {extra > 0 ? (
                <li>
                  <ServiceLabel classes={c} aria-label={`${extra} servicios más`}>{`+${extra}`}</ServiceLabel>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      </RouterLink>
    </article>
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
