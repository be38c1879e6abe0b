import { useState } from 'react';
import { useNavigate } from 'react-router';
import Badge from '@mui/material/Badge';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { formatDateTime } from '@eventos/domain';
import { useSession } from '../../../lib/session';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useUnreadNotifications,
} from '../api/notifications-api';
import type { AppNotification } from '../api/notifications-api';

/**
 * Header bell for signed-in users: unread count (polled every minute) and the latest
 * notifications (new events to quote, quotations received or updated, status changes).
 */
export function NotificationsButton() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = useUnreadNotifications(Boolean(user));
  const list = useNotifications(Boolean(user) && anchor !== null);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  if (!user) return null;
  const count = unread.data ?? 0;

  const open = (n: AppNotification) => {
    setAnchor(null);
    if (!n.read) markRead.mutate(n.id);
    if (n.link) navigate(n.link);
  };

  return (
    <>
      <Tooltip title="Notificaciones">
        <IconButton
          aria-label={count ? `Notificaciones: ${count} sin leer` : 'Notificaciones'}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Badge color="primary" badgeContent={count} max={99}>
            <NotificationsNoneOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 24px)' } } }}
      >
        <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 700, flex: 1 }}>Notificaciones</Typography>
          {count ? (
            <Button size="small" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
              Marcar todas como leídas
            </Button>
          ) : null}
        </Box>
        <Divider />
        {list.isPending ? (
          <Box sx={{ px: 2, py: 1 }} aria-hidden="true">
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Box>
        ) : (list.data?.data ?? []).length === 0 ? (
          <Typography sx={{ px: 2, py: 2, color: 'text.secondary' }}>No tienes notificaciones.</Typography>
        ) : (
          (list.data?.data ?? []).map((n) => (
            <MenuItem
              key={n.id}
              onClick={() => open(n)}
              sx={{ alignItems: 'flex-start', whiteSpace: 'normal', gap: 1 }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  width: 8,
                  height: 8,
                  mt: 1,
                  borderRadius: '50%',
                  flexShrink: 0,
                  bgcolor: n.read ? 'transparent' : 'primary.main',
                }}
              />
              <ListItemText
                primary={n.title}
                secondary={formatDateTime(n.created_at)}
                slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 700, fontSize: '0.92rem' } } }}
              />
            </MenuItem>
          ))
        )}
      </Menu>
    </>
  );
}
