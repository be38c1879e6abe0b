import { Box } from '../../../../components/ui/box';
import { ContentContainer } from '../../../../components/layout/content-container';
import { Shimmer } from '../../../../components/ui/shimmer';
import { TextSkeleton } from '../../../../components/ui/skeletons';

/** The site's shape while it loads: cover, header card, two columns of sections. */
export function SiteSkeleton() {
  return (
    <Box role="status" aria-label="Cargando el sitio del proveedor">
      <Shimmer height={220} sx={{ borderRadius: 0, height: { xs: 140, md: 260 } }} />
      <ContentContainer sx={{ mt: { xs: -5, md: -7 } }}>
        <Box sx={{ bgcolor: 'background.paper', borderRadius: '16px', border: 1, borderColor: 'divider', p: 3, display: 'flex', gap: 3, alignItems: 'center' }}>
          <Shimmer width={112} height={112} sx={{ flexShrink: 0, borderRadius: '22px' }} />
          <Box sx={{ flex: 1 }}>
            <Shimmer shape="text" height={32} sx={{ maxWidth: 380, mb: 1.5 }} />
            <Shimmer shape="text" sx={{ maxWidth: 240 }} />
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 340px' } }}>
          <Box sx={{ display: 'grid', gap: 3 }}>
            {[0, 1].map((i) => (
              <Box key={i} sx={{ bgcolor: 'background.paper', borderRadius: '16px', border: 1, borderColor: 'divider', p: 3 }}>
                <Shimmer shape="text" height={24} sx={{ maxWidth: 200, mb: 2 }} />
                <TextSkeleton lines={4} />
              </Box>
            ))}
          </Box>
          <Box sx={{ bgcolor: 'background.paper', borderRadius: '16px', border: 1, borderColor: 'divider', p: 3, height: 'fit-content' }}>
            <Shimmer shape="text" height={24} sx={{ maxWidth: 140, mb: 2 }} />
            <TextSkeleton lines={5} />
          </Box>
        </Box>
      </ContentContainer>
    </Box>
  );
}
