import Avatar from '@mui/material/Avatar';
import type { SessionUser } from '../../lib/session';
import { getUserDisplayName } from '../../lib/session';

export function UserAvatar({ user, size = 34 }: { user: SessionUser; size?: number }) {
  const name = getUserDisplayName(user);
  return (
    <Avatar
      src={user.avatar ?? undefined}
      alt={name}
      sx={{ width: size, height: size, bgcolor: 'secondary.main', fontSize: size * 0.42, fontWeight: 700 }}
    >
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
