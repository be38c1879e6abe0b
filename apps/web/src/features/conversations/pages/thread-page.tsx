import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import ThumbDownOffAltOutlinedIcon from '@mui/icons-material/ThumbDownOffAltOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { ct, formatDate, inboxPath, providerSitePath, type ThreadDetail } from '@eventos/domain';
import { ContentContainer } from '../../../components/layout/content-container';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  useArchiveThread,
  useDeclineThread,
  useMarkRead,
  useMessages,
  useReportThread,
  useThread,
} from '../api/conversations-api';
import { MessageBubble } from '../components/message-bubble';
import { Composer } from '../components/composer';
import { ReasonDialog } from '../components/reason-dialog';
import { useLiveState } from '../live/conversation-stream';
import { seenMessageId } from '../utils/merge-messages';

function ContactBox({ thread }: { thread: ThreadDetail }) {
  if (!thread.contact) {
    return (
      <Alert severity="info" variant="outlined" sx={{ mb: 1.5 }}>
        {ct('conversations.contact.hidden')}
      </Alert>
    );
  }
  const { email, cellphone, whatsapp_url: whatsapp } = thread.contact;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }} aria-label="Datos de contacto">
      <Box sx={{ flex: 1, minWidth: 180 }}>
        <Typography variant="subtitle2">Datos de contacto</Typography>
        {email ? <Typography variant="body2">{email}</Typography> : null}
        {cellphone ? <Typography variant="body2">{cellphone}</Typography> : null}
      </Box>
      {whatsapp ? (
        <Button component="a" href={whatsapp} target="_blank" rel="noopener noreferrer" variant="outlined" startIcon={<WhatsAppIcon />} sx={{ color: '#0B7A3B', borderColor: 'rgba(11,122,59,0.5)' }}>
          {ct('conversations.whatsapp')}
        </Button>
      ) : null}
    </Paper>
  );
}

/** /mensajes/:id: one conversation, live (SSE) or polled, marked read while on screen. */
export default function ThreadPage() {
  const id = Number(useParams().id);
  const live = useLiveState() === 'live';
  const thread = useThread(id);
  const messages = useMessages(id, live);
  const markRead = useMarkRead(id);
  const archive = useArchiveThread(id);
  const decline = useDeclineThread(id);
  const report = useReportThread(id);
  const snackbar = useSnackbar();
  const [dialog, setDialog] = useState<'decline' | 'report' | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const marked = useRef(0);
  const role = thread.data?.role;
  const list = messages.data ?? [];
  const lastIncoming = role ? [...list].reverse().find((m) => m.sender !== role && m.sender !== 'system')?.id ?? list.at(-1)?.id : undefined;

  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [list.length]);

  useEffect(() => {
    const mark = () => {
      if (!lastIncoming || lastIncoming <= marked.current || document.visibilityState !== 'visible') return;
      marked.current = lastIncoming;
      markRead.mutate(lastIncoming);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [lastIncoming, markRead]);

  if (thread.isError) {
    return (
      <ContentContainer maxWidth="md" sx={{ py: 5, px: 2 }}>
        <EmptyState
          icon={ChatBubbleOutlineIcon}
          title="No encontramos esta conversación"
          description="Puede que no exista o que no participes en ella."
          actions={
            <Button component={RouterLink} to={inboxPath()} variant="contained">
              Ir a mis mensajes
            </Button>
          }
        />
      </ContentContainer>
    );
  }

  const t = thread.data;
  const seen = t && role ? seenMessageId(list, role, t.other_last_read_message_id) : null;
  return (
    <ContentContainer maxWidth="md" sx={{ py: { xs: 1.5, md: 3 }, px: { xs: 1, sm: 3 } }}>
      <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: { xs: 'calc(100dvh - 84px)', md: 'calc(100dvh - 130px)' }, minHeight: 420 }}>
        <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={inboxPath()} startIcon={<ArrowBackIcon />} size="small" aria-label="Volver a mensajes">
            Mensajes
          </Button>
          <Box sx={{ flex: 1, minWidth: 160 }}>
            {t ? (
              <>
                <Typography component="h1" variant="h6" sx={{ lineHeight: 1.2, overflowWrap: 'anywhere' }}>
                  {role === 'customer' && t.counterpart.slug ? (
                    <Link component={RouterLink} to={providerSitePath(t.counterpart.slug)} underline="hover" color="inherit">
                      {t.counterpart.name}
                    </Link>
                  ) : (
                    t.counterpart.name
                  )}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t.event.title} · {formatDate(t.event.event_date)}
                </Typography>
              </>
            ) : (
              <Skeleton width={200} height={40} />
            )}
          </Box>
          {t ? (
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              <Button
                size="small"
                startIcon={t.archived ? <UnarchiveOutlinedIcon /> : <ArchiveOutlinedIcon />}
                onClick={() => archive.mutate(!t.archived, { onError: (e) => snackbar.showError(e) })}
                disabled={archive.isPending}
              >
                {t.archived ? ct('conversations.unarchive') : ct('conversations.archive')}
              </Button>
              {role === 'provider' && !t.declined ? (
                <Button size="small" color="warning" startIcon={<ThumbDownOffAltOutlinedIcon />} onClick={() => setDialog('decline')}>
                  {ct('conversations.decline')}
                </Button>
              ) : null}
              <Button size="small" color="inherit" startIcon={<FlagOutlinedIcon />} onClick={() => setDialog('report')} disabled={t.reported}>
                {t.reported ? 'Reportada' : 'Reportar'}
              </Button>
            </Box>
          ) : null}
        </Box>
        <Box ref={listRef} component="ul" aria-label="Mensajes" aria-live="polite" sx={{ flex: 1, overflowY: 'auto', m: 0, px: { xs: 1.5, sm: 2 }, py: 1.5 }}>
          {t ? <ContactBox thread={t} /> : null}
          {t?.declined && role === 'customer' ? (
            <Alert severity="warning" sx={{ mb: 1.5 }}>
              El proveedor no está interesado en esta solicitud. Motivo: {t.decline_reason}
            </Alert>
          ) : null}
          {messages.isPending || !role ? (
            <Box aria-hidden="true">
              <Skeleton height={48} width="60%" />
              <Skeleton height={48} width="50%" sx={{ ml: 'auto' }} />
              <Skeleton height={48} width="70%" />
            </Box>
          ) : (
            list.map((m) => <MessageBubble key={m.id} message={m} mine={m.sender === role} seen={m.id === seen} />)
          )}
        </Box>
        {!live ? (
          <Typography variant="caption" sx={{ px: 2, color: 'text.secondary' }} role="status">
            {ct('conversations.live.offline')}
          </Typography>
        ) : null}
        {t ? <Composer threadId={id} isProvider={role === 'provider'} /> : null}
      </Paper>
      <ReasonDialog
        open={dialog === 'decline'}
        title={ct('conversations.decline')}
        label={ct('conversations.decline.reasonLabel')}
        confirm="Enviar"
        pending={decline.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(reason) =>
          decline.mutate(reason, { onSuccess: () => setDialog(null), onError: (e) => snackbar.showError(e) })
        }
      />
      <ReasonDialog
        open={dialog === 'report'}
        title={ct('conversations.report')}
        label="¿Qué pasó?"
        confirm="Reportar"
        pending={report.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(reason) =>
          report.mutate(reason, {
            onSuccess: () => {
              setDialog(null);
              snackbar.show(ct('conversations.reported'));
            },
            onError: (e) => snackbar.showError(e),
          })
        }
      />
    </ContentContainer>
  );
}
