import { Box } from '../../../components/ui/box';
import TextField from '@mui/material/TextField';
import { EVENT_PLACE_MAX_LENGTH, maxEventDate, minEventDate } from '@eventos/domain';
import { LazyDateField } from '../../../components/forms/lazy-date-field';
import { LocationSelects } from '../components/location-selects';
import type { LocationIds } from '../components/location-selects';
import { DATE_INCOMPLETE } from './event-draft';
import type { EventDraft } from './event-draft';
import type { DraftErrors } from './wizard-validation';

export interface StepPlaceDateProps {
  draft: EventDraft;
  onChange: (patch: Partial<EventDraft>) => void;
  errors: DraftErrors;
}

/** Step 3: where (department → province → district, place) and when (tomorrow at the earliest). */
export function StepPlaceDate({ draft, onChange, errors }: StepPlaceDateProps) {
  const location: LocationIds = {
    department_id: draft.department_id,
    province_id: draft.province_id,
    district_id: draft.district_id,
  };
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <LocationSelects
        value={location}
        onChange={(next) => onChange(next)}
        error={errors.location}
        required
      />
      <TextField
        label="Lugar del evento"
        placeholder="Por ejemplo: local por definir, casa de campo en Cieneguilla, hotel en Miraflores"
        value={draft.place}
        onChange={(e) => onChange({ place: e.target.value.slice(0, EVENT_PLACE_MAX_LENGTH) })}
        error={Boolean(errors.place)}
        helperText={errors.place ?? 'Opcional: el local o la zona, si ya la tienes.'}
        fullWidth
      />
      <Box sx={{ maxWidth: { sm: 320 } }}>
        <LazyDateField
          label="Fecha del evento"
          name="date"
          value={draft.date}
          incomplete={DATE_INCOMPLETE}
          onChange={(date) => onChange({ date })}
          minDate={minEventDate()}
          maxDate={maxEventDate()}
          error={errors.date}
          helperText="DD/MM/AAAA · a partir de mañana"
          required
        />
      </Box>
    </Box>
  );
}
