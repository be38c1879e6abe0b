import type { ComponentType } from 'react';
import { Box } from '../../../../components/ui/box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import PercentOutlinedIcon from '@mui/icons-material/PercentOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { PRICE_LABELS, formatCurrency, formatPercent } from '@eventos/domain';
import { Shimmer } from '../../../../components/ui/shimmer';
import { useProviderKpis } from '../../api/get-provider-kpis';
import type { Provider } from '../../types';
import { KpiChart } from './kpi-chart';

const GRID = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } } as const;

interface KpiCard {
  label: string;
  value: string;
  icon: ComponentType<SvgIconProps>;
}

/** The owner's KPIs (GET providers/{id}/kpis): four cards and the monthly chart. */
export function KpisPanel({ provider }: { provider: Provider }) {
  const { data, isPending, isError, refetch } = useProviderKpis(provider.id, true);
  const cards: KpiCard[] = data
    ? [
        { label: 'Clientes', value: String(data.customers_count), icon: GroupsOutlinedIcon },
        { label: 'Cotizaciones', value: String(data.quotations_count), icon: RequestQuoteOutlinedIcon },
        { label: 'Tasa de conversión', value: formatPercent(data.conversion_rate), icon: PercentOutlinedIcon },
        { label: PRICE_LABELS.sales, value: formatCurrency(data.sales_total), icon: PaidOutlinedIcon },
      ]
    : [];

  return (
    <Paper component="section" aria-labelledby="kpis-titulo" variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="kpis-titulo" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Indicadores de tu negocio
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
        Calculados con tus cotizaciones. Solo tú los ves.
      </Typography>
      {isError ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography sx={{ color: 'text.secondary' }}>No pudimos cargar tus indicadores.</Typography>
          <Button onClick={() => void refetch()}>Reintentar</Button>
        </Box>
      ) : (
        <>
          {isPending ? (
            <Box sx={GRID} aria-hidden="true">
              {Array.from({ length: 4 }, (_, i) => (
                <Shimmer key={i} height={84} />
              ))}
            </Box>
          ) : (
            <Box component="dl" sx={{ ...GRID, m: 0 }}>
              {cards.map(({ label, value, icon: Icon }) => (
                <Box key={label} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, borderRadius: '12px', bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
                  <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.75 }}>
                    <Icon fontSize="small" aria-hidden="true" sx={{ color: 'primary.main' }} />
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, mt: 0.5, fontSize: { xs: '1.2rem', sm: '1.5rem' }, fontWeight: 800, overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
          {data ? (
            <Box sx={{ mt: 3 }}>
              <KpiChart series={data.series} />
              {data.series.every((p) => p.quotations === 0) ? (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                  Aún no tienes cotizaciones. Cuando respondas pedidos de clientes, verás aquí su evolución mes a mes.
                </Typography>
              ) : null}
            </Box>
          ) : null}
        </>
      )}
    </Paper>
  );
}
