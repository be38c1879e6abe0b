import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Box } from '../../../../components/ui/box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { MESSAGES, slugify } from '@eventos/domain';
import { FormTextField } from '../../../../components/forms/form-text-field';
import type { AffiliationFormInput } from './affiliation-form';
import { normalizeSlugInput } from './affiliation-form';
import type { SlugCheck } from './use-slug-check';

export interface SlugFieldStatusProps {
  check: SlugCheck;
}

/** Icon at the end of the slug field: checking, available or not. */
export function SlugStatusAdornment({ check }: SlugFieldStatusProps) {
  if (check.status === 'checking') {
    return (
      <InputAdornment position="end">
        <CircularProgress size={18} aria-label="Comprobando disponibilidad" />
      </InputAdornment>
    );
  }
  if (check.status === 'available') {
    return (
      <InputAdornment position="end">
        <CheckCircleIcon sx={{ color: 'success.main' }} aria-label="Disponible" />
      </InputAdornment>
    );
  }
  if (check.status === 'unavailable') {
    return (
      <InputAdornment position="end">
        <ErrorOutlineIcon sx={{ color: 'error.main' }} aria-label="No disponible" />
      </InputAdornment>
    );
  }
  return null;
}

/** The helper text under the slug field. */
export function slugHelperText(check: SlugCheck, error: string | undefined, slug: string): string {
  if (error) return error;
  if (check.status === 'unavailable') return check.message ?? MESSAGES['providers.slug.reserved'];
  if (check.status === 'available') return `¡Disponible! Tu página será eventosperu.pe/${slug}`;
  if (check.status === 'checking') return 'Comprobando disponibilidad…';
  return 'Minúsculas sin tildes, números y guiones.';
}

export interface SlugFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  check: SlugCheck;
  /** Called when the person types in the field (the affiliation stops suggesting from the name). */
  onEdited?: () => void;
}

/**
 * The site address (`eventosperu.pe/…`) of a form: what is typed is normalised, slugified on blur,
 * with the availability check's icon and hint (affiliation wizard and name editor).
 */
export function SlugField<T extends FieldValues, N extends FieldPath<T>>({ control, name, check, onEdited }: SlugFieldProps<T, N>) {
  return (
    <FormTextField
      control={control}
      name={name}
      label="Dirección de tu página"
      required
      fullWidth
      autoCapitalize="none"
      spellCheck={false}
      invalid={check.status === 'unavailable'}
      helperText={(value) => slugHelperText(check, undefined, String(value ?? ''))}
      onChange={(event, field) => {
        onEdited?.();
        field.onChange(normalizeSlugInput(event.target.value));
      }}
      onBlur={(field) => {
        field.onChange(slugify(String(field.value ?? ''), 60));
        field.onBlur();
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start" sx={{ mr: 0 }}>
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                eventosperu.pe
              </Box>
              /
            </InputAdornment>
          ),
          endAdornment: <SlugStatusAdornment check={check} />,
        },
        formHelperText: { 'aria-live': 'polite' } as object,
      }}
    />
  );
}

/** Step 1: company name and site address (slug suggested from the name until edited). */
export function StepCompany({ slugCheck }: { slugCheck: SlugCheck }) {
  const { control, setValue, getValues, formState } = useFormContext<AffiliationFormInput>();
  const slugEdited = useRef(false);

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 560 }}>
      <FormTextField
        control={control}
        name="company_name"
        label="Nombre de tu empresa"
        required
        autoFocus
        autoComplete="organization"
        helperText="Por ejemplo: Fotografía Miraflores"
        onChange={(event, field) => {
          field.onChange(event);
          if (!slugEdited.current || !getValues('slug')) {
            slugEdited.current = false;
            setValue('slug', slugify(event.target.value, 60), {
              shouldValidate: formState.isSubmitted || Boolean(formState.errors.slug),
            });
          }
        }}
      />
      <Box>
        <SlugField control={control} name="slug" check={slugCheck} onEdited={() => (slugEdited.current = true)} />
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          Compártela con tus clientes. Puedes cambiarla después desde tu sitio.
        </Typography>
      </Box>
    </Box>
  );
}
