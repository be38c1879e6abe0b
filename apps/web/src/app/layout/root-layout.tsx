import { lazy, Suspense, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { Box } from '../../components/ui/box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { keyframes } from '@mui/material/styles';
import { useCatalogueStartup } from '../../features/catalogue';
import { LazyConsentGate as ConsentGate } from '../../features/legal';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { HydrateLater } from '../../components/ui/hydrate-later';
import { useIdle } from '../../lib/hydration-idle';
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

/** The lookups every page may need later (locations, keywords, service types), fetched once idle. */
function CatalogueStartup() {
  useCatalogueStartup();
  return null;
}

/**
 * The contact button, the consent dialogs and the catalogue lookups, mounted once the browser is
 * idle after hydration. Its own state: becoming idle re-renders this, not the whole page.
 */
function IdleWidgets({ contactButton }: { contactButton: boolean }) {
  const idle = useIdle();
  if (!idle) return null;
  return (
    <>
      <CatalogueStartup />
      {contactButton ? (
        <Suspense fallback={null}>
          <WhatsAppButton />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <ConsentGate />
        <ConsentBanner />
      </Suspense>
    </>
  );
}

/**
 * Whether the route changed since the app started: the first page (server-rendered, or painted
 * after the app shell) appears at once, later pages fade in. A fade from opacity 0 on the first
 * page would hold its largest paint back until the scripts have run.
 */
function useNavigatedSinceStart(leafRouteId: string | undefined): boolean {
  const first = useRef(leafRouteId);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && leafRouteId !== first.current) setNavigated(true);
  return navigated;
}

/**
 * App shell (SPEC §2): header, main router view (later pages fade in), footer, contact button.
 * What nobody needs in the first second (the contact button, the consent dialogs, the catalogue
 * lookups) mounts once the browser is idle after hydration, not during it (docs/decisions/126).
 */
export function RootLayout() {
  const isMobile = useIsMobile();
  const flags = useLayoutFlags();
  const navigated = useNavigatedSinceStart(flags.leafRouteId);
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
            animation: navigated ? `${fadeIn} 250ms ease-out` : 'none',
            ...(fullHeight ? { overflowY: 'auto', overscrollBehavior: 'none' } : null),
          }}
        >
          <Outlet />
        </Box>
        {fullHeight ? null : (
          <HydrateLater>
            <AppFooter />
          </HydrateLater>
        )}
        <IdleWidgets contactButton={!fullHeight} />
      </Box>
    </RouterScopedProviders>
  );
}
