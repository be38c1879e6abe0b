import { useMemo } from 'react';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { compareSpanish, EVENT_TYPE_GROUP_LABELS, EVENT_TYPE_GROUPS } from '@eventos/domain';
import { useEventTypes } from '../../catalogue';
import type { EventSearchParams } from '../api/event-keys';
import { LazyDateField } from '../../../components/forms/lazy-date-field';
import { LocationSelects } from './location-selects';

export type FilterPatch = Partial<Record<keyof EventSearchParams, string | number | undefined>>;

export interface EventSearchFiltersProps {
  value: EventSearchParams;
  onChange: (patch: FilterPatch) => void;
  onClear: () => void;
}

const str = (v: number | undefined) => (v ? String(v) : '');

/** Event type, date range and department → province → district for the provider's searcher. */
export function EventSearchFilters({ value, onChange, onClear }: EventSearchFiltersProps) {
  const { data: eventTypes = [] } = useEventTypes();
  const grouped = useMemo(
    () =>
      EVENT_TYPE_GROUPS.map((g) => ({
        group: g,
        types: eventTypes
          .filter((t) => t.group === g)
          .sort((a, b) => compareSpanish(a.type_name, b.type_name)),
      })),
    [eventTypes],
  );
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filtrar eventos"
      onSubmit={(e) => e.preventDefault()}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
        <TextField
          select
          size="small"
          label="Tipo de evento"
          value={str(value.event_type_id)}
          onChange={(e) => onChange({ event_type_id: e.target.value || undefined })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Todos</option>
          {grouped.map((g) => (
            <optgroup key={g.group} label={EVENT_TYPE_GROUP_LABELS[g.group]}>
              {g.types.map((t) => (
                <option key={t.id} value={String(t.id)}>
                  {t.type_name}
                </option>
              ))}
            </optgroup>
          ))}
        </TextField>
        <LazyDateField
          label="Desde"
          size="small"
          value={value.date_from ?? ''}
          maxDate={value.date_to}
          helperText=""
          onChange={(v) => onChange({ date_from: v || undefined })}
        />
        <LazyDateField
          label="Hasta"
          size="small"
          value={value.date_to ?? ''}
          minDate={value.date_from}
          helperText=""
          onChange={(v) => onChange({ date_to: v || undefined })}
        />
      </Box>
      <LocationSelects
        size="small"
        emptyLabel="Todos"
        value={{
          department_id: str(value.department_id),
          province_id: str(value.province_id),
          district_id: str(value.district_id),
        }}
        onChange={(l) =>
          onChange({
            department_id: l.department_id || undefined,
            province_id: l.province_id || undefined,
            district_id: l.district_id || undefined,
          })
        }
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onClear}>Limpiar filtros</Button>
      </Box>
    </Box>
  );
}
