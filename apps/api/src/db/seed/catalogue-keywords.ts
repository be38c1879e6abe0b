// Keywords derived from the catalogue: service types, event types and every location. Location
// descriptions are qualified so each is unique: 'Áncash', 'Huaraz, Áncash' (province),
// 'Miraflores, Lima' (district, province) or 'Lima, Lima, Lima' when the short form repeats.

export const KEYWORD_PRIORITIES = {
  service: 10,
  event: 9,
  department: 8,
  province: 6,
  district: 5,
} as const;

export interface KeywordSeedRow {
  description: string;
  entry_type: 'service' | 'event' | 'location';
  priority: number;
  custom1: string | null;
  custom2: string | null;
  reference_id: number;
  reference_key: string;
}

interface CatalogueRow {
  id: number;
  type_name: string;
  slug: string;
  group: string;
  group_name: string;
}

interface LocationRow {
  id: number;
  code: string;
  name: string;
  type: string;
  parent_id: number | null;
}

export function buildCatalogueKeywords(
  services: CatalogueRow[],
  events: CatalogueRow[],
  locations: LocationRow[],
): KeywordSeedRow[] {
  const rows: KeywordSeedRow[] = [];
  for (const s of services) {
    rows.push({
      description: s.type_name,
      entry_type: 'service',
      priority: KEYWORD_PRIORITIES.service,
      custom1: s.group,
      custom2: s.group_name,
      reference_id: s.id,
      reference_key: s.slug,
    });
  }
  for (const e of events) {
    rows.push({
      description: e.type_name,
      entry_type: 'event',
      priority: KEYWORD_PRIORITIES.event,
      custom1: e.group,
      custom2: e.group_name,
      reference_id: e.id,
      reference_key: e.slug,
    });
  }
  rows.push(...locationKeywords(locations));
  return rows;
}

function locationKeywords(locations: LocationRow[]): KeywordSeedRow[] {
  const byId = new Map(locations.map((l) => [l.id, l]));
  const parentName = (l: LocationRow) => (l.parent_id ? (byId.get(l.parent_id)?.name ?? '') : '');
  const grandName = (l: LocationRow) => {
    const parent = l.parent_id ? byId.get(l.parent_id) : undefined;
    return parent ? parentName(parent) : '';
  };
  const short = (l: LocationRow) => {
    if (l.type === 'department') return l.name;
    return `${l.name}, ${parentName(l)}`;
  };
  const counts = new Map<string, number>();
  for (const l of locations) counts.set(short(l), (counts.get(short(l)) ?? 0) + 1);
  const seen = new Set<string>();
  return locations.map((l) => {
    const s = short(l);
    // A district whose short form repeats (or equals its province's) also names the department.
    let description = l.type === 'district' && (counts.get(s) ?? 0) > 1 ? `${s}, ${grandName(l)}` : s;
    if (seen.has(description)) description = `${description} (${l.code})`;
    seen.add(description);
    const type = l.type as 'department' | 'province' | 'district';
    return {
      description,
      entry_type: 'location' as const,
      priority: KEYWORD_PRIORITIES[type],
      custom1: type,
      custom2:
        l.type === 'department'
          ? null
          : l.type === 'province'
            ? parentName(l)
            : `${parentName(l)}, ${grandName(l)}`,
      reference_id: l.id,
      reference_key: l.code,
    };
  });
}
