import type { ReactNode } from 'react';
import { Box } from '../../../../components/ui/box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { INCLUDES_IGV, PRICE_LABELS, formatCurrency, formatDate, limaToday } from '@eventos/domain';
import { QuotationStatusChip } from '../quotation-status-chip';
import type { CompareRow } from '../../types';
import { formatRating, formatResponseTime } from '../../utils/quotation-format';
import { Stars } from '../../../../components/ui/stars';

export interface CompareField {
  key: string;
  label: string;
  render: (row: CompareRow, ctx: { cheapestId: number | null }) => ReactNode;
}

const muted = (text: string) => (
  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
    {text}
  </Typography>
);

/** The rows of the comparison (one value per quotation), shared by the table and the cards. */
export const COMPARE_FIELDS: CompareField[] = [
  {
    key: 'status',
    label: 'Estado',
    render: (r) => (
      <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
        <QuotationStatusChip status={r.status} />
        {r.version > 1 ? muted(`Versión ${r.version}`) : null}
      </Box>
    ),
  },
  {
    key: 'total_with_igv',
    label: PRICE_LABELS.total,
    render: (r, { cheapestId }) => (
      <Box>
        <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.15rem', whiteSpace: 'nowrap' }}>
          {formatCurrency(r.total_with_igv, r.currency)}
        </Typography>{' '}
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {INCLUDES_IGV}
        </Typography>
        {cheapestId === r.id ? (
          <Chip size="small" color="success" variant="outlined" label="Mejor precio" sx={{ ml: 1 }} />
        ) : null}
      </Box>
    ),
  },
  {
    key: 'total_without_igv',
    label: PRICE_LABELS.totalWithoutIgv,
    render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatCurrency(r.total_without_igv, r.currency)}</Box>,
  },
  {
    key: 'per_guest',
    label: 'Precio por invitado',
    render: (r) =>
      r.per_guest !== null ? (
        <Box>
          <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
            {formatCurrency(r.per_guest, r.currency)}
          </Box>
          {r.guests ? (
            <Box sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>{r.guests} invitados</Box>
          ) : null}
        </Box>
      ) : (
        muted('Sin número de invitados')
      ),
  },
  {
    key: 'discount',
    label: 'Descuento',
    render: (r) => (r.discount > 0 ? formatCurrency(r.discount, r.currency) : muted('Sin descuento')),
  },
  {
    key: 'includes',
    label: 'Qué incluye',
    render: (r) =>
      r.includes ? (
        <Typography
          variant="body2"
          sx={{
            whiteSpace: 'pre-line',
            display: '-webkit-box',
            WebkitLineClamp: 5,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {r.includes}
        </Typography>
      ) : (
        muted('No detallado')
      ),
  },
  {
    key: 'valid_until',
    label: 'Válida hasta',
    render: (r) =>
      r.valid_until ? (
        <Box component="span" sx={{ color: r.valid_until < limaToday() ? 'error.main' : undefined }}>
          {formatDate(r.valid_until)}
          {r.valid_until < limaToday() ? ' (vencida)' : ''}
        </Box>
      ) : (
        muted('Sin fecha límite')
      ),
  },
  {
    key: 'attachment',
    label: 'Adjunto',
    render: (r) =>
      r.attachment ? (
        <Link
          href={r.attachment.url}
          target="_blank"
          rel="noopener"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
        >
          <AttachFileIcon fontSize="small" aria-hidden="true" />
          {r.attachment.filename ?? 'Ver adjunto'}
        </Link>
      ) : (
        muted('Sin adjunto')
      ),
  },
  {
    key: 'rating',
    label: 'Calificación del proveedor',
    render: (r) => {
      const rating = formatRating(r.provider.reviews_score, r.provider.reviews_number);
      return rating ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Stars value={r.provider.reviews_score} decorative />
          <Typography variant="body2" component="span">
            {rating} ({r.provider.reviews_number})
          </Typography>
        </Box>
      ) : (
        muted('Sin reseñas aún')
      );
    },
  },
  {
    // This quotation's response time; the provider's usual one (its KPI median) only when it
    // says something else — two rows with the same figure read like a mistake.
    key: 'response',
    label: 'Tiempo de respuesta',
    render: (r) => {
      const own = formatResponseTime(r.response_minutes);
      const usual = formatResponseTime(r.provider.median_response_minutes);
      return (
        <Box>
          <Box component="span">{own}</Box>
          {usual !== '—' && usual !== own ? (
            <Box sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>Suele responder en {usual}</Box>
          ) : null}
        </Box>
      );
    },
  },
];
