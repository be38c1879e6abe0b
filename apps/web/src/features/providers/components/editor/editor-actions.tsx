import { Box } from '../../../../components/ui/box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface EditorActionsProps {
  saving: boolean;
  onCancel: () => void;
  saveLabel?: string;
  disabled?: boolean;
}

/** Guardar / Cancelar under an in-place editor (Guardar is the form's submit button). */
export function EditorActions({ saving, onCancel, saveLabel = 'Guardar', disabled = false }: EditorActionsProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2.5 }}>
      <Button type="button" onClick={onCancel} disabled={saving}>
        Cancelar
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={saving || disabled}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : null}
      >
        {saving ? 'Guardando…' : saveLabel}
      </Button>
    </Box>
  );
}
