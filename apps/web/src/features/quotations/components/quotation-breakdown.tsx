import { Box } from '../../../components/ui/box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { IGV_RATE, PRICE_LABELS, formatCurrency, formatDate, formatPriceWithIgv, toCents } from '@eventos/domain';
import { UsdInSoles } from '../../legal';
import type { QuotationTerms } from '../types';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        ...(strong ? { borderTop: '1px solid', borderColor: 'divider', mt: 0.5, pt: 1 } : null),
      }}
    >
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: strong ? 800 : 500, fontSize: strong ? '1.1rem' : undefined }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** Amounts (price, discount, IGV, totals, per guest) and content of a quotation or a version. */
export function QuotationBreakdown({
  terms,
  guests,
  headingLevel = 'h3',
}: {
  terms: QuotationTerms;
  guests?: number | null;
  /** Level of "Qué incluye" and "Mensaje". */
  headingLevel?: 'h3' | 'h4';
}) {
  const money = (n: number) => formatCurrency(n, terms.currency);
  const igvPercent = Math.round(IGV_RATE * 100);
  return (
    <Box>
      <Box component="dl" sx={{ m: 0 }}>
        <Row
          label={`Precio del servicio${terms.includes_igv ? ' (incluye IGV)' : ' (sin IGV)'}`}
          value={money(terms.service_price)}
        />
        {terms.discount > 0 ? <Row label="Descuento" value={`− ${money(terms.discount)}`} /> : null}
        <Row label={PRICE_LABELS.totalWithoutIgv} value={money(terms.subtotal)} />
        <Row label={`IGV (${igvPercent} %)`} value={money(terms.igv)} />
        <Row label={PRICE_LABELS.total} value={formatPriceWithIgv(toCents(terms.total), terms.currency)} strong />
        {terms.per_guest !== null ? (
          <Row label={guests ? `Por invitado (${guests})` : 'Por invitado'} value={money(terms.per_guest)} />
        ) : null}
        <Row
          label="Válida hasta"
          value={terms.valid_until ? formatDate(terms.valid_until) : 'Sin fecha límite'}
        />
      </Box>
      {terms.currency === 'USD' ? <UsdInSoles usdCents={toCents(terms.total)} /> : null}
      {terms.includes ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component={headingLevel}>
            Qué incluye
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {terms.includes}
          </Typography>
        </Box>
      ) : null}
      {terms.message ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component={headingLevel}>
            Mensaje
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {terms.message}
          </Typography>
        </Box>
      ) : null}
      {terms.attachment ? (
        <Link
          href={terms.attachment.url}
          target="_blank"
          rel="noopener"
          sx={{ mt: 2, display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
        >
          <AttachFileIcon fontSize="small" aria-hidden="true" />
          {terms.attachment.filename ?? 'Ver adjunto'}
        </Link>
      ) : null}
    </Box>
  );
}
