import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { CURRENCY_LABELS, CURRENCY_SYMBOLS, limaToday } from '@eventos/domain';
import type { Currency } from '@eventos/domain';
import { useSnackbar } from '../../../../components/feedback/snackbar-context';
import { isApiError } from '../../../../lib/api-client';
import { useFocusFirstError } from '../../../../lib/focus-first-error';
import { LazyDateField } from '../../../../components/forms/lazy-date-field';
import { useSaveQuotation } from '../../api/save-quotation';
import type { QuotationDetail } from '../../types';
import { AttachmentField } from './attachment-field';
import { CountedTextField } from './counted-text-field';
import { PriceField } from './price-field';
import { VALID_UNTIL_INCOMPLETE, initialFormState, toQuotationBody } from './quotation-form-state';
import type { FormErrors, QuotationFormState } from './quotation-form-state';
import { TotalsPreview } from './totals-preview';
import { trackEvent } from '../../../../lib/consent';

export interface QuotationFormProps {
  eventId: number;
  services: Array<{ service_type_id: number; type_name: string }>;
  guests: number | null;
  /** The provider's quotation to revise ("Actualizar cotización"), or null for a new one. */
  existing: QuotationDetail | null;
  onDone?: (quotation: QuotationDetail) => void;
  onCancel?: () => void;
}

/**
 * "Enviar cotización" (POST events/:id/quotations) or "Actualizar cotización" (PUT quotations/:id):
 * price input per the domain rule with S/ or $, discount, IGV checkbox (checked by default), what is
 * included, validity, message (1000 max) and an optional PDF/Excel/Word attachment.
 */
export function QuotationForm({ eventId, services, guests, existing, onDone, onCancel }: QuotationFormProps) {
  const [state, setState] = useState<QuotationFormState>(() =>
    initialFormState(
      existing,
      services.map((s) => s.service_type_id),
    ),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [uploading, setUploading] = useState(false);
  const save = useSaveQuotation();
  const { show, showError } = useSnackbar();
  const set = (patch: Partial<QuotationFormState>) => setState((s) => ({ ...s, ...patch }));
  const revision = existing !== null;
  const { ref: formRef, onInvalid } = useFocusFirstError();

  const submit = async () => {
    const result = toQuotationBody(state, revision);
    if (result.errors) {
      setErrors(result.errors);
      onInvalid();
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ eventId, quotationId: existing?.id ?? null, body: result.body });
      trackEvent('quotation_sent', { event_id: eventId, revision: Boolean(revision) });
      show(
        revision
          ? 'Actualizamos tu cotización. El cliente verá la nueva versión.'
          : '¡Enviamos tu cotización al cliente!',
      );
      onDone?.(saved);
    } catch (error) {
      const fields = isApiError(error) ? error.data.errors : undefined;
      if (fields) {
        setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0]])) as FormErrors);
        onInvalid();
      }
      showError(error);
    }
  };

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      aria-label={revision ? 'Actualizar cotización' : 'Enviar cotización'}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {services.length > 1 ? (
        <TextField
          select
          label="Servicio que cotizas"
          value={state.service_type_id}
          onChange={(e) => set({ service_type_id: e.target.value })}
          error={Boolean(errors.service_type_id)}
          helperText={
            errors.service_type_id ?? 'Elige uno, o deja «Todos los servicios» si tu precio los cubre.'
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Todos los servicios del evento</option>
          {services.map((s) => (
            <option key={s.service_type_id} value={String(s.service_type_id)}>
              {s.type_name}
            </option>
          ))}
        </TextField>
      ) : null}
      <Box>
        <Typography variant="subtitle2" component="p" id="currency-label" sx={{ mb: 1 }}>
          Moneda
        </Typography>
        <ToggleButtonGroup
          exclusive
          color="primary"
          size="small"
          aria-labelledby="currency-label"
          value={state.currency}
          onChange={(_, currency: Currency | null) => currency && set({ currency })}
        >
          {(['PEN', 'USD'] as const).map((c) => (
            <ToggleButton key={c} value={c} sx={{ px: 2 }}>
              {CURRENCY_LABELS[c]} ({CURRENCY_SYMBOLS[c]})
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <PriceField
          label="Precio del servicio"
          required
          currency={state.currency}
          value={state.service_price}
          onChange={(service_price) => set({ service_price })}
          error={Boolean(errors.service_price)}
          helperText={errors.service_price ?? 'Hasta 5 dígitos y 2 decimales.'}
        />
        <PriceField
          label="Descuento"
          currency={state.currency}
          value={state.discount}
          onChange={(discount) => set({ discount })}
          error={Boolean(errors.discount)}
          helperText={errors.discount ?? 'Opcional.'}
        />
      </Box>
      <FormControlLabel
        control={
          <Checkbox checked={state.includes_igv} onChange={(e) => set({ includes_igv: e.target.checked })} />
        }
        label="El precio incluye IGV"
      />
      <TotalsPreview
        currency={state.currency}
        servicePrice={state.service_price}
        discount={state.discount}
        includesIgv={state.includes_igv}
        guests={guests}
      />
      <CountedTextField
        label="Qué incluye"
        placeholder="Por ejemplo: 4 horas de show, equipo de sonido, movilidad dentro de Lima."
        value={state.includes}
        onChange={(includes) => set({ includes })}
        error={Boolean(errors.includes)}
        helperText={errors.includes}
      />
      <Box sx={{ maxWidth: { sm: 320 } }}>
        <LazyDateField
          label="Válida hasta"
          name="valid_until"
          value={state.valid_until}
          incomplete={VALID_UNTIL_INCOMPLETE}
          minDate={limaToday()}
          onChange={(valid_until) => set({ valid_until })}
          error={errors.valid_until}
          helperText="Opcional · DD/MM/AAAA"
        />
      </Box>
      <CountedTextField
        label="Mensaje para el cliente"
        value={state.message}
        onChange={(message) => set({ message })}
        error={Boolean(errors.message)}
        helperText={errors.message}
        minRows={4}
      />
      <AttachmentField
        value={state.attachment}
        onChange={(attachment) => set({ attachment, attachmentTouched: true })}
        error={errors.attachment}
        onUploadingChange={setUploading}
      />
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {onCancel ? (
          <Button onClick={onCancel} disabled={save.isPending}>
            Cancelar
          </Button>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={save.isPending || uploading}
          startIcon={
            save.isPending ? (
              <CircularProgress size={18} color="inherit" aria-hidden="true" />
            ) : (
              <SendOutlinedIcon />
            )
          }
        >
          {revision ? 'Actualizar cotización' : 'Enviar cotización'}
        </Button>
      </Box>
    </Box>
  );
}
