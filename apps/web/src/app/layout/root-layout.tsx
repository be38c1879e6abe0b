import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { keyframes } from '@mui/material/styles';
import { useCatalogueStartup } from '../../features/catalogue';
import { LazyConsentGate as ConsentGate } from '../../features/legal';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { GREY_PAGE_BACKGROUND } from '../../theme';
import { RouterScopedProviders } from '../provider';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { useNavigationEffects } from './navigation-effects';
import { NavigationProgress } from './navigation-progress';
import { useLayoutFlags } from './route-handle';

// The floating contact button's code loads beside the page's instead of before the first render.
const WhatsAppButton = lazy(() => import('./whatsapp-button').then((m) => ({ default: m.WhatsAppButton })));
// The analytics consent banner (shown only when the server configured a tag manager).
const ConsentBanner = lazy(() => import('../../features/consent').then((m) => ({ default: m.ConsentBanner })));

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** App shell (SPEC §2): header, main router view with a fade, footer, contact button. */
export function RootLayout() {
  useCatalogueStartup();
  const isMobile = useIsMobile();
  const flags = useLayoutFlags();
  useNavigationEffects();
  const fullHeight = isMobile && flags.fullHeightOnMobile;
  const background = flags.grey ? GREY_PAGE_BACKGROUND : 'background.default';

  return (
    <RouterScopedProviders>
      <Box
        data-layout={isMobile ? 'mobile' : 'desktop'}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          minHeight: '100dvh',
          bgcolor: background,
          ...(fullHeight ? { height: '100dvh', overscrollBehavior: 'none' } : null),
        }}
      >
        {fullHeight ? <GlobalStyles styles={{ 'html, body': { overscrollBehavior: 'none' } }} /> : null}
        <NavigationProgress />
        <Box
          component="a"
          href="#contenido"
          sx={{
            position: 'absolute',
            left: 8,
            top: -48,
            zIndex: 2000,
            bgcolor: 'primary.main',
            color: '#fff',
            px: 2,
            py: 1,
            borderRadius: '4px',
            '&:focus': { top: 8 },
          }}
        >
          Saltar al contenido
        </Box>
        <AppHeader isMobile={isMobile} />
        <Box
          component="main"
          id="contenido"
          tabIndex={-1}
          key={flags.leafRouteId}
          sx={{
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            minHeight: 0,
            outline: 'none',
            animation: `${fadeIn} 250ms ease-out`,
            ...(fullHeight ? { overflowY: 'auto', overscrollBehavior: 'none' } : null),
          }}
        >
          <Outlet />
        </Box>
        {fullHeight ? null : <AppFooter />}
        {fullHeight ? null : (
          <Suspense fallback={null}>
            <WhatsAppButton />
          </Suspense>
        )}
        <Suspense fallback={null}>
          <ConsentGate />
          <ConsentBanner />
        </Suspense>
      </Box>
    </RouterScopedProviders>
  );
}
