import { PLAIN_ICON_SX } from '../../../media';
import { HERO_HEIGHT } from './cover-carousel';

/**
 * The provider site's stylesheet: one constant `sx` on the site's root (computed once per process,
 * docs/decisions/275; one rule set per page) with a rule per class of the site's plain elements — the
 * declarations their MUI components (`Paper`, `Typography`, `Link`, `SvgIcon`) and `Box`es ended with
 * in this theme, so that the site looks the same with about half of the components per render (issue
 * 12, docs/decisions/360).
 * Icons are `plainIcon`s (features/media) with `PLAIN_ICON_SX`'s rules.
 */

/** MUI `Link` (underline on hover) with `color="primary"`, as an `<a>`. */
const LINK = {
  margin: 0,
  font: 'inherit',
  lineHeight: 'inherit',
  letterSpacing: 'inherit',
  color: 'primary.main',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
} as const;

export const SITE_SX = {
  pb: { xs: 6, md: 8 },
  ...PLAIN_ICON_SX,
  // SiteSection: MUI's outlined Paper (theme: 16 px corners), then the section's own rules.
  '& .site-card': {
    bgcolor: 'background.paper',
    color: 'text.primary',
    borderRadius: '16px',
    border: '1px solid',
    p: { xs: 2.5, sm: 3.5 },
    scrollMarginTop: 88,
    borderColor: 'divider',
    boxShadow: 'none',
    transition: 'box-shadow .2s,border-color .2s',
  },
  '& .site-card-on': { borderColor: 'primary.main', boxShadow: '0 0 0 3px rgba(176, 23, 75, 0.12)' },
  '& .site-card-head': { display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 1, mb: 2, minHeight: 36 },
  // Typography h5 as an h2, and the site's other headings of that size.
  '& .site-h5': { m: 0, typography: 'h5' },
  '& .site-card-title': { flex: '1 1 auto', minWidth: 0 },
  '& .site-card-meta': { ml: 1, color: 'text.secondary', fontWeight: 500, fontSize: '0.95rem' },
  // Typography body1 / body2 (a <p> or a <span>), and the secondary text colour.
  '& .site-body1': { m: 0, typography: 'body1' },
  '& .site-body2': { m: 0, typography: 'body2' },
  '& .site-muted': { color: 'text.secondary' },
  '& .site-link': LINK,
  '& .site-link-strong': { fontWeight: 600 },
  // ContactList.
  '& .site-contact-list': { listStyle: 'none', p: 0, m: 0 },
  '& .site-contact-row': { display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 0.75 },
  '& .site-contact-row > svg': { color: 'primary.main', mt: '3px' },
  '& .site-contact-text': { minWidth: 0, overflowWrap: 'anywhere' },
  '& .site-social-wrap': { mt: 2 },
  '& .site-social': { listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 1 },
  // SiteHeader: MUI's outlined Paper, then the header's own rules.
  '& .site-header': {
    bgcolor: 'background.paper',
    color: 'text.primary',
    transition: 'box-shadow 300ms cubic-bezier(0.4, 0, 0.2, 1) 0ms',
    borderRadius: '16px',
    border: '1px solid',
    borderColor: 'divider',
    position: 'relative',
    mt: { xs: -5, md: -7 },
    p: { xs: 2.5, sm: 3.5 },
    display: 'grid',
    gap: { xs: 2, md: 3 },
    gridTemplateColumns: { xs: '1fr', md: 'auto 1fr auto' },
    alignItems: { md: 'center' },
    boxShadow: '0 12px 32px rgba(31, 26, 29, 0.08)',
  },
  '& .site-header-logo': { position: 'relative', width: 'fit-content', mt: { xs: -7, md: 0 } },
  '& .site-header-main': { minWidth: 0 },
  '& .site-header-name': { display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' },
  // Typography h3 as the page's h1.
  '& .site-header-title': { m: 0, typography: 'h3', fontSize: { xs: '1.6rem', sm: '2rem' }, overflowWrap: 'anywhere' },
  '& .site-header-facts': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2.5, rowGap: 0.75, mt: 1 },
  '& .site-header-place': { display: 'inline-flex', alignItems: 'center', gap: 0.5 },
  '& .site-header-categories': { listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 0.75 },
  '& .site-header-actions': { display: 'flex', flexDirection: { xs: 'column', sm: 'row', md: 'column' }, gap: 1.25, minWidth: { md: 220 } },
  '& .site-mt2': { mt: 2 },
  '& .site-similar-title': { mb: 2.5 },
  // TestimonialsList.
  '& .site-testimonials': { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } },
  '& .site-testimonials > li': {
    position: 'relative',
    p: 2.5,
    borderRadius: '14px',
    bgcolor: 'rgba(176, 23, 75, 0.04)',
    border: 1,
    borderColor: 'rgba(176, 23, 75, 0.12)',
  },
  '& .site-testimonials figure': { m: 0 },
  '& .site-testimonial-mark': { color: 'primary.main', opacity: 0.5, fontSize: 32 },
  '& .site-testimonial-text': { m: 0, mb: 2, whiteSpace: 'pre-line', lineHeight: 1.6 },
  '& .site-testimonials figcaption': { display: 'flex', alignItems: 'center', gap: 1.25 },
  '& .site-testimonial-who': { minWidth: 0 },
  '& .site-testimonial-name': { fontWeight: 700 },
  '& .site-link-body2': { typography: 'body2' },
  '& .site-testimonial-actions': { position: 'absolute', top: 8, right: 8, display: 'flex' },
  // CoverCarousel (MUI IconButton arrows keep their own rules; these are the slides and dots).
  '& .site-cover': { position: 'relative', height: HERO_HEIGHT, overflow: 'hidden', bgcolor: '#2a1f24' },
  '& .site-cover-slide': { position: 'absolute', inset: 0, opacity: 0, transition: 'opacity .8s ease' },
  '& .site-cover-slide-on': { opacity: 1 },
  '& .site-cover-shade': {
    position: 'absolute',
    inset: 0,
    background: 'linear-gradient(180deg, rgba(0,0,0,0) 45%, rgba(0,0,0,0.45) 100%)',
    pointerEvents: 'none',
  },
  '& .site-cover-dots': {
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: { xs: 44, md: 64 },
    px: 2,
    display: 'flex',
    justifyContent: { xs: 'flex-end', md: 'center' },
    gap: 0,
  },
  // A 24 px target (WCAG 2.5.8) around the 8 px pill drawn by ::before; the current one wider.
  '& .site-cover-dot': {
    width: 24,
    height: 24,
    p: 0,
    border: 0,
    bgcolor: 'transparent',
    cursor: 'pointer',
    display: 'grid',
    placeItems: 'center',
    transition: 'width .3s',
    '&::before': { content: '""', width: 8, height: 8, borderRadius: 4, bgcolor: 'rgba(255,255,255,0.6)', transition: 'width .3s' },
  },
  '& .site-cover-dot-on': { width: 30, '&::before': { width: 22, bgcolor: '#fff' } },
  // RatingSummary.
  '& .site-rating': { display: 'inline-flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' },
  '& .site-rating-score': { fontWeight: 700 },
  '& .site-rating-count': { color: 'text.secondary', textDecoration: 'underline', textUnderlineOffset: 3 },
} as const;
