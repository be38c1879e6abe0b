import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import { Button } from '../../../components/ui/lean-buttons';
import { SEARCH_MAX_RESULTS, beyondReachableMessage, isBeyondReachable, searchTotalLabel } from '@eventos/domain';
import { CardGridSkeleton } from '../../../components/ui/skeletons';
import type { useSearchProviders } from '../api/search-providers';
import type { SearchPatch, SearchState } from '../utils/search-state';
import { ProviderCard, providerCardGridSx } from '../../../components/providers/provider-card';
import { ResultsPagination } from './results-pagination';
import { searchHref } from '../utils/search-state';
import { SearchEmptyState } from './search-empty-state';
import { useKeptClasses } from '../../../styling/kept-sx';

export interface ProviderResultsProps {
  state: SearchState;
  update: (patch: SearchPatch) => void;
  clear: () => void;
  query: ReturnType<typeof useSearchProviders>;
}

/**
 * The results' elements and styles (the `sx` each had as a `Box`, the summary's Typography body1 and its
 * `sx`: the same CSS), kept once per process for plain elements (docs/decisions/365).
 */
const STYLES = {
  results: { scrollMarginTop: 96 },
  summary: { m: 0, typography: 'body1', color: 'text.secondary', mb: 2 },
  grid: { ...providerCardGridSx, opacity: 1 },
  gridPlaceholder: { ...providerCardGridSx, opacity: 0.6 },
} as const;
const NOTICE_SX = { mb: 2 } as const;

export function resultsSummary(total: number, capped: boolean, noun: [string, string]): string {
  return searchTotalLabel(total, capped, noun);
}

/** The provider results: skeletons, error, empty state, or the cards and the pagination. */
export function ProviderResults({ state, update, clear, query }: ProviderResultsProps) {
  const { data, isPending, isError, isPlaceholderData, refetch } = query;
  const top = useRef<HTMLDivElement>(null);
  const pageKey = `${state.page}-${state.size}`;
  const firstRender = useRef(true);
  const c = useKeptClasses(STYLES);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [pageKey]);

  if (isPending) return <CardGridSkeleton count={6} minWidth={280} />;
  if (isError) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>Reintentar</Button>}>
        No pudimos cargar los proveedores. Intenta nuevamente.
      </Alert>
    );
  }
  if (data.total === 0) {
    return (
      <SearchEmptyState state={state} noun="proveedores" onClearFilters={clear} onClearPlace={() => update({ d: null, p: null, l: null })} />
    );
  }
  return (
    <div ref={top} className={c.results}>
      <p className={c.summary} role="status">
        {resultsSummary(data.total, data.capped, ['proveedor', 'proveedores'])}
        {data.capped ? ' — afina tu búsqueda con los filtros' : ''}
      </p>
      {isBeyondReachable(data.total, state.page, state.size) ? (
        <Alert severity="info" sx={NOTICE_SX}>
          {beyondReachableMessage()}
        </Alert>
      ) : null}
      {data.data.length === 0 && isBeyondReachable(data.total, state.page, state.size) ? null : data.data.length === 0 ? (
        <Alert severity="info" action={<Button color="inherit" size="small" onClick={() => update({ page: 1 })}>Ir a la primera página</Button>}>
          Esta página no tiene resultados.
        </Alert>
      ) : (
        <ul className={isPlaceholderData ? c.gridPlaceholder : c.grid} aria-label="Proveedores" aria-busy={isPlaceholderData}>
          {data.data.map((provider, index) => (
            <li key={provider.id}>
              <ProviderCard
                provider={provider}
                headingComponent="h2"
                coverLoading={index === 0 ? 'lcp' : index < 3 ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      )}
      <ResultsPagination
        total={Math.min(data.total, SEARCH_MAX_RESULTS)}
        page={state.page}
        size={state.size}
        noun="proveedores"
        hrefFor={(page) => searchHref(state, page)}
        onSize={(size) => update({ size })}
      />
    </div>
  );
}
