import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Box } from '../../components/ui/box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import MenuIcon from '@mui/icons-material/Menu';
import { Shimmer } from '../../components/ui/shimmer';
import { useSession } from '../../lib/session';
import { BrandLogo } from './brand-logo';
import { NAV_LINKS, activeNavLink } from './nav-links';
import { ContentContainer } from '../../components/layout/content-container';
import { LazyInboxButton as InboxButton } from '../../features/conversations';
import { LazyNotificationsButton as NotificationsButton } from '../../features/notifications';

// Loaded on first use so Menu/Drawer/Avatar stay out of the initial bundle.
const loadDrawer = () => import('./mobile-nav-drawer');
const MobileNavDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileNavDrawer })));
const AccountMenuButton = lazy(() =>
  import('./account-menu-button').then((m) => ({ default: m.AccountMenuButton })),
);

export interface AppHeaderProps {
  isMobile: boolean;
}

const navButtonSx = {
  color: 'text.primary',
  fontWeight: 600,
  px: 1.5,
  borderRadius: '8px',
  position: 'relative',
  '&.active': { color: 'primary.main' },
  '&.active::after': {
    content: '""',
    position: 'absolute',
    left: 12,
    right: 12,
    bottom: 2,
    height: 3,
    borderRadius: '12px',
    bgcolor: 'primary.main',
  },
} as const;

const avatarPlaceholder = <Shimmer shape="circle" width={42} height={42} />;

/** Header bar (SPEC §2): logo, Proveedores, Eventos, Blog, Soy un proveedor, Ingresar / avatar menu. */
export function AppHeader({ isMobile }: AppHeaderProps) {
  const { user, loading } = useSession();
  const active = activeNavLink(useLocation().pathname);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);

  const openDrawer = () => {
    setDrawerMounted(true);
    setDrawerOpen(true);
  };

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        // The theme's key (theme.zIndex.appBar), not a function: an sx of plain data is styled once per process (ADR 314).
        zIndex: 'appBar',
        bgcolor: 'rgba(255, 255, 255, 0.96)',
        backdropFilter: 'blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <ContentContainer
        maxWidth="lg"
        disableGutters
        sx={{
          px: { xs: 1.5, sm: 3 },
          minHeight: { xs: 60, md: 68 },
          display: 'flex',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <BrandLogo compactOnPhones={Boolean(user)} />
        {!isMobile ? (
          <Box component="nav" aria-label="Menú principal" sx={{ display: 'flex', gap: 0.5, ml: 4 }}>
            {NAV_LINKS.map((link) => (
              <Button
                key={link.to}
                component={RouterLink}
                to={link.to}
                className={active === link.to ? 'active' : undefined}
                aria-current={active === link.to ? 'page' : undefined}
                sx={navButtonSx}
              >
                {link.label}
              </Button>
            ))}
          </Box>
        ) : null}
        <Box sx={{ flex: 1 }} />
        {loading ? (
          avatarPlaceholder
        ) : user ? (
          <>
            <Suspense fallback={null}>
              <InboxButton />
            </Suspense>
            <Suspense fallback={null}>
              <NotificationsButton />
            </Suspense>
            <Suspense fallback={avatarPlaceholder}>
              <AccountMenuButton user={user} />
            </Suspense>
          </>
        ) : (
          <Button
            component={RouterLink}
            to="/login"
            variant={isMobile ? 'text' : 'contained'}
            sx={{ fontWeight: 700, px: isMobile ? 1.5 : 2.5 }}
          >
            Ingresar
          </Button>
        )}
        {isMobile ? (
          <ButtonBase
            aria-label="Abrir menú"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={openDrawer}
            onPointerEnter={() => void loadDrawer()}
            onTouchStart={() => void loadDrawer()}
            sx={{
              width: 44,
              height: 44,
              borderRadius: '50%',
              mr: -0.5,
              '&:hover': { bgcolor: 'rgba(31, 26, 29, 0.06)' },
            }}
          >
            <MenuIcon />
          </ButtonBase>
        ) : null}
      </ContentContainer>
      {drawerMounted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} user={user} />
        </Suspense>
      ) : null}
    </Box>
  );
}
