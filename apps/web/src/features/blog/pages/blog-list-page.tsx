import { Link as RouterLink, useSearchParams } from 'react-router';
import { serverLoader } from '../../../app/ssr-loader';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import { BLOG_DESCRIPTION } from '@eventos/domain';
import { PageLayout } from '../../../components/layout/page-layout';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkPagination } from '../../../components/ui/link-pagination';
import { CardGridSkeleton } from '../../../components/ui/skeletons';
import { blogCategoriesQuery, blogGraphQL, blogPostsQuery } from '../api/blog-graphql';
import { blogListArgs } from '../api/blog-route-data';
import { BlogPostGrid } from '../components/blog-post-card';
import { EditorLink } from '../components/editor-link';

function listHref(category: string | null, page: number, tag: string | null = null): string {
  const params = new URLSearchParams();
  if (category) params.set('categoria', category);
  if (tag) params.set('etiqueta', tag);
  if (page > 1) params.set('pagina', String(page));
  const q = params.toString();
  return q ? `/blog?${q}` : '/blog';
}

/** Server render: the page of posts in the URL and the categories. */
export const loader = serverLoader(async ({ request }, { queryClient, graphql }) => {
  const args = blogListArgs(new URL(request.url).searchParams);
  await Promise.all([queryClient.ensureQueryData(blogPostsQuery(graphql, args)), queryClient.ensureQueryData(blogCategoriesQuery(graphql))]);
});

/** '/blog': the posts, newest first, 9 per page, filtered by category (content service over GraphQL). */
export default function BlogListPage() {
  const [search] = useSearchParams();
  const args = blogListArgs(search);
  const posts = useQuery(blogPostsQuery(blogGraphQL, args));
  const categories = useQuery(blogCategoriesQuery(blogGraphQL));
  const category = categories.data?.find((c) => c.slug === args.category) ?? null;

  return (
    <PageLayout
      title={category ? category.name : args.tag ? `Artículos sobre ${args.tag}` : 'Blog'}
      eyebrow="Ideas y consejos"
      subtitle={category?.description || BLOG_DESCRIPTION}
      documentTitle={category ? `${category.name} | Blog` : 'Blog'}
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <EditorLink />
          <Button component="a" href="/blog/rss.xml" startIcon={<RssFeedIcon />} size="small">
            RSS
          </Button>
        </Box>
      }
    >
      <Box component="nav" aria-label="Categorías del blog" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
        <Chip component={RouterLink} to="/blog" clickable label="Todos" color={args.category ? 'default' : 'primary'} />
        {(categories.data ?? []).map((c) => (
          <Chip
            key={c.slug}
            component={RouterLink}
            to={listHref(c.slug, 1)}
            clickable
            label={`${c.name} (${c.postCount})`}
            color={c.slug === args.category ? 'primary' : 'default'}
          />
        ))}
      </Box>
      {posts.isPending ? (
        <CardGridSkeleton count={6} minWidth={280} />
      ) : posts.isError ? (
        <Alert severity="error" action={<Button onClick={() => void posts.refetch()}>Reintentar</Button>}>
          No pudimos cargar los artículos del blog. Revisa tu conexión e intenta nuevamente.
        </Alert>
      ) : posts.data.items.length === 0 ? (
        <EmptyState
          icon={ArticleOutlinedIcon}
          title={args.category || args.tag ? 'Todavía no hay artículos en esta categoría' : 'Todavía no hay artículos publicados'}
          description="Aquí aparecerán los artículos del blog de Eventos Perú, del más reciente al más antiguo. Mientras tanto, puedes explorar proveedores o revisar las preguntas frecuentes."
          actions={
            <>
              {args.category || args.tag ? (
                <Button component={RouterLink} to="/blog" variant="contained">
                  Ver todos los artículos
                </Button>
              ) : (
                <Button component={RouterLink} to="/proveedores" variant="contained">
                  Explorar proveedores
                </Button>
              )}
              <Button component={RouterLink} to="/preguntas-frecuentes" variant="outlined">
                Preguntas frecuentes
              </Button>
            </>
          }
        />
      ) : (
        <>
          <BlogPostGrid posts={posts.data.items} />
          {posts.data.pageCount > 1 ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
              <LinkPagination page={posts.data.page} count={posts.data.pageCount} hrefFor={(page) => listHref(args.category, page, args.tag)} />
            </Box>
          ) : null}
        </>
      )}
    </PageLayout>
  );
}
