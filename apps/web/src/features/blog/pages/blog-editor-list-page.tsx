import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import AddIcon from '@mui/icons-material/Add';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { BLOG_STATUS_LABELS, formatDateTime } from '@eventos/domain';
import { PageLayout } from '../../../components/layout/page-layout';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextSkeleton } from '../../../components/ui/skeletons';
import { blogGraphQL, editorPostsQuery } from '../api/blog-graphql';
import { EditorGuard } from '../components/editor-guard';

const STATUS_COLOR = { draft: 'default', published: 'success', scheduled: 'info' } as const;

function EditorList() {
  const posts = useQuery(editorPostsQuery(blogGraphQL));
  return (
    <PageLayout
      title="Artículos del blog"
      subtitle="Escribe, programa y publica los artículos del blog."
      maxWidth="md"
      actions={
        <Button component={RouterLink} to="/micuenta/blog/nuevo" variant="contained" startIcon={<AddIcon />}>
          Nuevo artículo
        </Button>
      }
    >
      {posts.isPending ? (
        <TextSkeleton lines={6} />
      ) : posts.isError ? (
        <Alert severity="error">No pudimos cargar los artículos. Intenta nuevamente.</Alert>
      ) : posts.data.items.length === 0 ? (
        <EmptyState
          icon={EditNoteIcon}
          title="Todavía no hay artículos"
          description="Escribe el primero: un título, un resumen y el contenido en Markdown con vista previa."
          actions={
            <Button component={RouterLink} to="/micuenta/blog/nuevo" variant="contained">
              Escribir un artículo
            </Button>
          }
        />
      ) : (
        <Paper variant="outlined">
          <List disablePadding>
            {posts.data.items.map((p) => (
              <ListItemButton key={p.id} component={RouterLink} to={`/micuenta/blog/${p.id}`} divider>
                <ListItemText
                  primary={p.title}
                  secondary={`/blog/${p.slug} · ${p.publishedAt ? formatDateTime(p.publishedAt) : 'sin fecha de publicación'}`}
                />
                <Chip size="small" label={BLOG_STATUS_LABELS[p.status]} color={STATUS_COLOR[p.status]} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
    </PageLayout>
  );
}

/** '/micuenta/blog': the editor's list of posts (drafts included). */
export default function BlogEditorListPage() {
  return (
    <EditorGuard>
      <EditorList />
    </EditorGuard>
  );
}
