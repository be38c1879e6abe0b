import { Box } from '../../../../components/ui/box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

export interface AffiliationActionsProps {
  active: number;
  last: number;
  busy: boolean;
  /** An upload is in progress: moving on waits for it. */
  blocked: boolean;
  /** On the logo step without a logo: the button reads "Omitir por ahora". */
  logoPending: boolean;
  onBack: () => void;
}

/** Atrás / Siguiente bar; sticks to the bottom of the screen on mobile. */
export function AffiliationActions({ active, last, busy, blocked, logoPending, onBack }: AffiliationActionsProps) {
  const finalStep = active === last;
  const nextLabel = finalStep ? 'Confirmar y publicar' : logoPending ? 'Omitir por ahora' : 'Siguiente';
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        display: 'flex',
        justifyContent: 'space-between',
        gap: 1.5,
        px: { xs: 2, sm: 4 },
        py: { xs: 1.5, sm: 2 },
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        borderBottomLeftRadius: 16,
        borderBottomRightRadius: 16,
      }}
    >
      <Button
        type="button"
        onClick={onBack}
        disabled={active === 0 || busy}
        startIcon={<ArrowBackIcon />}
        sx={{ visibility: active === 0 ? 'hidden' : 'visible' }}
      >
        Atrás
      </Button>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy || blocked}
        endIcon={busy ? <CircularProgress size={18} color="inherit" /> : finalStep ? null : <ArrowForwardIcon />}
        sx={{ minWidth: { xs: 150, sm: 180 } }}
      >
        {nextLabel}
      </Button>
    </Box>
  );
}
