import { NavLink, Link as RouterLink, useLocation } from 'react-router';
import { Box } from '../../components/ui/box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { SessionUser } from '../../lib/session';
import { getUserDisplayName } from '../../lib/session';
import { BrandLogo } from './brand-logo';
import { activeNavLink, getAccountLinks, NAV_LINKS } from './nav-links';
import { UserAvatar } from './user-avatar';
import { useSignOutAndGoHome } from './use-sign-out-and-go-home';

export interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  user: SessionUser | null;
}

const linkSx = {
  py: 1.25,
  '&.active': { color: 'primary.main', bgcolor: 'rgba(176, 23, 75, 0.08)' },
} as const;

/** Navigation drawer of the mobile header. */
export function MobileNavDrawer({ open, onClose, user }: MobileNavDrawerProps) {
  const active = activeNavLink(useLocation().pathname);
  const signOut = useSignOutAndGoHome();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(320px, 88vw)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <BrandLogo />
        <IconButton aria-label="Cerrar menú" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Menú principal" sx={{ px: 1, py: 1 }}>
        <List>
          {NAV_LINKS.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={link.to}
                onClick={onClose}
                className={active === link.to ? 'active' : undefined}
                aria-current={active === link.to ? 'page' : undefined}
                sx={linkSx}
              >
                <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        {user ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
              <UserAvatar user={user} />
              <Typography sx={{ fontWeight: 700 }}>{getUserDisplayName(user)}</Typography>
            </Box>
            <List aria-label="Mi cuenta">
              {getAccountLinks(user.provider?.slug ?? null, Boolean(user.is_admin)).map((link) => (
                <ListItem key={link.to} disablePadding>
                  <ListItemButton component={NavLink} to={link.to} onClick={onClose} sx={linkSx}>
                    <ListItemText primary={link.label} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            <Button
              fullWidth
              variant="outlined"
              color="inherit"
              onClick={() => {
                onClose();
                void signOut();
              }}
            >
              Cerrar sesión
            </Button>
          </>
        ) : (
          <Button
            component={NavLink}
            to="/login"
            onClick={onClose}
            variant="contained"
            fullWidth
            size="large"
          >
            Ingresar
          </Button>
        )}
      </Box>
    </Drawer>
  );
}
