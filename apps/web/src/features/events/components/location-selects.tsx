import { Box } from '../../../components/ui/box';
import TextField from '@mui/material/TextField';
import { useLocationLevels } from '../../catalogue';
import type { Location } from '../../catalogue';

export interface LocationIds {
  department_id: string;
  province_id: string;
  district_id: string;
}

export interface LocationSelectsProps {
  value: LocationIds;
  onChange: (value: LocationIds) => void;
  /** Message under the district (the chain is required in the wizard). */
  error?: string;
  /** Wizard: all three are required. Filters: any level may stay empty ("Todos"). */
  required?: boolean;
  emptyLabel?: string;
  size?: 'small' | 'medium';
}

/**
 * Department → province → district as native selects (phones use their own pickers). Changing a
 * level clears the levels below it.
 */
export function LocationSelects({
  value,
  onChange,
  error,
  required = false,
  emptyLabel = 'Selecciona',
  size = 'medium',
}: LocationSelectsProps) {
  const { departments, provinces, districts, isPending } = useLocationLevels(value.department_id, value.province_id);
  const common = {
    select: true,
    fullWidth: true,
    required,
    size,
    slotProps: { select: { native: true }, inputLabel: { shrink: true } },
  } as const;
  const options = (list: Location[]) => [
    <option key="" value="">
      {emptyLabel}
    </option>,
    ...list.map((l) => (
      <option key={l.id} value={String(l.id)}>
        {l.name}
      </option>
    )),
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      <TextField
        {...common}
        label="Departamento"
        disabled={isPending}
        value={value.department_id}
        error={Boolean(error) && !value.department_id}
        onChange={(e) => onChange({ department_id: e.target.value, province_id: '', district_id: '' })}
      >
        {options(departments)}
      </TextField>
      <TextField
        {...common}
        label="Provincia"
        disabled={isPending || !value.department_id}
        value={value.province_id}
        error={Boolean(error) && Boolean(value.department_id) && !value.province_id}
        onChange={(e) => onChange({ ...value, province_id: e.target.value, district_id: '' })}
      >
        {options(provinces)}
      </TextField>
      <TextField
        {...common}
        label="Distrito"
        disabled={isPending || !value.province_id}
        value={value.district_id}
        error={Boolean(error)}
        helperText={error}
        onChange={(e) => onChange({ ...value, district_id: e.target.value })}
      >
        {options(districts)}
      </TextField>
    </Box>
  );
}
