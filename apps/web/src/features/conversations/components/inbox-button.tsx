import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { ct, inboxPath } from '@eventos/domain';
import { useSession } from '../../../lib/session';
import { useUnreadConversations } from '../api/conversations-api';
import { useConversationStream, useLiveState } from '../live/conversation-stream';

/** Header link to the inbox with the unread messages badge; keeps this tab's live stream open. */
export function InboxButton() {
  const { user } = useSession();
  useConversationStream(Boolean(user));
  const live = useLiveState() === 'live';
  const unread = useUnreadConversations(Boolean(user), live);
  if (!user) return null;
  const count = unread.data?.count ?? 0;
  const title = ct('conversations.inbox.title');
  return (
    <Tooltip title={title}>
      <IconButton
        component={RouterLink}
        to={inboxPath()}
        aria-label={count ? `${title}: ${count} sin leer` : title}
        data-testid="inbox-button"
        sx={{ p: { xs: 0.5, sm: 1 } }}
      >
        <Badge color="primary" badgeContent={count} max={99}>
          <ChatBubbleOutlineIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
