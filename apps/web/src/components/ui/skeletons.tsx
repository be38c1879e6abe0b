import { Box } from './box';
import { Shimmer } from './shimmer';
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

/** Placeholder of a provider/result card (cover, logo, name, location). */
export function CardSkeleton({ mediaHeight = 160 }: { mediaHeight?: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        borderRadius: '16px',
        overflow: 'hidden',
        border: '1px solid rgba(31, 26, 29, 0.10)',
        bgcolor: 'background.paper',
      }}
    >
      <Shimmer height={mediaHeight} sx={{ borderRadius: 0 }} />
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 2 }}>
        <Shimmer shape="circle" width={44} height={44} />
        <Box sx={{ flex: 1 }}>
          <Shimmer shape="text" width="70%" sx={{ mb: 1 }} />
          <Shimmer shape="text" width="45%" />
        </Box>
      </Box>
    </Box>
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
