import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import { Box } from '../../../../components/ui/box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import { CURRENCIES, getErrorMessage } from '@eventos/domain';
import { EmptyState } from '../../../../components/ui/empty-state';
import { useIsMobile } from '../../../../hooks/use-is-mobile';
import { useQuotationComparison } from '../../api/compare-quotations';
import { QuotationFeedbackContext } from '../action-feedback';
import { QuotationDetailDialog } from '../quotation-detail-dialog';
import { CompareCards } from './compare-cards';
import { COMPARE_SORTS, sortRows } from './compare-sort';
import type { CompareSort } from './compare-sort';
import { CompareTable } from './compare-table';
import { CurrencySummaryBar } from './currency-summary-bar';

const CURRENCY_TITLES = { PEN: 'Cotizaciones en soles (S/)', USD: 'Cotizaciones en dólares ($)' } as const;
const CURRENCY_NAMES = { PEN: 'soles (S/)', USD: 'dólares ($)' } as const;

export interface QuotationComparisonProps {
  eventId: number;
  guests: number | null;
}

/**
 * The quotations of an event side by side (GET events/:id/quotations/compare): PEN and USD in
 * separate groups (never converted), sortable, with the customer's actions and the detail dialog.
 */
export function QuotationComparison({ eventId, guests }: QuotationComparisonProps) {
  const isMobile = useIsMobile();
  const [sort, setSort] = useState<CompareSort>('total');
  const [archived, setArchived] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  /** The result of the last move, shown under the controls (never over them). */
  const [done, setDone] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);
  // Bring the controls and the message into view (the move may have been made far below).
  useEffect(() => {
    if (done) top.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [done]);
  const { data, isPending, isError, error } = useQuotationComparison(eventId, archived);

  const groups = useMemo(() => {
    if (!data) return [];
    return CURRENCIES.map((currency) => ({
      currency,
      summary: data.by_currency.find((s) => s.currency === currency) ?? null,
      rows: sortRows(
        data.rows.filter((r) => r.currency === currency),
        sort,
      ),
    })).filter((g) => g.rows.length > 0);
  }, [data, sort]);

  const controls = (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <TextField
        select
        size="small"
        label="Ordenar por"
        value={sort}
        onChange={(e) => setSort(e.target.value as CompareSort)}
        sx={{ minWidth: 240 }}
      >
        {(Object.keys(COMPARE_SORTS) as CompareSort[]).map((key) => (
          <MenuItem key={key} value={key}>
            {COMPARE_SORTS[key]}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={archived} onChange={(e) => setArchived(e.target.checked)} />}
        label="Mostrar archivadas"
      />
    </Box>
  );

  let body;
  if (isError) body = <Alert severity="error">{getErrorMessage(error)}</Alert>;
  else if (isPending) body = <Skeleton variant="rounded" height={320} />;
  else if (groups.length === 0) {
    body = (
      <EmptyState
        icon={HourglassEmptyOutlinedIcon}
        title={archived ? 'No hay cotizaciones' : 'Aún no recibes cotizaciones'}
        description="Avisamos a los proveedores que ofrecen estos servicios en tu zona. Cuando te envíen cotizaciones, las verás aquí lado a lado para compararlas."
        headingComponent="h3"
      />
    );
  } else {
    body = groups.map((group) => {
      const caption = `Comparación de las cotizaciones en ${CURRENCY_NAMES[group.currency]}`;
      const cheapestId = group.rows.length > 1 ? (group.summary?.lowest_total_quotation_id ?? null) : null;
      return (
        <Box
          component="section"
          key={group.currency}
          aria-labelledby={`compare-${group.currency}`}
          sx={{ mb: 4 }}
        >
          <Typography id={`compare-${group.currency}`} variant="h6" component="h3" sx={{ mb: 1 }}>
            {CURRENCY_TITLES[group.currency]}
          </Typography>
          {group.summary ? <CurrencySummaryBar summary={group.summary} /> : null}
          {isMobile ? (
            <CompareCards rows={group.rows} cheapestId={cheapestId} caption={caption} onOpen={setOpenId} />
          ) : (
            <CompareTable rows={group.rows} cheapestId={cheapestId} caption={caption} onOpen={setOpenId} />
          )}
        </Box>
      );
    });
  }

  return (
    <QuotationFeedbackContext.Provider value={setDone}>
      <Box ref={top} sx={{ scrollMarginTop: 80 }}>
        {controls}
        <Box role="status" aria-live="polite">
          {done ? (
            <Alert severity="success" onClose={() => setDone(null)} sx={{ mb: 2 }}>
              {done}
            </Alert>
          ) : null}
        </Box>
      </Box>
      {groups.length > 1 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Recibiste cotizaciones en soles y en dólares. Las mostramos por separado: no convertimos entre
          monedas.
        </Alert>
      ) : null}
      {body}
      <QuotationDetailDialog quotationId={openId} guests={guests} onClose={() => setOpenId(null)} />
    </QuotationFeedbackContext.Provider>
  );
}
