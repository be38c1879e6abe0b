import { Box } from '../../../components/ui/box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PRICE_LABELS, ct, formatCurrency, formatPercent } from '@eventos/domain';
import type { ProviderKpis as Kpis } from '../types';
import { formatResponseTime } from '../utils/quotation-format';

function Kpi({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="caption" component="dt" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.35rem', whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Paper>
  );
}

/** GET providers/:id/kpis as five tiles. */
export function ProviderKpis({ kpis, loading }: { kpis: Kpis | undefined; loading: boolean }) {
  const grid = {
    m: 0,
    display: 'grid',
    gap: 1.5,
    gridTemplateColumns: {
      xs: 'repeat(2, minmax(0, 1fr))',
      sm: 'repeat(3, minmax(0, 1fr))',
      md: 'repeat(6, minmax(0, 1fr))',
    },
  } as const;
  if (loading || !kpis) {
    return (
      <Box sx={grid} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={76} />
        ))}
      </Box>
    );
  }
  return (
    <Box component="dl" aria-label="Tus indicadores" sx={grid}>
      <Kpi label="Cotizaciones enviadas" value={String(kpis.quotations_count)} />
      <Kpi label="Clientes" value={String(kpis.customers_count)} />
      <Kpi label="Conversión" value={formatPercent(kpis.conversion_rate)} />
      <Kpi label={PRICE_LABELS.salesPen} value={formatCurrency(kpis.sales_total, 'PEN')} />
      <Kpi label="Tiempo de respuesta" value={formatResponseTime(kpis.median_response_minutes)} />
      <Kpi label={ct('conversations.kpi.responseTime')} value={formatResponseTime(kpis.median_reply_minutes)} />
    </Box>
  );
}
