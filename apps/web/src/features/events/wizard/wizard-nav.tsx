import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { CREATE_EVENT_STEPS } from '@eventos/domain';

export interface WizardNavProps {
  step: number;
  onBack: () => void;
  onNext: () => void;
  onPublish: () => void;
  publishing: boolean;
  /** "Publicar evento", or "Guardar cambios" when editing. */
  publishLabel: string;
}

/** The wizard's footer: Atrás / Siguiente / Publicar, sticky at the bottom of the scroll area. */
export function WizardNav({ step, onBack, onNext, onPublish, publishing, publishLabel }: WizardNavProps) {
  const last = step === CREATE_EVENT_STEPS;
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        mt: 3,
        mx: { xs: -2, sm: -4 },
        mb: { xs: -2, sm: -4 },
        px: { xs: 2, sm: 4 },
        py: 1.5,
        display: 'flex',
        gap: 1.5,
        justifyContent: 'space-between',
        alignItems: 'center',
        bgcolor: 'background.paper',
        borderTop: '1px solid',
        borderColor: 'divider',
        borderBottomLeftRadius: 16,
        borderBottomRightRadius: 16,
      }}
    >
      <Button onClick={onBack} disabled={step === 1 || publishing} startIcon={<ArrowBackIcon />} size="large">
        Atrás
      </Button>
      {last ? (
        <Button
          variant="contained"
          size="large"
          onClick={onPublish}
          disabled={publishing}
          startIcon={
            publishing ? (
              <CircularProgress size={18} color="inherit" aria-hidden="true" />
            ) : (
              <SendOutlinedIcon />
            )
          }
        >
          {publishLabel}
        </Button>
      ) : (
        <Button variant="contained" size="large" onClick={onNext} endIcon={<ArrowForwardIcon />}>
          Siguiente
        </Button>
      )}
    </Box>
  );
}
