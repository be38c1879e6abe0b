import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export interface LoadingOverlayProps {
  open: boolean;
  /** Text under the spinner, e.g. "Guardando…". Default "Cargando…". */
  label?: string;
}

/** Full-screen loading overlay (SPEC §2): blocks the page while something important runs. */
export function LoadingOverlay({ open, label = 'Cargando…' }: LoadingOverlayProps) {
  return (
    <Backdrop
      open={open}
      sx={(theme) => ({
        zIndex: theme.zIndex.modal + 1,
        color: '#fff',
        flexDirection: 'column',
        gap: 2,
        backgroundColor: 'rgba(20, 12, 16, 0.55)',
      })}
    >
      <CircularProgress color="inherit" aria-label={label} />
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
    </Backdrop>
  );
}
