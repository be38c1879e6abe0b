import { useState } from 'react';
import { IconButton } from '../../components/ui/lean-buttons';
import type { SessionUser } from '../../lib/session';
import { UserAvatar } from './user-avatar';
import { UserMenu } from './user-menu';

/** Header avatar that opens the account menu (loaded only for signed-in users). */
export function AccountMenuButton({ user }: { user: SessionUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label="Abrir menú de mi cuenta"
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} />
      </IconButton>
      <UserMenu user={user} anchorEl={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
