import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { PageLayout } from '../../../components/layout/page-layout';
import { EmptyState } from '../../../components/ui/empty-state';

/** '/blog/:slug': one blog post. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  return (
    <PageLayout title="Artículo del blog" maxWidth="md" documentTitle={`Blog: ${slug}`}>
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
