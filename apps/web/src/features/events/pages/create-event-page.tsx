import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { CREATE_EVENT_STEPS } from '@eventos/domain';
import { PageLayout } from '../../../components/layout/page-layout';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { CREATE_EVENT_STEP_TITLES, parseCreateEventStep } from '../components/create-event-steps';

const STEP_HELP = [
  'Elige el tipo de evento: social, corporativo, de marketing o político.',
  'Indica los servicios que necesitas y algunos detalles para que te coticen sin llamarte.',
  'Dinos dónde (departamento, provincia y distrito) y cuándo será tu evento.',
  'Describe tu evento y revisa todo antes de publicarlo.',
];

/** '/eventos/crear/:step?': the 4-step create-event wizard (step in the URL). */
export default function CreateEventPage() {
  const { step } = useParams();
  const isMobile = useIsMobile();
  const current = parseCreateEventStep(step, CREATE_EVENT_STEPS);
  return (
    <PageLayout
      title="Publica tu evento"
      subtitle="Describe tu evento una sola vez y recibe cotizaciones comparables de varios proveedores."
      maxWidth="md"
    >
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stepper
          activeStep={current - 1}
          orientation={isMobile ? 'vertical' : 'horizontal'}
          alternativeLabel={!isMobile}
        >
          {CREATE_EVENT_STEP_TITLES.map((title) => (
            <Step key={title}>
              <StepLabel>{title}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Box sx={{ mt: 4 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            Paso {current} de {CREATE_EVENT_STEPS}: {CREATE_EVENT_STEP_TITLES[current - 1]}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{STEP_HELP[current - 1]}</Typography>
          <Box
            role="note"
            sx={{ mt: 3, p: 2, borderRadius: '8px', bgcolor: '#F3F4F6', color: 'text.secondary' }}
          >
            La publicación de eventos todavía no está habilitada en esta versión. Cuando lo esté, completarás
            estos cuatro pasos y recibirás cotizaciones de los proveedores.
          </Box>
          <Button component={RouterLink} to="/preguntas-frecuentes" variant="outlined" sx={{ mt: 3 }}>
            Preguntas frecuentes
          </Button>
        </Box>
      </Paper>
    </PageLayout>
  );
}
