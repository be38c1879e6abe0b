import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageLayout } from '../../../components/layout/page-layout';
import { AffiliationSteps } from '../components/affiliation-steps';

/**
 * '/proveedores/afiliacion' (and '/afiliacion'): the guided affiliation form. A signed-in user who
 * already has a provider never gets here (the router sends them to /{slug}).
 */
export default function AffiliationPage() {
  return (
    <PageLayout
      title="Afilia tu negocio"
      eyebrow="Para proveedores"
      subtitle="Crea la página de tu negocio en Eventos Perú en cinco pasos."
      maxWidth="md"
    >
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h2" sx={{ mb: 3 }}>
          Así funciona la afiliación
        </Typography>
        <AffiliationSteps />
        <Box
          role="note"
          sx={{ mt: 4, p: 2, borderRadius: '8px', bgcolor: '#F3F4F6', color: 'text.secondary' }}
        >
          El formulario de afiliación todavía no está habilitado en esta versión. Revisa los planes para
          conocer qué incluye cada uno.
        </Box>
        <Box sx={{ mt: 3, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/soy-un-proveedor" variant="contained">
            Ver los planes
          </Button>
          <Button component={RouterLink} to="/sitioweb" variant="outlined">
            Qué incluye tu sitio web
          </Button>
        </Box>
      </Paper>
    </PageLayout>
  );
}
