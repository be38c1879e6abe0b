import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import { Box } from '../../../components/ui/box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import AddIcon from '@mui/icons-material/Add';
import { Shimmer } from '../../../components/ui/shimmer';
import { ServiceGroupIcon } from '../../../components/ui/service-group-icon';
import { useServiceTypes, groupServiceTypes } from '../../catalogue';
import { newDraftService } from './event-draft';
import type { DraftService } from './event-draft';
import { ServiceQuestions } from './service-questions';
import type { DraftErrors } from './wizard-validation';

export interface StepServicesProps {
  value: DraftService[];
  onChange: (services: DraftService[]) => void;
  errors: DraftErrors;
  /** Services of the provider the request is addressed to (shown first as a hint). */
  suggestedIds?: number[];
}

/** Step 2: the services needed, grouped, and for each a few questions to quote without calling. */
export function StepServices({ value, onChange, errors, suggestedIds = [] }: StepServicesProps) {
  const { data: serviceTypes, isPending, isError } = useServiceTypes();
  const groups = useMemo(
    () => groupServiceTypes((serviceTypes ?? []).filter((s) => s.group !== 'coming_soon')),
    [serviceTypes],
  );
  const names = useMemo(() => new Map((serviceTypes ?? []).map((s) => [s.id, s.type_name])), [serviceTypes]);
  const selected = new Set(value.map((s) => s.service_type_id));

  const toggle = (id: number) =>
    onChange(
      selected.has(id) ? value.filter((s) => s.service_type_id !== id) : [...value, newDraftService(id)],
    );

  if (isError) return <Alert severity="error">No pudimos cargar los servicios. Recarga la página.</Alert>;
  if (isPending) return <Shimmer height={240} />;

  return (
    <Box>
      {errors.services ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.services}
        </Alert>
      ) : null}
      {value.length > 0 ? (
        <Alert severity="success" icon={<CheckIcon />} sx={{ mb: 2 }}>
          {value.length === 1 ? '1 servicio seleccionado' : `${value.length} servicios seleccionados`}:{' '}
          {value.map((s) => names.get(s.service_type_id)).join(', ')}. Completa sus detalles más abajo.
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {groups.map((group) => (
          <Box component="section" key={group.group} aria-labelledby={`service-group-${group.group}`}>
            <Typography
              id={`service-group-${group.group}`}
              variant="subtitle1"
              component="h3"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700, mb: 1 }}
            >
              <ServiceGroupIcon group={group.group} fontSize="small" sx={{ color: 'primary.main' }} />
              {group.group_name}
            </Typography>
            <Box
              component="ul"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
            >
              {group.services.map((service) => {
                const on = selected.has(service.id);
                const suggested = suggestedIds.includes(service.id);
                return (
                  <li key={service.id}>
                    <Chip
                      label={service.type_name}
                      clickable
                      aria-pressed={on}
                      color={on ? 'primary' : 'default'}
                      variant={on ? 'filled' : 'outlined'}
                      icon={on ? <CheckIcon /> : <AddIcon />}
                      onClick={() => toggle(service.id)}
                      sx={suggested && !on ? { borderColor: 'secondary.main', borderWidth: 1.5 } : undefined}
                    />
                  </li>
                );
              })}
            </Box>
          </Box>
        ))}
      </Box>

      {value.length > 0 ? (
        <Box component="section" aria-labelledby="service-details" sx={{ mt: 4 }}>
          <Typography id="service-details" variant="h6" component="h3" sx={{ mb: 0.5 }}>
            Detalles para cotizar
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            Todo es opcional, pero con estos datos los proveedores te cotizan sin tener que llamarte.
          </Typography>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {value.map((service, index) => (
              <ServiceQuestions
                key={service.service_type_id}
                name={names.get(service.service_type_id) ?? 'Servicio'}
                value={service}
                errors={errors}
                index={index}
                onChange={(next) => onChange(value.map((s, i) => (i === index ? next : s)))}
                onRemove={() => toggle(service.service_type_id)}
              />
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
