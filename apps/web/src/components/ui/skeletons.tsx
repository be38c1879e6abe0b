import { Box } from './box';
import { SHIMMER_SX, Shimmer } from './shimmer';
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
 * The card placeholder's look, one constant style per cover height (docs/decisions/381): the rules its
 * `Box`es and `Shimmer`s had, on plain elements, so a grid of placeholders costs one hook per card instead
 * of eight components with their styles' keys.
 */
const cardSkeletonSets = new Map<number, { root: object }>();
function cardSkeletonSet(mediaHeight: number): { root: object } {
  let set = cardSkeletonSets.get(mediaHeight);
  if (!set) {
    set = {
      root: {
        borderRadius: '16px',
        overflow: 'hidden',
        border: '1px solid rgba(31, 26, 29, 0.10)',
        bgcolor: 'background.paper',
        '& .sk-shimmer': SHIMMER_SX,
        '& .sk-media': { width: '100%', height: mediaHeight, borderRadius: 0 },
        '& .sk-row': { display: 'flex', gap: 1.5, alignItems: 'center', p: 2 },
        '& .sk-logo': { width: 44, height: 44, borderRadius: '50%' },
        '& .sk-lines': { flex: 1 },
        '& .sk-name': { width: '70%', height: 16, borderRadius: '4px', mb: 1 },
        '& .sk-place': { width: '45%', height: 16, borderRadius: '4px' },
      },
    };
    cardSkeletonSets.set(mediaHeight, set);
  }
  return set;
}

/** Placeholder of a provider/result card (cover, logo, name, location). */
export function CardSkeleton({ mediaHeight = 160 }: { mediaHeight?: number }) {
  const c = useKeptClasses(cardSkeletonSet(mediaHeight));
  return (
    <div aria-hidden="true" className={c.root}>
      <div aria-hidden="true" className="sk-shimmer sk-media" />
      <div className="sk-row">
        <div aria-hidden="true" className="sk-shimmer sk-logo" />
        <div className="sk-lines">
          <div aria-hidden="true" className="sk-shimmer sk-name" />
          <div aria-hidden="true" className="sk-shimmer sk-place" />
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
