import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import { Box } from '../../../components/ui/box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import { THREAD_FILTERS, ct, formatDate, formatDateTime, threadPath, type ThreadFilter, type ThreadSummary } from '@eventos/domain';
import { PageLayout } from '../../../components/layout/page-layout';
import { ListPagination } from '../../../components/ui/list-pagination';
import { EmptyState } from '../../../components/ui/empty-state';
import { useThreads } from '../api/conversations-api';
import { useLiveState } from '../live/conversation-stream';

const FILTER_LABELS: Record<ThreadFilter, string> = {
  all: ct('conversations.filter.all'),
  unread: ct('conversations.filter.unread'),
  archived: ct('conversations.filter.archived'),
};

function ThreadRow({ thread }: { thread: ThreadSummary }) {
  const last = thread.last_message;
  const prefix = last && last.sender === thread.role ? 'Tú: ' : '';
  return (
    <ListItemButton
      component={RouterLink}
      to={threadPath(thread.id)}
      divider
      sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5 }}
      data-testid="thread-row"
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
          <Typography sx={{ fontWeight: thread.unread ? 800 : 600, flex: 1, minWidth: 0 }} noWrap>
            {thread.counterpart.name}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
            {formatDateTime(thread.last_message_at)}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
          {thread.event.title} · {formatDate(thread.event.event_date)}
          {thread.declined ? ' · No le interesa' : ''}
        </Typography>
        {last ? (
          <Typography variant="body2" sx={{ fontWeight: thread.unread ? 700 : 400, mt: 0.25 }} noWrap>
            {prefix}
            {last.body}
          </Typography>
        ) : null}
      </Box>
      {thread.unread ? (
        <Badge color="primary" badgeContent={thread.unread} max={99} sx={{ mt: 1.5, mr: 1 }} aria-label={`${thread.unread} sin leer`} />
      ) : null}
    </ListItemButton>
  );
}

/** /mensajes: the caller's conversations, newest first, with filters, search by name and pages. */
export default function InboxPage() {
  const [filter, setFilter] = useState<ThreadFilter>('all');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const live = useLiveState() === 'live';
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);
  const threads = useThreads({ filter, q, page }, live);
  const list = threads.data?.data ?? [];
  const empty = q
    ? ct('conversations.inbox.emptySearch')
    : filter === 'unread'
      ? ct('conversations.inbox.emptyUnread')
      : filter === 'archived'
        ? ct('conversations.inbox.emptyArchived')
        : ct('conversations.inbox.empty');

  return (
    <PageLayout title={ct('conversations.inbox.title')} subtitle="Tus conversaciones con clientes y proveedores, la más reciente primero." maxWidth="md">
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, alignItems: { sm: 'center' }, mb: 2 }}>
        <Tabs
          value={filter}
          onChange={(_, v: ThreadFilter) => {
            setFilter(v);
            setPage(1);
          }}
          aria-label="Filtrar conversaciones"
          sx={{ flex: 1 }}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {THREAD_FILTERS.map((f) => (
            <Tab key={f} value={f} label={FILTER_LABELS[f]} />
          ))}
        </Tabs>
        <TextField
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={ct('conversations.search.placeholder')}
          aria-label={ct('conversations.search.placeholder')}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
            htmlInput: { maxLength: 100 },
          }}
          sx={{ minWidth: { sm: 260 } }}
        />
      </Box>
      {threads.isPending ? (
        <Paper variant="outlined" aria-hidden="true" sx={{ p: 2 }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={64} />
          ))}
        </Paper>
      ) : list.length === 0 ? (
        <EmptyState icon={ChatBubbleOutlineIcon} title="Sin conversaciones" description={empty} headingComponent="h2" />
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label="Conversaciones">
            {list.map((t) => (
              <ThreadRow key={t.id} thread={t} />
            ))}
          </List>
        </Paper>
      )}
      {threads.data ? (
        <ListPagination
          page={page}
          size={threads.data.size}
          total={threads.data.total}
          noun={threads.data.total === 1 ? 'conversación' : 'conversaciones'}
          sizeChoice={false}
          onChange={(p) => setPage(p)}
        />
      ) : null}
    </PageLayout>
  );
}
