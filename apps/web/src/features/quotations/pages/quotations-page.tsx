import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { QUOTATION_STATUSES, QUOTATION_STATUS_EMPTY_MESSAGES, QUOTATION_STATUS_LABELS, getErrorMessage, isOneOf, t } from '@eventos/domain';
import { PageLayout } from '../../../components/layout/page-layout';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSession } from '../../../lib/session';
import { ListPagination, readPaging } from '../../../components/ui/list-pagination';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { useProviderQuotations, useQuotationKpis } from '../api/get-provider-quotations';
import { ProviderKpis } from '../components/provider-kpis';
import { ProviderQuotationCard } from '../components/provider-quotation-card';

/** '/cotizaciones' (login required): the provider's quotations with status filters and KPIs. */
export default function QuotationsPage() {
  const { provider } = useSession();
  const [params, setParams] = useSearchParams();
  const { page, size } = readPaging(params);
  const raw = params.get('estado');
  const status = raw && isOneOf(QUOTATION_STATUSES, raw) ? raw : undefined;
  const providerId = provider?.id ?? null;
  const list = useProviderQuotations(providerId, { status, page, size });
  const kpis = useQuotationKpis(providerId);

  const setFilter = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged, { replace: true });
  };

  if (!provider) {
    return (
      <PageLayout title={t('pages.quotations.title')} subtitle="Las cotizaciones que envías a los clientes como proveedor.">
        <EmptyState
          icon={RequestQuoteOutlinedIcon}
          title="Las cotizaciones son para proveedores"
          description="Afilia tu negocio para encontrar eventos, enviar cotizaciones y seguir su estado. Si organizas un evento, las cotizaciones que recibes están en Mis eventos."
          actions={
            <>
              <Button component={RouterLink} to="/proveedores/afiliacion" variant="contained">
                Afilia tu negocio
              </Button>
              <Button component={RouterLink} to="/eventos/lista" variant="outlined">
                Ir a mis eventos
              </Button>
            </>
          }
        />
      </PageLayout>
    );
  }

  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  return (
    <PageLayout
      title={t('pages.quotations.title')}
      subtitle="Las cotizaciones que enviaste, su estado y el evento al que responde cada una."
      actions={
        <Button component={RouterLink} to="/eventos/buscador" variant="contained">
          Buscar eventos
        </Button>
      }
    >
      <ProviderKpis kpis={kpis.data} loading={kpis.isPending} />
      <Box
        role="group"
        aria-label="Filtrar por estado"
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 3 }}
      >
        <Chip
          label="Todas"
          clickable
          aria-pressed={!status}
          color={status ? 'default' : 'primary'}
          variant={status ? 'outlined' : 'filled'}
          onClick={() => setFilter({ estado: undefined, page: undefined })}
        />
        {QUOTATION_STATUSES.map((s) => (
          <Chip
            key={s}
            label={QUOTATION_STATUS_LABELS[s]}
            clickable
            aria-pressed={status === s}
            color={status === s ? 'primary' : 'default'}
            variant={status === s ? 'filled' : 'outlined'}
            onClick={() => setFilter({ estado: s, page: undefined })}
          />
        ))}
      </Box>
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <Alert severity="error">{getErrorMessage(list.error)}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={RequestQuoteOutlinedIcon}
          title={
            status
              ? QUOTATION_STATUS_EMPTY_MESSAGES[status]
              : 'Aún no enviaste cotizaciones'
          }
          description="Encuentra eventos que necesitan tus servicios en el buscador y envía tu primera cotización."
          actions={
            <Button component={RouterLink} to="/eventos/buscador" variant="contained">
              Ir al buscador de eventos
            </Button>
          }
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {rows.map((q) => (
            <ProviderQuotationCard key={q.id} quotation={q} />
          ))}
        </Box>
      )}
      <ListPagination
        page={page}
        size={size}
        total={total}
        noun={total === 1 ? 'cotización' : 'cotizaciones'}
        onChange={(p, s) =>
          setFilter({ page: p > 1 ? String(p) : undefined, size: s !== 10 ? String(s) : undefined })
        }
      />
    </PageLayout>
  );
}
