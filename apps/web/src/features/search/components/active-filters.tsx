import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import Chip from '@mui/material/Chip';
import { LOCATION_TYPE_LABELS, SERVICE_GROUP_LABELS } from '@eventos/domain';
import { useLocations, useServiceTypes } from '../../catalogue';
import { useKeptClasses } from '../../../styling/kept-sx';

/** The list's style (the `sx` it had as a `Box`), kept once per process for a plain element (docs/decisions/365). */
const STYLES = { list: { display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 2 } } as const;

/** Filters of the provider search that live in the URL (SPEC §7: q c s d p l). */
const FILTER_KEYS = ['q', 'c', 's', 'd', 'p', 'l'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** Chips for the active search filters; deleting one removes it from the URL. */
export function ActiveFilters() {
  const [params, setParams] = useSearchParams();
  const { data: locations = [] } = useLocations();
  const { data: serviceTypes = [] } = useServiceTypes();
  const c = useKeptClasses(STYLES);
  const locationsById = useMemo(() => new Map(locations.map((l) => [String(l.id), l])), [locations]);

  const label = (key: FilterKey, value: string): string => {
    switch (key) {
      case 'q':
        return `«${value}»`;
      case 'c':
        return (SERVICE_GROUP_LABELS as Record<string, string | undefined>)[value] ?? value;
      case 's':
        return serviceTypes.find((s) => s.slug === value)?.type_name ?? value;
      default: {
        const location = locationsById.get(value);
        const type =
          LOCATION_TYPE_LABELS[
            location?.type ?? (key === 'd' ? 'department' : key === 'p' ? 'province' : 'district')
          ];
        return `${type}: ${location?.name ?? value}`;
      }
    }
  };

  const active = FILTER_KEYS.flatMap((key) => {
    const value = params.get(key);
    return value ? [{ key, value }] : [];
  });
  if (active.length === 0) return null;

  const remove = (key: FilterKey) => {
    const next = new URLSearchParams(params);
    next.delete(key);
    // The places below a removed department or province go with it.
    if (key === 'd') ['p', 'l'].forEach((k) => next.delete(k));
    if (key === 'p') next.delete('l');
    next.delete('page');
    setParams(next);
  };

  return (
    <ul className={c.list} aria-label="Filtros activos">
      {active.map(({ key, value }) => (
        <li key={key}>
          <Chip label={label(key, value)} onDelete={() => remove(key)} color="primary" variant="outlined" />
        </li>
      ))}
    </ul>
  );
}
