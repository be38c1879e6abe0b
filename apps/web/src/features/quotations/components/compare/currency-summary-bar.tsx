import { Box } from '../../../../components/ui/box';
import Typography from '@mui/material/Typography';
import { formatCurrency } from '@eventos/domain';
import type { CurrencySummary } from '../../types';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{value}</Typography>
    </Box>
  );
}

/** One currency's summary: how many, lowest and highest total, lowest per guest. */
export function CurrencySummaryBar({ summary }: { summary: CurrencySummary }) {
  const money = (n: number) => formatCurrency(n, summary.currency);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
        gap: 1.5,
        p: 1.5,
        mb: 1.5,
        maxWidth: 760,
        borderRadius: 2,
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Stat label="Cotizaciones" value={String(summary.count)} />
      <Stat label="Total más bajo" value={money(summary.lowest_total)} />
      <Stat label="Total más alto" value={money(summary.highest_total)} />
      <Stat
        label="Menor precio por invitado"
        value={summary.lowest_per_guest !== null ? money(summary.lowest_per_guest) : '—'}
      />
    </Box>
  );
}
