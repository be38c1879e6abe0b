import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EVENT_DESCRIPTION_MAX_LENGTH, EVENT_DESCRIPTION_MIN_LENGTH, formatDate, t } from '@eventos/domain';
import { useCatalogueLookups } from '../hooks/use-catalogue-lookups';
import { EventFacts } from '../components/event-facts';
import { formatEventLocation } from '../utils/event-format';
import type { EventDraft } from './event-draft';
import type { DraftErrors } from './wizard-validation';

export interface StepDescriptionProps {
  draft: EventDraft;
  onChange: (description: string) => void;
  errors: DraftErrors;
  onEditStep: (step: number) => void;
}

const num = (v: string) => (v.trim() === '' ? null : Number(v));

/** Step 4: the description (minimum length, spec message) and a review of everything. */
export function StepDescription({ draft, onChange, errors, onEditStep }: StepDescriptionProps) {
  const lookups = useCatalogueLookups();
  const length = draft.description.trim().length;
  const missing = Math.max(0, EVENT_DESCRIPTION_MIN_LENGTH - length);
  const name = (id: string) => (id ? (lookups.location.get(Number(id))?.name ?? '') : '');
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TextField
        label={t('events.description.required')}
        placeholder="Cuéntales a los proveedores cómo imaginas tu evento: el estilo, el público, el horario, lo que no puede faltar…"
        value={draft.description}
        onChange={(e) => onChange(e.target.value.slice(0, EVENT_DESCRIPTION_MAX_LENGTH))}
        error={Boolean(errors.description)}
        helperText={
          errors.description ??
          (missing > 0
            ? `Te faltan ${missing} caracteres (mínimo ${EVENT_DESCRIPTION_MIN_LENGTH}) · ${length}/${EVENT_DESCRIPTION_MAX_LENGTH}`
            : `${length}/${EVENT_DESCRIPTION_MAX_LENGTH}`)
        }
        multiline
        minRows={5}
        fullWidth
        required
      />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="review-title"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <Typography id="review-title" variant="h6" component="h3" sx={{ flex: 1 }}>
            Revisa tu evento
          </Typography>
          <Button size="small" onClick={() => onEditStep(1)}>
            Cambiar tipo
          </Button>
          <Button size="small" onClick={() => onEditStep(2)}>
            Cambiar servicios
          </Button>
          <Button size="small" onClick={() => onEditStep(3)}>
            Cambiar lugar y fecha
          </Button>
        </Box>
        <EventFacts
          headingLevel="h4"
          eventType={
            draft.event_type_id ? (lookups.eventType.get(draft.event_type_id)?.type_name ?? '—') : '—'
          }
          date={formatDate(draft.date) || '—'}
          location={
            formatEventLocation([
              name(draft.district_id),
              name(draft.province_id),
              name(draft.department_id),
            ]) || '—'
          }
          place={draft.place.trim() || null}
          services={draft.services.map((s) => ({
            name: lookups.serviceType.get(s.service_type_id)?.type_name ?? 'Servicio',
            guests: num(s.guests),
            hours: num(s.hours),
            budget_min: num(s.budget_min),
            budget_max: num(s.budget_max),
            notes: s.notes.trim() || null,
          }))}
        />
      </Paper>
    </Box>
  );
}
