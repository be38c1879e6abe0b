import { Link as RouterLink } from 'react-router';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { INCLUDES_IGV, formatCurrency, formatDate, formatDateTime } from '@eventos/domain';
import type { Quotation } from '../types';
import { QuotationStatusChip } from './quotation-status-chip';

/** One of the provider's quotations with the event it answers; links to the event in the searcher. */
export function ProviderQuotationCard({ quotation }: { quotation: Quotation }) {
  const e = quotation.event;
  const place = e ? [e.district, e.province, e.department].filter(Boolean).join(', ') : '';
  const titleId = `quotation-${quotation.id}-title`;
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
            {e ? `${e.event_type_name} · ${formatDate(e.date)}` : `Evento n.º ${quotation.event_id}`}
          </Typography>
          {place ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {place}
              {e?.guests ? ` · ${e.guests} invitados` : ''}
            </Typography>
          ) : null}
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}>
            Enviada el {formatDateTime(quotation.created_at)}
            {quotation.version > 1 ? ` · versión ${quotation.version}` : ''}
          </Typography>
        </Box>
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <QuotationStatusChip status={quotation.status} size="medium" />
          <Typography sx={{ fontWeight: 800, fontSize: '1.15rem', mt: 1, whiteSpace: 'nowrap' }}>
            {formatCurrency(quotation.total, quotation.currency)}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {INCLUDES_IGV}
          </Typography>
        </Box>
      </Box>
      {e?.description ? (
        <Typography
          variant="body2"
          sx={{
            mt: 1.5,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {e.description}
        </Typography>
      ) : null}
      <Box sx={{ mt: 1.5, display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          component={RouterLink}
          to={`/eventos/buscador/${quotation.event_id}`}
          endIcon={<ArrowForwardIcon />}
          aria-label={`Ver el evento de la cotización${e ? ` para ${e.event_type_name}` : ''}`}
        >
          Ver evento
        </Button>
      </Box>
    </Card>
  );
}
