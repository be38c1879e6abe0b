import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import { Box } from '../../../components/ui/box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { QUOTATION_STATUS_LABELS, formatCurrency, formatDateTime } from '@eventos/domain';
import type { QuotationDetail } from '../types';
import { QuotationBreakdown } from './quotation-breakdown';

const ACTORS: Record<string, string> = {
  customer: 'Cliente',
  provider: 'Proveedor',
  system: 'Sistema',
  admin: 'Administración',
};

/** Previous versions (when the provider updated it) and the status history, oldest first. */
export function QuotationHistory({
  quotation,
  guests,
}: {
  quotation: QuotationDetail;
  guests?: number | null;
}) {
  const previous = quotation.versions.filter((v) => v.version !== quotation.version);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {previous.length > 0 ? (
        <Box component="section" aria-labelledby={`versions-${quotation.id}`}>
          <Typography
            id={`versions-${quotation.id}`}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, mb: 1 }}
          >
            Versiones anteriores
          </Typography>
          {previous.map((v) => (
            <Accordion key={v.version} disableGutters variant="outlined">
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography variant="body2">
                  <strong>Versión {v.version}</strong> · {formatDateTime(v.created_at)} ·{' '}
                  {formatCurrency(v.total, v.currency)}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <QuotationBreakdown terms={v} guests={guests} headingLevel="h4" />
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      ) : null}
      {quotation.history.length > 0 ? (
        <Box component="section" aria-labelledby={`history-${quotation.id}`}>
          <Typography
            id={`history-${quotation.id}`}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, mb: 1 }}
          >
            Historial
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
            {quotation.history.map((h, i) => (
              <Typography component="li" variant="body2" key={`${h.created_at}-${i}`}>
                <strong>{QUOTATION_STATUS_LABELS[h.to_status]}</strong> · {formatDateTime(h.created_at)} ·{' '}
                {ACTORS[h.actor] ?? h.actor}
              </Typography>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
