import { useMemo, useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Box } from '../../../../components/ui/box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { ServiceGroupIcon } from '../../../../components/ui/service-group-icon';
import { TextSkeleton } from '../../../../components/ui/skeletons';
import { useServiceTypes, groupServiceTypes } from '../../../catalogue';

export interface ServiceTypePickerProps {
  value: ReadonlyArray<number>;
  onChange: (ids: number[]) => void;
  error?: string;
  /** Id of the element labelling the picker (the step or section title). */
  labelledBy?: string;
}

const COMING_SOON = 'coming_soon';

/**
 * Service selector (SPEC §5): every service type grouped by category, with category chips to
 * filter the list and a count of the chosen services per category.
 */
export function ServiceTypePicker({ value, onChange, error, labelledBy }: ServiceTypePickerProps) {
  const { data: serviceTypes, isPending } = useServiceTypes();
  const groups = useMemo(() => groupServiceTypes(serviceTypes ?? []), [serviceTypes]);
  const [filter, setFilter] = useState<string | null>(null);
  const selected = new Set(value);

  if (isPending) return <TextSkeleton lines={6} />;

  const toggle = (id: number, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onChange([...next]);
  };
  const countIn = (group: (typeof groups)[number]) => group.services.filter((s) => selected.has(s.id)).length;
  const visible = groups.filter((g) => filter === null || g.group === filter);

  return (
    <Box role="group" aria-labelledby={labelledBy} aria-describedby={error ? 'servicios-error' : undefined}>
      {/* Above the long list, where «Siguiente»/«Guardar» brings the user (focusFirstError). */}
      {error ? (
        <FormHelperText id="servicios-error" error role="alert" data-field-error tabIndex={-1} sx={{ mt: 0, mb: 2, fontSize: '0.9rem' }}>
          {error}
        </FormHelperText>
      ) : null}
      <Box component="ul" aria-label="Filtrar por categoría" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0, mb: 2.5 }}>
        <li>
          <Chip
            label="Todas"
            onClick={() => setFilter(null)}
            color={filter === null ? 'primary' : 'default'}
            variant={filter === null ? 'filled' : 'outlined'}
            aria-pressed={filter === null}
          />
        </li>
        {groups
          .filter((g) => g.group !== COMING_SOON)
          .map((group) => {
            const count = countIn(group);
            const active = filter === group.group;
            return (
              <li key={group.group}>
                <Chip
                  icon={<ServiceGroupIcon group={group.group} fontSize="small" />}
                  label={count ? `${group.group_name} (${count})` : group.group_name}
                  onClick={() => setFilter(active ? null : group.group)}
                  color={active ? 'primary' : count ? 'secondary' : 'default'}
                  variant={active || count ? 'filled' : 'outlined'}
                  aria-pressed={active}
                />
              </li>
            );
          })}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {visible.map((group) => {
          const comingSoon = group.group === COMING_SOON;
          const legendId = `grupo-${group.group}`;
          return (
            <Box
              key={group.group}
              role="group"
              aria-labelledby={legendId}
              sx={{
                border: 1,
                borderColor: countIn(group) ? 'secondary.light' : 'divider',
                borderRadius: '12px',
                p: 2,
                bgcolor: comingSoon ? 'grey.50' : 'background.paper',
              }}
            >
              <Typography
                id={legendId}
                component="h3"
                sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700, mb: 1 }}
              >
                <ServiceGroupIcon group={group.group} fontSize="small" sx={{ color: 'primary.main' }} />
                {group.group_name}
                {countIn(group) ? (
                  <Box component="span" sx={{ ml: 'auto', fontSize: '0.8rem', color: 'secondary.dark', fontWeight: 600 }}>
                    {countIn(group)} {countIn(group) === 1 ? 'elegido' : 'elegidos'}
                  </Box>
                ) : null}
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(210px, 100%), 1fr))', columnGap: 1 }}>
                {group.services.map((service) => (
                  <FormControlLabel
                    key={service.id}
                    disabled={comingSoon}
                    control={
                      <Checkbox
                        size="small"
                        checked={selected.has(service.id)}
                        onChange={(event) => toggle(service.id, event.target.checked)}
                      />
                    }
                    label={service.type_name}
                    sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: '0.95rem' } }}
                  />
                ))}
              </Box>
              {comingSoon ? (
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  Estas categorías estarán disponibles pronto.
                </Typography>
              ) : null}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * The picker as a react-hook-form field (`Controller` on `service_type_ids`), with its error under
 * it: the affiliation's step 2 and the services editor.
 */
export function ServiceTypesField<T extends FieldValues, TOut>({
  control,
  labelledBy,
}: {
  control: Control<T, unknown, TOut>;
  labelledBy: string;
}) {
  return (
    <Controller
      name={'service_type_ids' as Path<T>}
      control={control}
      render={({ field, fieldState }) => (
        <ServiceTypePicker
          value={(field.value as number[] | undefined) ?? []}
          onChange={field.onChange}
          error={fieldState.error?.message}
          labelledBy={labelledBy}
        />
      )}
    />
  );
}
