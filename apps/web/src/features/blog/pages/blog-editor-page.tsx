import { useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import {
  BLOG_MESSAGES,
  GraphQLRequestError,
  blogPostPathOf,
  deleteBlogPost,
  saveBlogPost,
  type BlogPostInputParsed,
} from '@eventos/domain';
import { useConfirm } from '../../../components/dialogs/confirm-context';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { PageLayout } from '../../../components/layout/page-layout';
import { TextSkeleton } from '../../../components/ui/skeletons';
import { blogCategoriesQuery, blogGraphQL, blogKeys, editorPostQuery } from '../api/blog-graphql';
import { BlogPostForm } from '../components/blog-post-form';
import { EditorGuard } from '../components/editor-guard';

function Editor({ id }: { id: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const post = useQuery({ ...editorPostQuery(blogGraphQL, id ?? ''), enabled: id !== null });
  const categories = useQuery(blogCategoriesQuery(blogGraphQL));

  if ((id !== null && post.isPending) || categories.isPending) return <TextSkeleton lines={10} />;
  if (post.isError || categories.isError) return <Alert severity="error">No pudimos cargar el editor. Intenta nuevamente.</Alert>;
  if (id !== null && !post.data) return <Alert severity="warning">{BLOG_MESSAGES.postNotFound}</Alert>;

  async function onSubmit(values: BlogPostInputParsed) {
    try {
      const saved = await saveBlogPost(blogGraphQL, id, values);
      await queryClient.invalidateQueries({ queryKey: blogKeys.all });
      snackbar.show(saved.status === 'published' ? BLOG_MESSAGES.published : BLOG_MESSAGES.saved);
      if (saved.status === 'published') void navigate(blogPostPathOf(saved.slug));
      else void navigate(`/micuenta/blog/${saved.id}`, { replace: true });
    } catch (error) {
      // Refused fields: the form puts each message next to its field.
      if (error instanceof GraphQLRequestError && Object.keys(error.errors).length > 0) throw error;
      snackbar.showError(error, 'No se pudo guardar el artículo. Intenta nuevamente.');
    }
  }

  async function onDelete() {
    if (!id) return;
    const ok = await confirm({ title: '¿Eliminar este artículo?', message: 'Dejará de verse en el blog. Esta acción no se puede deshacer.', confirmText: 'Eliminar', confirmColor: 'error' });
    if (!ok) return;
    try {
      await deleteBlogPost(blogGraphQL, id);
      await queryClient.invalidateQueries({ queryKey: blogKeys.all });
      snackbar.show(BLOG_MESSAGES.deleted);
      void navigate('/micuenta/blog');
    } catch (error) {
      snackbar.showError(error, 'No se pudo eliminar el artículo. Intenta nuevamente.');
    }
  }

  return (
    <BlogPostForm
      key={post.data?.id ?? 'nuevo'}
      post={post.data ?? null}
      categories={categories.data}
      onSubmit={onSubmit}
      onDelete={id ? () => void onDelete() : undefined}
    />
  );
}

/** '/micuenta/blog/nuevo' and '/micuenta/blog/:id': write or edit a post (editors only). */
export default function BlogEditorPage() {
  const { id = 'nuevo' } = useParams();
  const postId = id === 'nuevo' ? null : id;
  return (
    <EditorGuard>
      <PageLayout title={postId ? 'Editar artículo' : 'Nuevo artículo'} maxWidth="lg">
        <Editor id={postId} />
      </PageLayout>
    </EditorGuard>
  );
}
