import type { HTMLAttributes } from 'react';
import { Box } from '../../../components/ui/box';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { LOCATION_TYPE_LABELS } from '@eventos/domain';
import type { Keyword } from '../types';
import { isLocationKeyword, isServiceKeyword } from '../utils/keyword-search-url';

const ENTRY_TYPE_LABELS: Record<string, string> = {
  service: 'Servicio',
  service_type: 'Servicio',
  event: 'Tipo de evento',
  event_type: 'Tipo de evento',
  location: 'Ubicación',
  query: 'Búsqueda',
};

/** Secondary line of a suggestion: "Distrito", "Servicio · Alimentación", "Tipo de evento"… */
export function keywordCaption(option: Keyword): string {
  if (isLocationKeyword(option)) {
    return (LOCATION_TYPE_LABELS as Record<string, string | undefined>)[option.custom1 ?? ''] ?? 'Ubicación';
  }
  if (isServiceKeyword(option) && option.custom2) return `Servicio · ${option.custom2}`;
  return ENTRY_TYPE_LABELS[option.entry_type] ?? 'Sugerencia';
}

export function KeywordOption({
  option,
  optionProps,
}: {
  option: Keyword;
  optionProps: HTMLAttributes<HTMLLIElement>;
}) {
  const Icon = isLocationKeyword(option) ? PlaceOutlinedIcon : SearchIcon;
  return (
    <li {...optionProps}>
      <Icon fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary' }} />
      <Box component="span" sx={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box component="span" sx={{ fontWeight: 500, fontSize: '0.95rem' }}>
          {option.description}
        </Box>
        <Box component="span" sx={{ fontSize: '0.78rem', color: 'text.secondary' }}>
          {keywordCaption(option)}
        </Box>
      </Box>
    </li>
  );
}
