import { Box } from '../../../components/ui/box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { CREATE_EVENT_STEPS } from '@eventos/domain';
import { CREATE_EVENT_STEP_TITLES } from '../components/create-event-steps';

export interface WizardProgressProps {
  step: number;
  isMobile: boolean;
  /** Whether the customer may jump to a step (every step before it is complete). */
  canEnter: (step: number) => boolean;
  onStep: (step: number) => void;
}

/** Desktop: a clickable 4-step stepper. Mobile: "Paso 2 de 4" with a progress bar. */
export function WizardProgress({ step, isMobile, canEnter, onStep }: WizardProgressProps) {
  if (isMobile) {
    return (
      <Box sx={{ mb: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600, mb: 0.75 }}>
          Paso {step} de {CREATE_EVENT_STEPS}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(step / CREATE_EVENT_STEPS) * 100}
          aria-label={`Paso ${step} de ${CREATE_EVENT_STEPS}`}
          sx={{ height: 6, borderRadius: 3 }}
        />
      </Box>
    );
  }
  return (
    <Stepper nonLinear activeStep={step - 1} alternativeLabel sx={{ mb: 4 }}>
      {CREATE_EVENT_STEP_TITLES.map((title, index) => {
        const n = index + 1;
        return (
          <Step key={title} completed={n < step}>
            <StepButton onClick={() => onStep(n)} disabled={n === step || !canEnter(n)}>
              {title}
            </StepButton>
          </Step>
        );
      })}
    </Stepper>
  );
}
