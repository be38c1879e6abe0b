import { data, Link as RouterLink, useParams } from 'react-router';
import { serverLoader } from '../../../app/ssr-loader';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import { Box } from '../../../components/ui/box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { blogPostPathOf, formatDate, readingTimeLabel, t } from '@eventos/domain';
import { ContentContainer } from '../../../components/layout/content-container';
import { HydrateLater } from '../../../components/ui/hydrate-later';
import { PageLayout } from '../../../components/layout/page-layout';
import { ShareButtons } from '../../../components/share';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextSkeleton } from '../../../components/ui/skeletons';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { blogGraphQL, blogPostQuery } from '../api/blog-graphql';
import { BlogContent } from '../components/blog-content';
import { BlogPostGrid } from '../components/blog-post-card';

/** Server render: the post (404 when the content service has no published post by that slug). */
export const loader = serverLoader(async ({ params }, { queryClient, graphql }) => {
  const post = await queryClient.ensureQueryData(blogPostQuery(graphql, params.slug ?? ''));
  if (!post) throw data(null, { status: 404 });
});

/** '/blog/:slug': one post with its reading time, category, tags, mentioned providers, sharing and related posts. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useQuery(blogPostQuery(blogGraphQL, slug));
  useDocumentTitle(post.data ? post.data.title : undefined);

  if (post.isPending) {
    return (
      <ContentContainer maxWidth="md" sx={{ py: 4, px: 2 }}>
        <Box aria-busy="true" aria-label="Cargando artículo">
          <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'grey.100', borderRadius: 3, mb: 3 }} />
          <TextSkeleton lines={8} />
        </Box>
      </ContentContainer>
    );
  }
  if (post.isError) {
    return (
      <ContentContainer maxWidth="md" sx={{ py: 4, px: 2 }}>
        <Alert severity="error" action={<Button onClick={() => void post.refetch()}>Reintentar</Button>}>
          No pudimos cargar el artículo. Revisa tu conexión e intenta nuevamente.
        </Alert>
      </ContentContainer>
    );
  }
  if (!post.data) {
    return (
      <PageLayout title="Artículo del blog" maxWidth="md" documentTitle={t('blog.post.notFound')}>
        <EmptyState
          icon={ArticleOutlinedIcon}
          title="No encontramos este artículo"
          description={`No hay ningún artículo publicado con la dirección «${slug}». Revisa el enlace o vuelve al blog para ver los artículos disponibles.`}
          actions={
            <Button component={RouterLink} to="/blog" variant="contained">
              Volver al blog
            </Button>
          }
        />
      </PageLayout>
    );
  }

  const p = post.data;
  return (
    <ContentContainer maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <Box component="article">
        <Breadcrumbs aria-label="Ruta" sx={{ mb: 2 }}>
          <Link component={RouterLink} to="/blog" underline="hover" color="inherit">
            Blog
          </Link>
          {p.category ? (
            <Link component={RouterLink} to={`/blog?categoria=${encodeURIComponent(p.category.slug)}`} underline="hover" color="inherit">
              {p.category.name}
            </Link>
          ) : null}
        </Breadcrumbs>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.5rem' }, lineHeight: 1.2, mb: 1.5 }}>
          {p.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          {p.author.name}
          {p.publishedAt ? ` · ${formatDate(p.publishedAt)}` : ''} · {readingTimeLabel(p.readingMinutes)}
        </Typography>
        {p.cover ? (
          <Box
            component="img"
            src={p.cover.url}
            alt=""
            fetchPriority="high"
            width={p.cover.width ?? undefined}
            height={p.cover.height ?? undefined}
            sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 3, mb: 3, display: 'block' }}
          />
        ) : null}
        <Typography sx={{ fontSize: '1.15rem', fontWeight: 500, mb: 3 }}>{p.excerpt}</Typography>
        <HydrateLater>
          <BlogContent html={p.contentHtml} />
        </HydrateLater>

        {p.mentionedProviders.length > 0 ? (
          <Box component="section" aria-labelledby="proveedores-mencionados" sx={{ mt: 4 }}>
            <Typography id="proveedores-mencionados" variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
              Proveedores mencionados
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {p.mentionedProviders.map((m) => (
                <Chip key={m.slug} icon={<StorefrontOutlinedIcon />} component={RouterLink} to={`/${m.slug}`} clickable label={m.name} />
              ))}
            </Box>
          </Box>
        ) : null}

        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 4 }}>
          {p.category ? (
            <Chip component={RouterLink} to={`/blog?categoria=${encodeURIComponent(p.category.slug)}`} clickable color="primary" label={p.category.name} />
          ) : null}
          {p.tags.map((t) => (
            <Chip key={t.slug} component={RouterLink} to={`/blog?etiqueta=${encodeURIComponent(t.name)}`} clickable variant="outlined" label={`#${t.name}`} />
          ))}
        </Box>
        <Divider sx={{ my: 3 }} />
        <ShareButtons path={blogPostPathOf(p.slug)} title={p.title} label="Compartir este artículo" />
      </Box>

      {p.related.length > 0 ? (
        <Box component="section" aria-labelledby="relacionados" sx={{ mt: 6 }}>
          <Typography id="relacionados" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
            Artículos relacionados
          </Typography>
          <HydrateLater>
            <BlogPostGrid posts={p.related} headingLevel="h3" />
          </HydrateLater>
        </Box>
      ) : null}
      <Box sx={{ mt: 4 }}>
        <Button component={RouterLink} to="/blog" variant="outlined">
          Ver todos los artículos
        </Button>
      </Box>
    </ContentContainer>
  );
}
