import { Controller, useForm } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  APP_ROUTES,
  RATING_CRITERIA,
  RATING_CRITERIA_LABELS,
  RATING_SCALE,
  RATING_SCALE_LABELS,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
  ReviewSchema,
} from '@eventos/domain';
import type { ReviewInput } from '@eventos/domain';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors';
import { FormTextField } from '../../../components/forms/form-text-field';

type FormValues = z.input<typeof ReviewSchema>;

export interface ReviewFormProps {
  /** Values of the review being edited. */
  initial?: Partial<ReviewInput>;
  submitLabel: string;
  onSubmit: (values: ReviewInput) => Promise<void>;
  onCancel?: () => void;
}

/** The first message under `criterias` (the object itself or one of its six criteria). */
function criteriasError(errors: FieldErrors<FormValues>): string | undefined {
  const node = errors.criterias as
    | ({ message?: string; root?: { message?: string } } & Record<string, { message?: string } | undefined>)
    | undefined;
  if (!node) return undefined;
  if (node.message) return node.message;
  if (node.root?.message) return node.root.message;
  for (const c of RATING_CRITERIA) if (node[c]?.message) return node[c]?.message;
  return undefined;
}

/**
 * The review form (SPEC §3, §5): the six criteria on the five-level scale, the experience text and
 * the content policy, validated with the domain's ReviewSchema (exact messages next to each field;
 * the first error gets the focus and is scrolled into view).
 */
export function ReviewForm({ initial, submitLabel, onSubmit, onCancel }: ReviewFormProps) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, ReviewInput>({
    resolver: zodResolver(ReviewSchema),
    shouldFocusError: true,
    defaultValues: {
      criterias: (initial?.criterias ?? {}) as FormValues['criterias'],
      comment: initial?.comment ?? '',
      conditions: (initial?.conditions ?? false) as true,
    },
  });
  const criteriaMessage = criteriasError(errors);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerErrors(error, setError, ['comment', 'conditions', 'criterias']);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 3 }}>
      <FormControl component="fieldset" error={Boolean(criteriaMessage)} sx={{ minWidth: 0 }}>
        <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
          Califica cada criterio
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {RATING_CRITERIA.map((criterion) => (
            <Controller
              key={criterion}
              name={`criterias.${criterion}`}
              control={control}
              render={({ field, fieldState }) => (
                <Box
                  sx={{
                    p: 1.5,
                    borderRadius: '12px',
                    border: 1,
                    borderColor: fieldState.error ? 'error.main' : 'divider',
                    bgcolor: 'background.paper',
                  }}
                >
                  <Typography id={`criterio-${criterion}`} sx={{ fontWeight: 700 }}>
                    {RATING_CRITERIA_LABELS[criterion]}
                  </Typography>
                  <RadioGroup
                    row
                    aria-labelledby={`criterio-${criterion}`}
                    name={field.name}
                    value={field.value === undefined ? '' : String(field.value)}
                    onChange={(_e, value) => field.onChange(Number(value))}
                    onBlur={field.onBlur}
                    sx={{ columnGap: 0.5 }}
                  >
                    {RATING_SCALE.map((level, i) => (
                      <FormControlLabel
                        key={level}
                        value={String(level)}
                        control={<Radio size="small" slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }} />}
                        label={RATING_SCALE_LABELS[level]}
                        sx={{ mr: 1.5 }}
                      />
                    ))}
                  </RadioGroup>
                </Box>
              )}
            />
          ))}
        </Box>
        {criteriaMessage ? <FormHelperText sx={{ mx: 0, mt: 1 }}>{criteriaMessage}</FormHelperText> : null}
      </FormControl>

      <FormTextField
        control={control}
        name="comment"
        label="Tu experiencia con este proveedor"
        multiline
        minRows={5}
        fullWidth
        required
        helperText={(comment) => `Mínimo ${REVIEW_TEXT_MIN_LENGTH} caracteres · ${comment?.length ?? 0}/${REVIEW_TEXT_MAX_LENGTH}`}
        slotProps={{ htmlInput: { maxLength: REVIEW_TEXT_MAX_LENGTH } }}
      />

      <Controller
        name="conditions"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value === true}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
              label={
                <>
                  Acepto la{' '}
                  <Link component={RouterLink} to={APP_ROUTES.contentPolicy} target="_blank" rel="noopener">
                    Política de Contenido
                  </Link>
                </>
              }
            />
            {fieldState.error ? <FormHelperText sx={{ mx: 0 }}>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        )}
      />

      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {onCancel ? (
          <Button onClick={onCancel} disabled={isSubmitting}>
            Cancelar
          </Button>
        ) : null}
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
