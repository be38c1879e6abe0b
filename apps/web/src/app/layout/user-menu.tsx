import { Link as RouterLink } from 'react-router';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import type { SessionUser } from '../../lib/session';
import { getUserDisplayName } from '../../lib/session';
import { getAccountLinks } from './nav-links';
import { useSignOutAndGoHome } from './use-sign-out-and-go-home';

export interface UserMenuProps {
  user: SessionUser;
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/** Account menu of the header avatar. */
export function UserMenu({ user, anchorEl, onClose }: UserMenuProps) {
  const signOut = useSignOutAndGoHome();
  const links = getAccountLinks(user.provider?.slug ?? null, Boolean(user.is_admin));
  return (
    <Menu
      anchorEl={anchorEl}
      open={Boolean(anchorEl)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
    >
      <Typography
        component="li"
        variant="subtitle2"
        sx={{ px: 2, py: 1, fontWeight: 700 }}
        aria-hidden="true"
      >
        {getUserDisplayName(user)}
      </Typography>
      <Divider component="li" />
      {links.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
      <Divider component="li" />
      <MenuItem
        onClick={() => {
          onClose();
          void signOut();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        Cerrar sesión
      </MenuItem>
    </Menu>
  );
}
