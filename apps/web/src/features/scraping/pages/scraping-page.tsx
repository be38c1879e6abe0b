import Box from '@mui/material/Box';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { PageLayout } from '../../../components/layout/page-layout';
import { EmptyState } from '../../../components/ui/empty-state';

/** '/scraping' (login required): refresh how a page's link preview looks on social networks. */
export default function ScrapingPage() {
  return (
    <PageLayout
      title="Vista previa en redes sociales"
      subtitle="Actualiza la imagen, el título y la descripción que muestran Facebook y WhatsApp al compartir una página de Eventos Perú."
      maxWidth="md"
    >
      <EmptyState
        icon={ShareOutlinedIcon}
        title="No hay páginas pendientes de actualizar"
        description={
          <Box component="span">
            Después de cambiar la portada o el nombre de un negocio, las redes sociales pueden seguir
            mostrando la vista previa anterior. Desde aquí se les pedirá que vuelvan a leer la página.
          </Box>
        }
      />
    </PageLayout>
  );
}
