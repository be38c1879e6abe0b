import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '../../../../components/ui/box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { CURRENCY_LABELS, CURRENCY_SYMBOLS, limaToday } from '@eventos/domain';
import type { Currency, UpdateQuotationInput } from '@eventos/domain';
import { useSnackbar } from '../../../../components/feedback/snackbar-context';
import { applyServerErrors } from '../../../../lib/form-errors';
import { useFocusFirstError } from '../../../../lib/focus-first-error';
import { LazyDateField } from '../../../../components/forms/lazy-date-field';
import { useSaveQuotation } from '../../api/save-quotation';
import type { QuotationDetail } from '../../types';
import { AttachmentField } from './attachment-field';
import { CountedTextField } from './counted-text-field';
import { PriceField } from './price-field';
import { VALID_UNTIL_INCOMPLETE, initialFormState, quotationFormSchema } from './quotation-form-state';
import type { QuotationFormState } from './quotation-form-state';
import { TotalsPreview } from './totals-preview';
import { trackEvent } from '../../../../lib/consent';
import { FormTextField } from '../../../../components/forms/form-text-field';

/** Fields that show the API's field errors. */
const SERVER_FIELDS = [
  'service_type_id',
  'service_price',
  'discount',
  'includes',
  'valid_until',
  'message',
  'attachment',
] as const;

/** A field's message, also when the schema named a part of it (the attachment's `id`). */
function messageOf(
  error: FieldError | Record<string, FieldError | undefined> | undefined,
): string | undefined {
  if (!error) return undefined;
  if (typeof error.message === 'string') return error.message;
  return Object.values(error as Record<string, FieldError | undefined>).find(
    (e) => typeof e?.message === 'string',
  )?.message;
}

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
  const revision = existing !== null;
  const { control, handleSubmit, setError, setValue, watch, formState } = useForm<
    QuotationFormState,
    unknown,
    UpdateQuotationInput
  >({
    resolver: zodResolver(quotationFormSchema(revision)),
    defaultValues: initialFormState(
      existing,
      services.map((s) => s.service_type_id),
    ),
  });
  // The totals preview and the price fields' currency follow what is typed.
  const values = watch();
  const errors = {
    service_price: formState.errors.service_price?.message,
    discount: formState.errors.discount?.message,
    includes: formState.errors.includes?.message,
    valid_until: formState.errors.valid_until?.message,
    message: formState.errors.message?.message,
    attachment: messageOf(formState.errors.attachment as FieldError | undefined),
  };
  const [uploading, setUploading] = useState(false);
  const save = useSaveQuotation();
  const { show, showError } = useSnackbar();
  const { ref: formRef, onInvalid } = useFocusFirstError();

  const submit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ eventId, quotationId: existing?.id ?? null, body });
      trackEvent('quotation_sent', { event_id: eventId, revision: Boolean(revision) });
      show(
        revision
          ? 'Actualizamos tu cotización. El cliente verá la nueva versión.'
          : '¡Enviamos tu cotización al cliente!',
      );
      onDone?.(saved);
    } catch (error) {
      if (applyServerErrors(error, setError, SERVER_FIELDS).length > 0) onInvalid();
      showError(error);
    }
  }, onInvalid);

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      aria-label={revision ? 'Actualizar cotización' : 'Enviar cotización'}
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {services.length > 1 ? (
        <FormTextField
          control={control}
          name="service_type_id"
          select
          label="Servicio que cotizas"
          helperText="Elige uno, o deja «Todos los servicios» si tu precio los cubre."
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Todos los servicios del evento</option>
          {services.map((s) => (
            <option key={s.service_type_id} value={String(s.service_type_id)}>
              {s.type_name}
            </option>
          ))}
        </FormTextField>
      ) : null}
      <Box>
        <Typography variant="subtitle2" component="p" id="currency-label" sx={{ mb: 1 }}>
          Moneda
        </Typography>
        <Controller
          control={control}
          name="currency"
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              color="primary"
              size="small"
              aria-labelledby="currency-label"
              value={field.value}
              onChange={(_, currency: Currency | null) => currency && field.onChange(currency)}
            >
              {(['PEN', 'USD'] as const).map((c) => (
                <ToggleButton key={c} value={c} sx={{ px: 2 }}>
                  {CURRENCY_LABELS[c]} ({CURRENCY_SYMBOLS[c]})
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller
          control={control}
          name="service_price"
          render={({ field }) => (
            <PriceField
              label="Precio del servicio"
              required
              currency={values.currency}
              value={field.value}
              onChange={field.onChange}
              error={Boolean(errors.service_price)}
              helperText={errors.service_price ?? 'Hasta 5 dígitos y 2 decimales.'}
            />
          )}
        />
        <Controller
          control={control}
          name="discount"
          render={({ field }) => (
            <PriceField
              label="Descuento"
              currency={values.currency}
              value={field.value}
              onChange={field.onChange}
              error={Boolean(errors.discount)}
              helperText={errors.discount ?? 'Opcional.'}
            />
          )}
        />
      </Box>
      <FormControlLabel
        control={
          <Controller
            control={control}
            name="includes_igv"
            render={({ field }) => (
              <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
            )}
          />
        }
        label="El precio incluye IGV"
      />
      <TotalsPreview
        currency={values.currency}
        servicePrice={values.service_price}
        discount={values.discount}
        includesIgv={values.includes_igv}
        guests={guests}
      />
      <Controller
        control={control}
        name="includes"
        render={({ field }) => (
          <CountedTextField
            label="Qué incluye"
            placeholder="Por ejemplo: 4 horas de show, equipo de sonido, movilidad dentro de Lima."
            value={field.value}
            onChange={field.onChange}
            error={Boolean(errors.includes)}
            helperText={errors.includes}
          />
        )}
      />
      <Box sx={{ maxWidth: { sm: 320 } }}>
        <Controller
          control={control}
          name="valid_until"
          render={({ field }) => (
            <LazyDateField
              label="Válida hasta"
              name="valid_until"
              value={field.value}
              incomplete={VALID_UNTIL_INCOMPLETE}
              minDate={limaToday()}
              onChange={field.onChange}
              error={errors.valid_until}
              helperText="Opcional · DD/MM/AAAA"
            />
          )}
        />
      </Box>
      <Controller
        control={control}
        name="message"
        render={({ field }) => (
          <CountedTextField
            label="Mensaje para el cliente"
            value={field.value}
            onChange={field.onChange}
            error={Boolean(errors.message)}
            helperText={errors.message}
            minRows={4}
          />
        )}
      />
      <Controller
        control={control}
        name="attachment"
        render={({ field }) => (
          <AttachmentField
            value={field.value}
            onChange={(attachment) => {
              field.onChange(attachment);
              setValue('attachmentTouched', true);
            }}
            error={errors.attachment}
            onUploadingChange={setUploading}
          />
        )}
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
