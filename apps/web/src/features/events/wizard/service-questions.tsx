import { Box } from '../../../components/ui/box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { EVENT_NOTES_MAX_LENGTH } from '@eventos/domain';
import { PriceField } from '../../quotations';
import type { DraftService } from './event-draft';
import type { DraftErrors } from './wizard-validation';

export interface ServiceQuestionsProps {
  name: string;
  index: number;
  value: DraftService;
  errors: DraftErrors;
  onChange: (value: DraftService) => void;
  onRemove: () => void;
}

const digits = (raw: string) =>
  raw
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 6);

/** The questions of one service: guests, hours, budget range in PEN and notes. */
export function ServiceQuestions({ name, index, value, errors, onChange, onRemove }: ServiceQuestionsProps) {
  const err = (field: string) => errors[`services.${index}.${field}`];
  const set = (patch: Partial<DraftService>) => onChange({ ...value, ...patch });
  const titleId = `service-${value.service_type_id}-title`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={titleId} component="h4" sx={{ fontWeight: 700, flex: 1 }}>
          {name}
        </Typography>
        <IconButton size="small" aria-label={`Quitar ${name}`} onClick={onRemove}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <TextField
          label="Invitados"
          value={value.guests}
          onChange={(e) => set({ guests: digits(e.target.value) })}
          error={Boolean(err('guests'))}
          helperText={err('guests')}
          placeholder="Ej.: 120"
          slotProps={{
            htmlInput: { inputMode: 'numeric', 'aria-label': `Invitados para ${name}` },
            inputLabel: { shrink: true },
          }}
        />
        <TextField
          label="Horas"
          value={value.hours}
          onChange={(e) => set({ hours: digits(e.target.value).slice(0, 2) })}
          error={Boolean(err('hours'))}
          helperText={err('hours')}
          placeholder="Ej.: 5"
          slotProps={{
            htmlInput: { inputMode: 'numeric', 'aria-label': `Horas de ${name}` },
            inputLabel: { shrink: true },
            input: { endAdornment: <InputAdornment position="end">h</InputAdornment> },
          }}
        />
        <PriceField
          label="Presupuesto desde"
          value={value.budget_min}
          onChange={(budget_min) => set({ budget_min })}
          error={Boolean(err('budget_min'))}
          helperText={err('budget_min')}
          ariaLabel={`Presupuesto desde para ${name}`}
        />
        <PriceField
          label="Presupuesto hasta"
          value={value.budget_max}
          onChange={(budget_max) => set({ budget_max })}
          error={Boolean(err('budget_max'))}
          helperText={err('budget_max')}
          ariaLabel={`Presupuesto hasta para ${name}`}
        />
        <TextField
          label="Notas para el proveedor"
          placeholder="Por ejemplo: menú criollo, música de los 80, montaje desde las 4 p. m."
          value={value.notes}
          onChange={(e) => set({ notes: e.target.value.slice(0, EVENT_NOTES_MAX_LENGTH) })}
          error={Boolean(err('notes'))}
          helperText={err('notes') ?? `${value.notes.length}/${EVENT_NOTES_MAX_LENGTH}`}
          multiline
          minRows={2}
          sx={{ gridColumn: '1 / -1' }}
          slotProps={{ htmlInput: { 'aria-label': `Notas para ${name}` }, inputLabel: { shrink: true } }}
        />
      </Box>
    </Paper>
  );
}
