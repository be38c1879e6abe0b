import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { PageLayout } from '../../../components/layout/page-layout';
import { EmptyState } from '../../../components/ui/empty-state';

/** '/blog': list of blog posts (served by the GraphQL content service). */
export default function BlogListPage() {
  return (
    <PageLayout
      title="Blog"
      eyebrow="Ideas y consejos"
      subtitle="Guías, tendencias y recomendaciones para organizar bodas, quinceañeros, cumpleaños y eventos corporativos en el Perú."
    >
      <EmptyState
        icon={ArticleOutlinedIcon}
        title="Todavía no hay artículos publicados"
        description="Aquí aparecerán los artículos del blog de Eventos Perú, del más reciente al más antiguo. Mientras tanto, puedes explorar proveedores o revisar las preguntas frecuentes."
        actions={
          <>
            <Button component={RouterLink} to="/proveedores" variant="contained">
              Explorar proveedores
            </Button>
            <Button component={RouterLink} to="/preguntas-frecuentes" variant="outlined">
              Preguntas frecuentes
            </Button>
          </>
        }
      />
    </PageLayout>
  );
}
