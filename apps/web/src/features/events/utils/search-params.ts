import type { EventSearchParams } from '../api/event-keys';
import { readPaging } from '../../../components/ui/list-pagination';
import { positiveInt } from './params';

/** URL keys of the searcher's filters (kept in the address so they survive reloads and links). */
export const SEARCH_KEYS = {
  event_type_id: 'tipo',
  date_from: 'desde',
  date_to: 'hasta',
  department_id: 'departamento',
  province_id: 'provincia',
  district_id: 'distrito',
} as const;

const isoDate = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

export function readSearchParams(params: URLSearchParams): EventSearchParams {
  const id = (key: string) => positiveInt(params.get(key)) ?? undefined;
  return {
    event_type_id: id(SEARCH_KEYS.event_type_id),
    date_from: isoDate(params.get(SEARCH_KEYS.date_from)),
    date_to: isoDate(params.get(SEARCH_KEYS.date_to)),
    department_id: id(SEARCH_KEYS.department_id),
    province_id: id(SEARCH_KEYS.province_id),
    district_id: id(SEARCH_KEYS.district_id),
    ...readPaging(params),
  };
}

/** How many filters are set (for the mobile "Filtros (2)" button). */
export function activeFilterCount(p: EventSearchParams): number {
  return [p.event_type_id, p.date_from, p.date_to, p.department_id].filter(Boolean).length;
}
