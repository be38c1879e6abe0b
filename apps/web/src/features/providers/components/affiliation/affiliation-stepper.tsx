import { Box } from '../../../../components/ui/box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useIsMobile } from '../../../../hooks/use-is-mobile';
import { AFFILIATION_FORM_STEPS } from './affiliation-form';

/** Progress of the wizard: the five labelled steps on desktop, "Paso N de 5" and a bar on mobile. */
export function AffiliationStepper({ active }: { active: number }) {
  const isMobile = useIsMobile();
  const total = AFFILIATION_FORM_STEPS.length;
  if (isMobile) {
    return (
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.secondary', mb: 1 }}>
          Paso {active + 1} de {total} · {AFFILIATION_FORM_STEPS[active]?.label}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((active + 1) / total) * 100}
          aria-label={`Paso ${active + 1} de ${total}`}
          sx={{ height: 6, borderRadius: 3 }}
        />
      </Box>
    );
  }
  return (
    <Stepper activeStep={active} alternativeLabel aria-label="Pasos de la afiliación">
      {AFFILIATION_FORM_STEPS.map((step, index) => (
        <Step key={step.key} completed={index < active}>
          <StepLabel>{step.label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
