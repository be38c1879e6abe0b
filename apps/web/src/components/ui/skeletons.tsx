import { Box } from './box';
import { Shimmer, shimmerSx } from './shimmer';
import { useKeptClasses } from '../../styling/kept-sx';
import { ContentContainer } from '../layout/content-container';

/** Lines of text placeholder. */
export function TextSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <Box aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Shimmer key={i} shape="text" width={i === lines - 1 ? '60%' : '100%'} sx={{ my: 0.75 }} />
      ))}
    </Box>
  );
}

/**
 * A card placeholder's looks, kept per process (docs/decisions/399): one component with plain elements
 * instead of four Boxes and four Shimmers (a provider site renders four of them for "Proveedores
 * similares", on the server and again in hydration). The cover's height is the caller's, inline.
 */
const CARD_SKELETON = {
  root: { borderRadius: '16px', overflow: 'hidden', border: '1px solid rgba(31, 26, 29, 0.10)', bgcolor: 'background.paper' },
  cover: { ...shimmerSx('rect', '100%', 160), borderRadius: 0 },
  row: { display: 'flex', gap: 1.5, alignItems: 'center', p: 2 },
  text: { flex: 1 },
  logo: shimmerSx('circle', 44, 44),
  name: { ...shimmerSx('text', '70%', 16), mb: 1 },
  place: shimmerSx('text', '45%', 16),
} as const;

/** Placeholder of a provider/result card (cover, logo, name, location). */
export function CardSkeleton({ mediaHeight = 160 }: { mediaHeight?: number }) {
  const c = useKeptClasses(CARD_SKELETON);
  return (
    <div aria-hidden="true" className={c.root}>
      <div aria-hidden="true" className={c.cover} style={{ height: mediaHeight }} />
      <div className={c.row}>
        <div aria-hidden="true" className={c.logo} />
        <div className={c.text}>
          <div aria-hidden="true" className={c.name} />
          <div aria-hidden="true" className={c.place} />
        </div>
      </div>
    </div>
  );
}

/** A responsive grid of card placeholders. */
export function CardGridSkeleton({ count = 6, minWidth = 260 }: { count?: number; minWidth?: number }) {
  return (
    <Box
      role="status"
      aria-label="Cargando"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: `repeat(auto-fill, minmax(min(${minWidth}px, 100%), 1fr))`,
      }}
    >
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </Box>
  );
}

/** Whole-page placeholder shown while a route's code loads. */
export function PageSkeleton() {
  return (
    <ContentContainer sx={{ py: { xs: 3, md: 5 } }}>
      <Box role="status" aria-label="Cargando página">
        <Shimmer shape="text" height={40} sx={{ maxWidth: 420, mb: 1.5 }} />
        <Shimmer shape="text" sx={{ maxWidth: 560, mb: 3 }} />
        <CardGridSkeleton count={3} />
      </Box>
    </ContentContainer>
  );
}
