import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import { Box } from '../../../components/ui/box';
import Typography from '@mui/material/Typography';
import { compareSpanish, EVENT_TYPE_GROUP_LABELS, EVENT_TYPE_GROUPS } from '@eventos/domain';
import { Shimmer } from '../../../components/ui/shimmer';
import { useEventTypes } from '../../catalogue';
import type { EventType } from '../../catalogue';
import { EventTypeGroupIcon } from '../components/event-type-group-icon';
import { SelectableCard } from './selectable-card';

export interface StepEventTypeProps {
  value: number | null;
  onChange: (id: number) => void;
  error?: string;
}

/** Step 1: the event type, grouped (social, corporate, marketing, political) as selectable cards. */
export function StepEventType({ value, onChange, error }: StepEventTypeProps) {
  const { data: eventTypes, isPending, isError } = useEventTypes();
  const groups = useMemo(() => {
    const list = eventTypes ?? [];
    return EVENT_TYPE_GROUPS.map((group) => ({
      group,
      label: EVENT_TYPE_GROUP_LABELS[group],
      types: list
        .filter((t: EventType) => t.group === group)
        .sort((a, b) => compareSpanish(a.type_name, b.type_name)),
    })).filter((g) => g.types.length > 0);
  }, [eventTypes]);

  if (isError)
    return <Alert severity="error">No pudimos cargar los tipos de evento. Recarga la página.</Alert>;
  if (isPending) {
    return (
      <Box role="status" aria-label="Cargando tipos de evento" sx={{ display: 'grid', gap: 1.5 }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Shimmer key={i} height={52} />
        ))}
      </Box>
    );
  }
  return (
    <Box
      role="radiogroup"
      aria-label="Tipo de evento"
      aria-describedby={error ? 'event-type-error' : undefined}
    >
      {error ? (
        <Alert severity="error" id="event-type-error" data-field-error sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {groups.map(({ group, label, types }) => (
        <Box component="section" key={group} sx={{ mb: 3 }} aria-labelledby={`event-group-${group}`}>
          <Typography
            id={`event-group-${group}`}
            variant="h6"
            component="h3"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}
          >
            <EventTypeGroupIcon group={group} sx={{ color: 'primary.main' }} />
            {label}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1.25,
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(3, 1fr)',
                md: 'repeat(4, 1fr)',
              },
            }}
          >
            {types.map((type) => (
              <SelectableCard
                key={type.id}
                type="radio"
                name="event_type_id"
                label={type.type_name}
                checked={value === type.id}
                onSelect={() => onChange(type.id)}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
