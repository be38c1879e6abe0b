import { Box } from '../../../../components/ui/box';
import Typography from '@mui/material/Typography';
import { PRICE_LABELS, computeQuotationTotals, formatCents, isValidPrice, toCents } from '@eventos/domain';
import type { Currency } from '@eventos/domain';

export interface TotalsPreviewProps {
  currency: Currency;
  servicePrice: string;
  discount: string;
  includesIgv: boolean;
  guests: number | null;
}

/** What the customer will see in the comparison: totals with and without IGV, per guest. */
export function TotalsPreview({ currency, servicePrice, discount, includesIgv, guests }: TotalsPreviewProps) {
  if (!servicePrice || !isValidPrice(servicePrice)) return null;
  const totals = computeQuotationTotals({
    service_price_cents: toCents(servicePrice),
    discount_cents: discount && isValidPrice(discount) ? toCents(discount) : 0,
    includes_igv: includesIgv,
    guests,
  });
  const money = (cents: number) => formatCents(cents, currency);
  const items: Array<[string, string]> = [
    [PRICE_LABELS.totalWithoutIgv, money(totals.subtotal_cents)],
    ['IGV', money(totals.igv_cents)],
    [PRICE_LABELS.totalWithIgv, money(totals.total_cents)],
  ];
  if (totals.per_guest_cents !== null)
    items.push([`Por invitado (${guests})`, money(totals.per_guest_cents)]);
  return (
    <Box
      role="status"
      aria-label="Vista previa de los totales"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: `repeat(${items.length}, minmax(0, 1fr))`,
        },
        gap: 1.5,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'grey.50',
        border: '1px dashed',
        borderColor: 'divider',
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label}>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography sx={{ fontWeight: label === PRICE_LABELS.totalWithIgv ? 800 : 600, whiteSpace: 'nowrap' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
