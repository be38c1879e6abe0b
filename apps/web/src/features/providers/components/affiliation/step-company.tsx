import { useRef } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { MESSAGES, slugify } from '@eventos/domain';
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

/** Step 1: company name and site address (slug suggested from the name until edited). */
export function StepCompany({ slugCheck }: { slugCheck: SlugCheck }) {
  const { control, setValue, getValues, formState } = useFormContext<AffiliationFormInput>();
  const slugEdited = useRef(false);

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 560 }}>
      <Controller
        name="company_name"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Nombre de tu empresa"
            required
            autoFocus
            autoComplete="organization"
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? 'Por ejemplo: Fotografía Miraflores'}
            onChange={(event) => {
              field.onChange(event);
              if (!slugEdited.current || !getValues('slug')) {
                slugEdited.current = false;
                setValue('slug', slugify(event.target.value, 60), {
                  shouldValidate: formState.isSubmitted || Boolean(formState.errors.slug),
                });
              }
            }}
          />
        )}
      />
      <Controller
        name="slug"
        control={control}
        render={({ field, fieldState }) => {
          const invalid = Boolean(fieldState.error) || slugCheck.status === 'unavailable';
          return (
            <Box>
              <TextField
                {...field}
                label="Dirección de tu página"
                required
                fullWidth
                autoCapitalize="none"
                spellCheck={false}
                error={invalid}
                helperText={slugHelperText(slugCheck, fieldState.error?.message, field.value)}
                onChange={(event) => {
                  slugEdited.current = true;
                  field.onChange(normalizeSlugInput(event.target.value));
                }}
                onBlur={() => {
                  field.onChange(slugify(field.value ?? '', 60));
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
                    endAdornment: <SlugStatusAdornment check={slugCheck} />,
                  },
                  formHelperText: { 'aria-live': 'polite' } as object,
                }}
              />
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                Compártela con tus clientes. Puedes cambiarla después desde tu sitio.
              </Typography>
            </Box>
          );
        }}
      />
    </Box>
  );
}
