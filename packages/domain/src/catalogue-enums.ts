/**
 * The service groups of SPEC §3 (labels, icons, order) and the location types, apart from
 * enums.ts: the landings' texts (landings/landings.ts), the home page's categories and its search
 * box's options need them in the browser's first script, and a module is placed in one chunk whole:
 * importing them from enums.ts put every enumeration and label of the app there (issue 12's 170 kB
 * budget for the home page's first script). enums.ts re-exports them.
 */

export const SERVICE_GROUPS = [
  'locals',
  'feeding',
  'audiovisual',
  'animation',
  'dressing',
  'planning',
  'setting',
  'structures',
  'coming_soon',
] as const;
export type ServiceGroup = (typeof SERVICE_GROUPS)[number];
export const SERVICE_GROUP_LABELS: Record<ServiceGroup, string> = {
  locals: 'Locales',
  feeding: 'Alimentación',
  audiovisual: 'Audiovisuales',
  animation: 'Animación',
  dressing: 'Vestuario',
  planning: 'Organización',
  setting: 'Ambientación',
  structures: 'Estructuras',
  coming_soon: 'Próximamente',
};
/** MUI icon component names (@mui/icons-material) per group. */
export const SERVICE_GROUP_ICONS: Record<ServiceGroup, string> = {
  locals: 'Apartment',
  feeding: 'Restaurant',
  audiovisual: 'Videocam',
  animation: 'Celebration',
  dressing: 'Checkroom',
  planning: 'EventNote',
  setting: 'LocalFlorist',
  structures: 'Architecture',
  coming_soon: 'HourglassEmpty',
};
/** Display order of the groups (1 = first). */
export const SERVICE_GROUP_ORDER: Record<ServiceGroup, number> = {
  locals: 1,
  feeding: 2,
  audiovisual: 3,
  animation: 4,
  dressing: 5,
  planning: 6,
  setting: 7,
  structures: 8,
  coming_soon: 9,
};

// ── Locations ───────────────────────────────────────────────────────────────
export const LOCATION_TYPES = ['department', 'province', 'district'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];
export const LOCATION_TYPE_LABELS: Record<LocationType, string> = {
  department: 'Departamento',
  province: 'Provincia',
  district: 'Distrito',
};
