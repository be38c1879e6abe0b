import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { QUOTATION_STATUSES, QUOTATION_STATUS_LABELS } from '@eventos/domain';
import { PageLayout } from '../../../components/layout/page-layout';
import { EmptyState } from '../../../components/ui/empty-state';

/** '/cotizaciones' (login required): a provider's quotations with status filters. */
export default function QuotationsPage() {
  return (
    <PageLayout
      title="Cotizaciones"
      subtitle="Las cotizaciones que enviaste y el evento al que responde cada una."
    >
      <Box
        component="ul"
        aria-label="Estados de una cotización"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 3 }}
      >
        {QUOTATION_STATUSES.map((status) => (
          <li key={status}>
            <Chip label={QUOTATION_STATUS_LABELS[status]} variant="outlined" />
          </li>
        ))}
      </Box>
      <EmptyState
        icon={RequestQuoteOutlinedIcon}
        title="Aún no hay cotizaciones"
        description="Cuando envíes una cotización desde el buscador de eventos, la verás aquí con su estado: enviada, leída, en evaluación, aceptada…"
      />
    </PageLayout>
  );
}
