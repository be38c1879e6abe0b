import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { useOrigin } from '../../../../hooks/use-origin';
import { Box } from '../../../../components/ui/box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { ContentContainer } from '../../../../components/layout/content-container';
import { HydrateLater } from '../../../../components/ui/hydrate-later';
import { ShareButtons } from '../../../../components/share';
import { useIsMobile } from '../../../../hooks/use-is-mobile';
import { useProviderSite } from '../../hooks/provider-site-context';
import { KpisPanel, OwnerBar } from './owner-tools';
import { LazyReviewsOwnerPanel as ReviewsOwnerPanel } from '../../../reviews';
import { ProviderBreadcrumbs } from './provider-breadcrumbs';
import { ContactSection } from './contact-section';
import { AboutSection, ServicesSection } from './main-sections';
import { GallerySection, VideosSection } from './media-sections';
import { ReviewsSection } from './reviews-section';
import { SimilarProviders } from './similar-providers';
import { SITE_SX } from './site-styles';
import { SiteTop } from './site-top';
import { TestimonialsSection } from './testimonials-section';

/** The whole public site of a provider (SPEC §2 '/{slug}'), with the owner's tools on top. */
export function SiteView() {
  const { provider, owner } = useProviderSite();
  const isMobile = useIsMobile();
  const siteUrl = `${useOrigin()}/${provider.slug}`;
  const share = (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <ShareButtons path={`/${provider.slug}`} title={provider.company_name} label="Compartir este sitio" />
      {owner ? (
        <Link component={RouterLink} to={`/scraping?url=${encodeURIComponent(`/${provider.slug}`)}`} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
          Ver cómo se verá al compartirlo en redes
        </Link>
      ) : null}
    </Paper>
  );
  return (
    <Box sx={SITE_SX}>
      {owner ? (
        <ContentContainer sx={{ py: 1.5 }}>
          <Suspense fallback={null}>
            <OwnerBar />
          </Suspense>
        </ContentContainer>
      ) : null}
      <SiteTop siteUrl={siteUrl} />
      <ContentContainer sx={{ mt: 3 }}>
        <ProviderBreadcrumbs provider={provider} />
        {owner ? (
          <Box sx={{ mb: 3 }}>
            <Suspense fallback={null}>
              <KpisPanel provider={provider} />
            </Suspense>
            <Box sx={{ mt: 3 }}>
              <Suspense fallback={null}>
                <ReviewsOwnerPanel provider={provider} />
              </Suspense>
            </Box>
          </Box>
        ) : null}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' }, alignItems: 'start' }}>
          <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
            <HydrateLater>
              <AboutSection />
            </HydrateLater>
            {isMobile ? (
              <HydrateLater>
                <ContactSection siteUrl={siteUrl} />
                {share}
              </HydrateLater>
            ) : null}
            <HydrateLater>
              <ServicesSection />
            </HydrateLater>
            <HydrateLater>
              <GallerySection />
            </HydrateLater>
            <HydrateLater>
              <VideosSection />
              <TestimonialsSection />
            </HydrateLater>
            <HydrateLater>
              <ReviewsSection />
            </HydrateLater>
          </Box>
          {isMobile ? null : (
            <Box component="aside" aria-label="Contacto" sx={{ position: 'sticky', top: 88, display: 'grid', gap: 2 }}>
              <HydrateLater>
                <ContactSection siteUrl={siteUrl} />
                {share}
              </HydrateLater>
            </Box>
          )}
        </Box>
        <HydrateLater>
          <SimilarProviders provider={provider} />
        </HydrateLater>
      </ContentContainer>
    </Box>
  );
}
