import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  COMPLAINT_DECLARATION,
  COMPLAINT_KINDS,
  COMPLAINT_KIND_HELP,
  COMPLAINT_KIND_LABELS,
  COMPLAINT_TEXT_MAX,
  CURRENCIES,
  CURRENCY_SYMBOLS,
  CreateComplaintSchema,
  DOCUMENT_TYPES,
  DOCUMENT_TYPE_LABELS,
  t,
  type Complaint,
  type CreateComplaintData,
  type CreateComplaintInput,
} from '@eventos/domain';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { applyServerErrors } from '../../../lib/form-errors';
import { useFocusFirstError } from '../../../lib/focus-first-error';
import { useFileComplaint } from '../api/complaints';
import { FormTextField } from '../../../components/forms/form-text-field';

const EMPTY: CreateComplaintInput = {
  consumer_name: '',
  document_type: 'DNI',
  document_number: '',
  address: '',
  phone: '',
  email: '',
  is_minor: false,
  guardian_name: '',
  service: '',
  provider_slug: '',
  reference: '',
  amount: '',
  currency: 'PEN',
  kind: undefined as unknown as CreateComplaintInput['kind'],
  detail: '',
  request: '',
  declaration: false as unknown as true,
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const two = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** The sheet's consumer part (CreateComplaintSchema); errors next to each field, first one focused. */
export function ComplaintForm({ providerSlug, onFiled }: { providerSlug?: string; onFiled: (c: Complaint) => void }) {
  const { showError } = useSnackbar();
  const mutation = useFileComplaint();
  const { control, register, handleSubmit, watch, setError, formState } = useForm<
    CreateComplaintInput,
    unknown,
    CreateComplaintData
  >({ resolver: zodResolver(CreateComplaintSchema), defaultValues: { ...EMPTY, provider_slug: providerSlug ?? '' } });
  const { errors, isSubmitting } = formState;
  const isMinor = watch('is_minor');
  const { ref: formRef, onInvalid } = useFocusFirstError();

  const onSubmit = handleSubmit(async (values) => {
    try {
      onFiled(await mutation.mutateAsync(values));
    } catch (error) {
      if (applyServerErrors(error, setError, Object.keys(EMPTY)).length > 0) onInvalid();
      showError(error, 'No se pudo registrar tu hoja de reclamación. Intenta nuevamente.');
    }
  }, onInvalid);

  const text = (name: keyof CreateComplaintInput, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      {...register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message as string | undefined}
      {...extra}
    />
  );

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label="Hoja de reclamación" sx={{ display: 'grid', gap: 4 }}>
      <Section title={t('complaints.sheet.sectionConsumer')}>
        {text('consumer_name', 'Nombre completo', { required: true, autoComplete: 'name' })}
        <Box sx={two}>
          <FormTextField control={control} name="document_type" select label="Tipo de documento" required>
            {DOCUMENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {DOCUMENT_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </FormTextField>
          {text('document_number', 'Número de documento', { required: true })}
        </Box>
        {text('address', 'Domicilio', { required: true, autoComplete: 'street-address' })}
        <Box sx={two}>
          {text('phone', 'Celular', { required: true, autoComplete: 'tel', placeholder: '+51 987 654 321', type: 'tel' })}
          {text('email', 'Correo electrónico', { required: true, autoComplete: 'email', type: 'email' })}
        </Box>
        <FormControlLabel control={<Checkbox {...register('is_minor')} />} label="Soy menor de edad" />
        {isMinor ? text('guardian_name', 'Nombre del padre, madre o apoderado', { required: true }) : null}
      </Section>

      <Section title="2. Identificación del servicio contratado">
        {text('service', 'Servicio contratado', { required: true, placeholder: 'Por ejemplo: alquiler de local para boda' })}
        <Box sx={two}>
          {text('provider_slug', 'Proveedor (opcional)', { placeholder: 'Dirección de su sitio, p. ej. la-casona' })}
          {text('reference', 'Evento o cotización (opcional)', { placeholder: 'Nº de cotización o evento' })}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '110px 1fr', sm: '140px 1fr' } }}>
          <FormTextField control={control} name="currency" select label="Moneda">
            {CURRENCIES.map((c) => (
              <MenuItem key={c} value={c}>
                {CURRENCY_SYMBOLS[c]}
              </MenuItem>
            ))}
          </FormTextField>
          {text('amount', 'Monto reclamado (opcional)', { inputMode: 'decimal', placeholder: '0.00' })}
        </Box>
      </Section>

      <Section title={t('complaints.sheet.sectionDetail')}>
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <FormControl error={Boolean(errors.kind)} required>
              <FormLabel id="tipo-reclamo">Tipo</FormLabel>
              <RadioGroup aria-labelledby="tipo-reclamo" {...field} value={field.value ?? ''}>
                {COMPLAINT_KINDS.map((kind) => (
                  <FormControlLabel
                    key={kind}
                    value={kind}
                    control={<Radio slotProps={{ input: { ref: kind === 'reclamo' ? field.ref : undefined } }} />}
                    label={
                      <span>
                        <strong>{COMPLAINT_KIND_LABELS[kind]}:</strong> {COMPLAINT_KIND_HELP[kind]}
                      </span>
                    }
                    sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { mt: -0.75 } }}
                  />
                ))}
              </RadioGroup>
              {errors.kind ? <FormHelperText>{errors.kind.message}</FormHelperText> : null}
            </FormControl>
          )}
        />
        {text('detail', 'Detalle', { required: true, multiline: true, minRows: 4, slotProps: { htmlInput: { maxLength: COMPLAINT_TEXT_MAX } } })}
        {text('request', 'Pedido', { required: true, multiline: true, minRows: 3, slotProps: { htmlInput: { maxLength: COMPLAINT_TEXT_MAX } } })}
      </Section>

      <FormControl error={Boolean(errors.declaration)}>
        <FormControlLabel control={<Checkbox {...register('declaration')} />} label={COMPLAINT_DECLARATION} />
        {errors.declaration ? <FormHelperText>{errors.declaration.message}</FormHelperText> : null}
      </FormControl>
      <Box>
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          Enviar hoja de reclamación
        </Button>
      </Box>
    </Box>
  );
}
