import { useMemo } from 'react';
import type { Location } from '../types';
import { useLocations } from './get-locations';
import { compareSpanish } from '@eventos/domain';

const byName = (a: Location, b: Location) => compareSpanish(a.name, b.name);

/**
 * Peru's places as three levels for department → province → district selects: every department,
 * the provinces of the chosen department and the districts of the chosen province, by name.
 */
export function useLocationLevels(departmentId: string, provinceId: string) {
  const { data: locations = [], isPending } = useLocations();
  const children = useMemo(() => {
    const map = new Map<string, Location[]>();
    for (const location of locations) {
      const key = `${location.type}:${location.parent_id ?? ''}`;
      const list = map.get(key) ?? [];
      list.push(location);
      map.set(key, list);
    }
    for (const list of map.values()) list.sort(byName);
    return map;
  }, [locations]);
  return {
    isPending,
    departments: children.get('department:') ?? [],
    provinces: departmentId ? (children.get(`province:${departmentId}`) ?? []) : [],
    districts: provinceId ? (children.get(`district:${provinceId}`) ?? []) : [],
  };
}
