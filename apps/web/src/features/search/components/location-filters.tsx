import { useMemo } from 'react';
import { Box } from '../../../components/ui/box';
import { useLocations } from '../../catalogue';
import type { Location } from '../../catalogue';
import { NativeSelectField } from './native-select';
import { compareSpanish } from '@eventos/domain';

export interface LocationFiltersProps {
  department: number | null;
  province: number | null;
  district: number | null;
  onChange: (patch: { d?: number | null; p?: number | null; l?: number | null }) => void;
}

const byName = (a: Location, b: Location) => compareSpanish(a.name, b.name);
const toOptions = (list: Location[]) => list.map((l) => ({ value: String(l.id), label: l.name }));
const toId = (value: string) => (value ? Number(value) : null);

/** Department → province → district selects (each list depends on the one before). */
export function LocationFilters({ department, province, district, onChange }: LocationFiltersProps) {
  const { data: locations = [] } = useLocations();
  const lists = useMemo(() => {
    const of = (type: Location['type'], parent: number | null) =>
      locations.filter((l) => l.type === type && (parent === null || l.parent_id === parent)).sort(byName);
    return {
      departments: of('department', null),
      provinces: department ? of('province', department) : [],
      districts: province ? of('district', province) : [],
    };
  }, [locations, department, province]);

  return (
    <Box sx={{ display: 'contents' }}>
      <NativeSelectField
        label="Departamento"
        emptyLabel="Todo el Perú"
        value={department ? String(department) : ''}
        options={toOptions(lists.departments)}
        onChange={(v) => onChange({ d: toId(v) })}
      />
      <NativeSelectField
        label="Provincia"
        emptyLabel="Todas"
        value={province ? String(province) : ''}
        options={toOptions(lists.provinces)}
        onChange={(v) => onChange({ p: toId(v) })}
        disabled={!department}
      />
      <NativeSelectField
        label="Distrito"
        emptyLabel="Todos"
        value={district ? String(district) : ''}
        options={toOptions(lists.districts)}
        onChange={(v) => onChange({ l: toId(v) })}
        disabled={!province}
      />
    </Box>
  );
}
