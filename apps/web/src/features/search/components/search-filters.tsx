import { useMemo } from 'react';
import { ServiceCategoryChips } from '../../../components/ui/service-category-chip';
import { useLocations, useServiceTypes, groupServiceTypes } from '../../catalogue';
import type { ProviderSearchResult } from '../types';
import { filterHref, type SearchPatch, type SearchState } from '../utils/search-state';
import { LocationFilters } from './location-filters';
import { NativeSelectField } from './native-select';
import { compareSpanish } from '@eventos/domain';
import { useKeptClasses } from '../../../styling/kept-sx';

/**
 * The filters' elements and styles (the heading's Typography subtitle2 and `sx`, the group's `Box`: the
 * same CSS), kept once per process for plain elements (docs/decisions/365).
 */
const STYLES = {
  heading: { m: 0, typography: 'subtitle2', mt: 3, mb: 1.5, fontWeight: 700 },
  group: { mt: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } },
} as const;

export interface SearchFiltersProps {
  state: SearchState;
  update: (patch: SearchPatch) => void;
  facets: ProviderSearchResult['facets'] | undefined;
}

/** Category chips with counts, the service type select and the location selects. */
export function SearchFilters({ state, update, facets }: SearchFiltersProps) {
  const { data: serviceTypes = [] } = useServiceTypes();
  const { data: locations = [] } = useLocations();

  const categories = useMemo(() => {
    const counts = new Map((facets?.categories ?? []).map((c) => [c.group, c.count]));
    return groupServiceTypes(serviceTypes)
      .filter((g) => g.group !== 'coming_soon')
      .map((g) => ({ group: g.group, group_name: g.group_name, count: facets ? (counts.get(g.group) ?? 0) : undefined }));
  }, [serviceTypes, facets]);

  const serviceOptions = useMemo(() => {
    const counts = new Map((facets?.services ?? []).map((s) => [s.slug, s.count]));
    return serviceTypes
      .filter((s) => s.group !== 'coming_soon' && (!state.c || s.group === state.c))
      .sort((a, b) => compareSpanish(a.type_name, b.type_name))
      .map((s) => ({ value: s.slug, label: facets ? `${s.type_name} (${counts.get(s.slug) ?? 0})` : s.type_name }));
  }, [serviceTypes, facets, state.c]);

  // A link may carry only a district (l) or a province (p): show the places above it too.
  const lineage = useMemo(() => {
    const byId = new Map(locations.map((l) => [l.id, l]));
    const province = state.p ?? (state.l ? (byId.get(state.l)?.parent_id ?? null) : null);
    const department = state.d ?? (province ? (byId.get(province)?.parent_id ?? null) : null);
    return { department, province };
  }, [locations, state.d, state.p, state.l]);

  // Category chips are links (crawlable): each selects its group, or clears it when selected.
  const categoryHref = (group: string) => {
    const c = state.c === group ? null : group;
    const keepService = c !== null && serviceTypes.some((s) => s.slug === state.s && s.group === c);
    return filterHref(state, { c, s: keepService ? state.s : null });
  };

  const c = useKeptClasses(STYLES);
  return (
    <div>
      <h2 className={c.heading}>Categorías</h2>
      <ServiceCategoryChips categories={categories} selectedGroup={state.c} hrefFor={categoryHref} />
      <div className={c.group} role="group" aria-label="Filtros">
        <NativeSelectField
          label="Tipo de servicio"
          emptyLabel="Todos los servicios"
          value={state.s ?? ''}
          options={serviceOptions}
          onChange={(s) => update({ s: s || null })}
        />
        <LocationFilters
          department={lineage.department}
          province={lineage.province}
          district={state.l}
          onChange={(patch) => update({ ...patch, d: 'd' in patch ? patch.d : lineage.department, ...('l' in patch ? { p: lineage.province } : {}) })}
        />
      </div>
    </div>
  );
}
