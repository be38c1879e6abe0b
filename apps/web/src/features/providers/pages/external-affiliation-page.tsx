import { Box } from '../../../components/ui/box';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { PageLayout } from '../../../components/layout/page-layout';
import { AffiliationFlow } from '../components/affiliation/affiliation-flow';

const PROMISES = ['Gratis para empezar', 'Tu propia página', 'Clientes de todo el Perú'];

/**
 * '/afiliacion': external entry (links from ads, e-mails and partners) into the same affiliation
 * flow, with a short pitch above the stepper.
 */
export default function ExternalAffiliationPage() {
  return (
    <PageLayout
      title="Lleva tu negocio de eventos a más clientes"
      documentTitle="Afilia tu negocio"
      eyebrow="Eventos Perú para proveedores"
      subtitle="Publica tu página, aparece en las búsquedas y recibe pedidos de cotización."
      maxWidth="md"
    >
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 3 } }}
      >
        {PROMISES.map((text) => (
          <Box component="li" key={text} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <CheckCircleOutlineIcon fontSize="small" sx={{ color: 'secondary.main' }} aria-hidden="true" />
            <Typography sx={{ fontWeight: 600 }}>{text}</Typography>
          </Box>
        ))}
      </Box>
      <AffiliationFlow />
    </PageLayout>
  );
}
