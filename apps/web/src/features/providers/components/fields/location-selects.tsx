import { Box } from '../../../../components/ui/box';
import TextField from '@mui/material/TextField';
import { useLocationLevels } from '../../../catalogue';

export interface LocationValue {
  department_id: string;
  province_id: string;
  location_id: string;
}

export interface LocationSelectsProps {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  /** Error of the district (location_id). */
  error?: string;
  disabled?: boolean;
  /** Stacked (narrow places). */
  compact?: boolean;
}

/**
 * Department → province → district (SPEC §3 locations), native selects so phones use their own
 * pickers. Changing a level clears the levels below it.
 */
export function LocationSelects({ value, onChange, error, disabled, compact = false }: LocationSelectsProps) {
  const { departments, provinces, districts, isPending } = useLocationLevels(value.department_id, value.province_id);
  const common = { select: true, fullWidth: true, disabled: disabled || isPending, slotProps: { select: { native: true }, inputLabel: { shrink: true } } } as const;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: compact ? '1fr' : { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      <TextField
        {...common}
        id="departamento"
        label="Departamento"
        value={value.department_id}
        onChange={(e) => onChange({ department_id: e.target.value, province_id: '', location_id: '' })}
      >
        <option value="">Selecciona</option>
        {departments.map((d) => (
          <option key={d.id} value={String(d.id)}>
            {d.name}
          </option>
        ))}
      </TextField>
      <TextField
        {...common}
        id="provincia"
        label="Provincia"
        value={value.province_id}
        disabled={common.disabled || !value.department_id}
        onChange={(e) => onChange({ ...value, province_id: e.target.value, location_id: '' })}
      >
        <option value="">Selecciona</option>
        {provinces.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {p.name}
          </option>
        ))}
      </TextField>
      <TextField
        {...common}
        id="distrito"
        label="Distrito"
        required
        value={value.location_id}
        disabled={common.disabled || !value.province_id}
        error={Boolean(error)}
        helperText={error}
        onChange={(e) => onChange({ ...value, location_id: e.target.value })}
      >
        <option value="">Selecciona</option>
        {districts.map((d) => (
          <option key={d.id} value={String(d.id)}>
            {d.name}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
