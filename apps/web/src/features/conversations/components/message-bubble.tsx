import { Box } from '../../../components/ui/box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { ct, formatDateTime, type MessageOut } from '@eventos/domain';

/** One message: system lines centred, the caller's own on the right. Text is text (never HTML). */
export function MessageBubble({ message, mine, seen }: { message: MessageOut; mine: boolean; seen: boolean }) {
  if (message.kind === 'system') {
    return (
      <Box component="li" sx={{ listStyle: 'none', display: 'flex', justifyContent: 'center', my: 1 }} data-message-id={message.id}>
        <Typography
          variant="caption"
          sx={{ bgcolor: 'grey.100', color: 'text.secondary', px: 1.5, py: 0.5, borderRadius: 2, textAlign: 'center', maxWidth: '90%' }}
        >
          {message.body} · {formatDateTime(message.created_at)}
        </Typography>
      </Box>
    );
  }
  const file = message.attachment;
  return (
    <Box
      component="li"
      data-message-id={message.id}
      sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', my: 0.75 }}
    >
      <Box
        sx={{
          maxWidth: { xs: '85%', sm: '70%' },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'grey.100',
          color: mine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        {file?.kind === 'image' ? (
          <Link href={file.url} target="_blank" rel="noopener noreferrer" sx={{ display: 'block', mb: message.body ? 1 : 0 }}>
            <Box
              component="img"
              src={file.thumbnail_url ?? file.url}
              alt={file.name}
              loading="lazy"
              sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: 1 }}
            />
          </Link>
        ) : file ? (
          <Link
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'inherit', fontWeight: 600, mb: message.body ? 0.5 : 0, overflowWrap: 'anywhere' }}
          >
            <AttachFileIcon fontSize="small" aria-hidden="true" />
            {file.name}
          </Link>
        ) : null}
        {message.body ? (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Typography>
        ) : null}
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', mt: 0.25, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        {formatDateTime(message.created_at)}
        {seen ? (
          <>
            <DoneAllIcon sx={{ fontSize: 14, color: 'primary.main' }} aria-hidden="true" />
            <span data-testid="message-seen">{ct('conversations.seen')}</span>
          </>
        ) : null}
      </Typography>
    </Box>
  );
}
