import { Button } from '../../../components/ui/lean-buttons';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { EmptyState } from '../../../components/ui/empty-state';
import { ServiceCategoryChip } from '../../../components/ui/service-category-chip';
import type { SearchState } from '../utils/search-state';

/** Groups suggested when nothing matches (the most searched categories). */
const POPULAR_GROUPS = [
  { group: 'locals', group_name: 'Locales' },
  { group: 'feeding', group_name: 'Alimentación' },
  { group: 'animation', group_name: 'Animación' },
  { group: 'audiovisual', group_name: 'Audiovisuales' },
  { group: 'setting', group_name: 'Ambientación' },
];

export interface SearchEmptyStateProps {
  state: SearchState;
  /** What was searched: 'proveedores' or 'fotos ni videos'. */
  noun: string;
  onClearFilters: () => void;
  onClearPlace: () => void;
}

/** Nothing matched: say so, and offer a way out (fewer filters, popular categories). */
export function SearchEmptyState({ state, noun, onClearFilters, onClearPlace }: SearchEmptyStateProps) {
  const hasPlace = state.d !== null || state.p !== null || state.l !== null;
  const hasFilters = hasPlace || state.q !== '' || state.c !== null || state.s !== null || state.t !== null;
  return (
    <EmptyState
      icon={SearchOffIcon}
      title={`No encontramos ${noun}`}
      description={
        state.q
          ? `No hay resultados para «${state.q}» con estos filtros. Revisa cómo lo escribiste o prueba con menos filtros.`
          : 'No hay resultados con estos filtros. Prueba con menos filtros o explora otra categoría.'
      }
      actions={
        <>
          {hasPlace ? (
            <Button variant="outlined" onClick={onClearPlace}>
              Buscar en todo el Perú
            </Button>
          ) : null}
          {hasFilters ? (
            <Button variant="contained" onClick={onClearFilters}>
              Quitar filtros
            </Button>
          ) : null}
        </>
      }
    >
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5, textAlign: 'center' }}>
        Categorías populares
      </Typography>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center', listStyle: 'none', margin: 0, padding: 0 }}>
        {POPULAR_GROUPS.map((g) => (
          <li key={g.group}>
            <ServiceCategoryChip group={g.group} group_name={g.group_name} to={`/buscar?c=${g.group}`} />
          </li>
        ))}
      </ul>
    </EmptyState>
  );
}
