import { useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/lean-buttons';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TuneIcon from '@mui/icons-material/Tune';
import { LayoutGuessContext } from '../../../hooks/use-is-mobile';
import { PageLayout } from '../../../components/layout/page-layout';
import { HydrateLater } from '../../../components/ui/hydrate-later';
import { KeywordSearchBox } from '../../catalogue';
import { searchProvidersQueryOptions, useSearchProviders } from '../api/search-providers';
import { serverLoader } from '../../../app/ssr-loader';
import { parseSearchState, providerQuery } from '../utils/search-state';
import { ActiveFilters } from '../components/active-filters';
import { InspirationResults } from '../components/inspiration-results';
import { ProviderResults } from '../components/provider-results';
import { SearchFilters } from '../components/search-filters';
import { trackEvent } from '../../../lib/consent';
import { useRememberSearch } from '../hooks/use-remember-search';
import { useSearchState } from '../hooks/use-search-state';
import type { SearchTab } from '../utils/search-state';
import { useKeptClasses } from '../../../styling/kept-sx';

/**
 * The page's own elements and styles, kept once per process for plain elements (docs/decisions/365):
 * the search box's panel draws what MUI's outlined Paper drew with its `sx` (its rule for this theme:
 * the same declarations; MUI's classes kept on it), the tabs' line what its `Box` drew.
 */
const STYLES = {
  panel: {
    bgcolor: '#FFFFFF',
    color: 'text.primary',
    transition: 'box-shadow 300ms cubic-bezier(0.4, 0, 0.2, 1) 0ms',
    border: '1px solid rgba(31, 26, 29, 0.12)',
    borderRadius: '16px',
    mb: 3,
    p: { xs: 2, sm: 3 },
  },
  tabs: { borderBottom: 1, borderColor: 'divider', mb: 3 },
} as const;
const FILTERS_BUTTON_SX = { mt: 2, justifyContent: 'space-between' } as const;

/** Server render: the results (and facets) of the search in the URL. */
export const loader = serverLoader(async ({ request }, { queryClient }) => {
  const state = parseSearchState(new URL(request.url).searchParams);
  if (state.tab === 'inspiracion') return;
  await queryClient.ensureQueryData(searchProvidersQueryOptions(providerQuery(state)));
});

/**
 * Remembers the searched text among the keywords (SPEC §5). Its own component: the keywords (1,000,
 * loaded once idle) arriving or changing re-render this, not the whole results page.
 */
function RememberSearch({ q }: { q: string }) {
  useRememberSearch(q);
  return null;
}

/**
 * '/proveedores' and '/buscar': provider search. Every filter, the page, the page size and the
 * tab live in the URL (q c s d p l page size tab t), so a search can be shared and Back works.
 */
export default function SearchPage() {
  const { pathname } = useLocation();
  const { state, update, clear } = useSearchState();
  const providers = useSearchProviders(state);
  // dataLayer 'search' (only with analytics consent): once per search in the URL.
  useEffect(() => {
    trackEvent('search', { search_term: state.q, category: state.c, service: state.s, page: state.page, tab: state.tab });
  }, [state.q, state.c, state.s, state.d, state.p, state.l, state.page, state.tab]);

  // On phones the filters fold behind a "Filtros" button so the results start on the first screen.
  const isMobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { defaultMatches: useContext(LayoutGuessContext) });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = [state.c, state.s, state.d ?? state.p ?? state.l].filter((v) => v !== null && v !== undefined && v !== '').length;

  const title = pathname.startsWith('/buscar') ? 'Buscar proveedores' : 'Proveedores';
  const total = providers.data?.total;
  const c = useKeptClasses(STYLES);
  return (
    <PageLayout
      title={title}
      subtitle={state.q ? `Búsqueda: «${state.q}»` : 'Encuentra proveedores para tu evento por servicio y ubicación en todo el Perú.'}
    >
      <div className={`MuiPaper-root MuiPaper-outlined MuiPaper-rounded ${c.panel}`}>
        <RememberSearch q={state.q} />
        <KeywordSearchBox key={state.q} defaultValue={state.q} refine />
        <ActiveFilters />
        {isMobile ? (
          <Button
            variant="outlined"
            fullWidth
            onClick={() => setFiltersOpen((open) => !open)}
            aria-expanded={filtersOpen}
            aria-controls="filtros-busqueda"
            startIcon={<TuneIcon />}
            endIcon={filtersOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            sx={FILTERS_BUTTON_SX}
          >
            {activeFilters ? `Filtros (${activeFilters})` : 'Filtros'}
          </Button>
        ) : null}
        <div id="filtros-busqueda" hidden={isMobile && !filtersOpen}>
          <SearchFilters state={state} update={update} facets={providers.data?.facets} />
        </div>
      </div>
      <div className={c.tabs}>
        <Tabs value={state.tab} onChange={(_, tab: SearchTab) => update({ tab })} aria-label="Resultados">
          <Tab value="proveedores" label={total !== undefined ? `Proveedores (${providers.data?.capped ? `${total}+` : total})` : 'Proveedores'} id="tab-proveedores" aria-controls="panel-resultados" />
          <Tab value="inspiracion" label="Inspiración" id="tab-inspiracion" aria-controls="panel-resultados" />
        </Tabs>
      </div>
      <div role="tabpanel" id="panel-resultados" aria-labelledby={`tab-${state.tab}`}>
        <HydrateLater>
          {state.tab === 'inspiracion' ? (
            <InspirationResults state={state} update={update} clear={clear} />
          ) : (
            <ProviderResults state={state} update={update} clear={clear} query={providers} />
          )}
        </HydrateLater>
      </div>
    </PageLayout>
  );
}
