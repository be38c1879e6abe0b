import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Button, ButtonBase } from '../../components/ui/lean-buttons';
import { PlainIcon } from '../../components/ui/plain-icon';
import { ICON_PATHS } from '../../components/ui/icon-paths';
import { useKeptClasses } from '../../styling/kept-sx';
import { Shimmer } from '../../components/ui/shimmer';
import { useSession } from '../../lib/session';
import { BrandLogo } from './brand-logo';
import { NAV_LINKS, activeNavLink } from './nav-links';
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

/**
 * The bar's own elements and styles (each the `sx` it had as a `Box`: the same CSS), kept once per process
 * for plain elements (docs/decisions/365).
 */
const STYLES = {
  header: {
    position: 'sticky',
    top: 0,
    // The theme's key (theme.zIndex.appBar), not a function: an sx of plain data is styled once per process (ADR 314).
    zIndex: 'appBar',
    bgcolor: 'rgba(255, 255, 255, 0.96)',
    backdropFilter: 'blur(8px)',
    borderBottom: 1,
    borderColor: 'divider',
  },
  bar: {
    width: '100%',
    maxWidth: 1200,
    mx: 'auto',
    px: { xs: 1.5, sm: 3 },
    minHeight: { xs: 60, md: 68 },
    display: 'flex',
    alignItems: 'center',
    gap: 1,
  },
  nav: { display: 'flex', gap: 0.5, ml: 4 },
  spacer: { flex: 1 },
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

  const c = useKeptClasses(STYLES);
  return (
    <header className={c.header}>
      <div className={c.bar}>
        <BrandLogo compactOnPhones={Boolean(user)} />
        {!isMobile ? (
          <nav className={c.nav} aria-label="Menú principal">
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
          </nav>
        ) : null}
        <div className={c.spacer} />
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
            <PlainIcon d={ICON_PATHS.menu} />
          </ButtonBase>
        ) : null}
      </div>
      {drawerMounted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} user={user} />
        </Suspense>
      ) : null}
    </header>
  );
}
