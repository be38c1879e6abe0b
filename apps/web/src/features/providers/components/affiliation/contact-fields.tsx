import { Controller, useController, useWatch } from 'react-hook-form';
import type { Control, FieldValues, Path, UseFormSetValue } from 'react-hook-form';
import { Box } from '../../../../components/ui/box';
import Typography from '@mui/material/Typography';
import { CellphoneField } from '../fields/cellphone-field';
import { LocationSelects } from '../fields/location-selects';
import { FormTextField } from '../../../../components/forms/form-text-field';

/** The contact fields shared by the affiliation form and the site's contact editor. */
export interface ContactFieldValues extends FieldValues {
  contact_firstname?: unknown;
  contact_lastname?: unknown;
  email?: unknown;
  cellphone?: unknown;
  address_line1?: unknown;
  address_line2?: unknown;
  department_id?: unknown;
  province_id?: unknown;
  location_id?: unknown;
}

export interface ContactFieldsProps<T extends ContactFieldValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  /** Show the website field. */
  withWebsite?: boolean;
  /** Affiliation: the e-mail gets a confirmation code. */
  confirmsEmail?: boolean;
  /** One column (narrow places such as the site's contact card). */
  compact?: boolean;
  /** Submitted at least once: re-validate the district when it changes. */
  validateOnChange?: boolean;
}

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function ContactFields<T extends ContactFieldValues>({
  control,
  setValue,
  withWebsite = false,
  confirmsEmail = false,
  compact = false,
  validateOnChange = false,
}: ContactFieldsProps<T>) {
  const columns = compact ? '1fr' : { xs: '1fr', sm: '1fr 1fr' };
  const name = (key: string) => key as Path<T>;
  // The error message wins over the hint (the hint must not be spread over it: an invalid e-mail
  // was red with no message).
  const text = (key: string, label: string, { helperText, ...extra }: Record<string, unknown> = {}) => (
    <FormTextField control={control} name={name(key)} {...extra} label={label} fullWidth helperText={helperText as string | undefined} />
  );

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Persona de contacto
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns }}>
        {text('contact_firstname', 'Nombres', { required: true, autoComplete: 'given-name' })}
        {text('contact_lastname', 'Apellidos', { required: true, autoComplete: 'family-name' })}
        {text('email', 'Correo electrónico', {
          required: true,
          type: 'email',
          autoComplete: 'email',
          helperText: confirmsEmail ? 'Te enviaremos un código para confirmarlo.' : undefined,
        })}
        <Controller
          name={name('cellphone')}
          control={control}
          render={({ field, fieldState }) => (
            <CellphoneField
              {...field}
              value={str(field.value)}
              label="Celular"
              required
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? (compact ? undefined : 'Celular de 9 dígitos. También lo usamos para WhatsApp.')}
            />
          )}
        />
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
        Ubicación
      </Typography>
      {text('address_line1', 'Dirección', { required: true, autoComplete: 'address-line1', placeholder: 'Av. Larco 123' })}
      {text('address_line2', 'Referencia o interior (opcional)', { autoComplete: 'address-line2' })}
      <LocationField control={control} setValue={setValue} validateOnChange={validateOnChange} compact={compact} />
      {withWebsite
        ? text('website', 'Sitio web (opcional)', {
            autoComplete: 'url',
            placeholder: 'www.minegocio.pe',
            helperText: confirmsEmail ? 'El enlace se muestra en tu página con el plan Business.' : undefined,
          })
        : null}
    </Box>
  );
}

/** Department → province → district, kept in the form as department_id, province_id, location_id. */
function LocationField<T extends ContactFieldValues>({
  control,
  setValue,
  validateOnChange,
  compact,
}: Pick<ContactFieldsProps<T>, 'control' | 'setValue' | 'validateOnChange' | 'compact'>) {
  const { field, fieldState } = useController({ control, name: 'location_id' as Path<T> });
  const [department, province] = useWatch({
    control,
    name: ['department_id', 'province_id'] as Path<T>[],
  }) as unknown[];
  return (
    <LocationSelects
      value={{ department_id: str(department), province_id: str(province), location_id: str(field.value) }}
      error={fieldState.error?.message}
      compact={compact}
      onChange={(next) => {
        setValue('department_id' as Path<T>, next.department_id as never);
        setValue('province_id' as Path<T>, next.province_id as never);
        setValue('location_id' as Path<T>, next.location_id as never, {
          shouldValidate: validateOnChange,
          shouldDirty: true,
        });
      }}
    />
  );
}
