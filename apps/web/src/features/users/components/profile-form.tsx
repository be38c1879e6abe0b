import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BIRTH_DATE_MIN, GENDERS, GENDER_LABELS, MESSAGES, UpdateUserSchema } from '@eventos/domain';
import type { Gender } from '@eventos/domain';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { applyServerErrors } from '../../../lib/form-errors';
import type { SessionUser } from '../../../lib/session';
import { useUpdateUser } from '../api/update-user';
import { useFocusFirstError } from '../../../lib/focus-first-error';
import { FormTextField } from '../../../components/forms/form-text-field';
import { LazyDateField } from '../../../components/forms/lazy-date-field';

/** What a half-typed birth date is in the form until it is a date (the schema refuses it). */
const BIRTH_DATE_INCOMPLETE = 'invalid';

type ProfileInput = z.input<typeof UpdateUserSchema>;
type ProfileOutput = z.output<typeof UpdateUserSchema>;
type FieldName = keyof ProfileInput;
const FIELDS: readonly FieldName[] = ['first_name', 'last_name', 'gender', 'birth_date'];

export const PROFILE_SAVED_MESSAGE = 'Perfil actualizado';
const SAVE_FAILED = 'No se pudo guardar tu perfil. Intenta nuevamente.';
/** The schema speaks of 'AAAA-MM-DD' (the wire format); the picker shows DD/MM/AAAA. */
const DATE_INVALID_UI = 'Ingresa una fecha de nacimiento válida (DD/MM/AAAA)';

function profileValues(user: SessionUser): ProfileInput {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    gender: user.gender ?? null,
    birth_date: user.birth_date ?? null,
  };
}

/** Name, gender and birth date (PUT /api/v1/user/{id}) with the shared UpdateUserSchema. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { show, showError } = useSnackbar();
  const mutation = useUpdateUser(user.id);
  const { control, register, handleSubmit, reset, setError, formState } = useForm<
    ProfileInput,
    unknown,
    ProfileOutput
  >({ resolver: zodResolver(UpdateUserSchema), defaultValues: profileValues(user), mode: 'onTouched' });
  const { errors, isSubmitting } = formState;

  const { ref: formRef, onInvalid } = useFocusFirstError();
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync(values);
      reset(profileValues(saved));
      show(PROFILE_SAVED_MESSAGE);
    } catch (error) {
      // Typed values stay; field errors from the API go next to their field.
      applyServerErrors(error, setError, FIELDS);
      onInvalid();
      showError(error, SAVE_FAILED);
    }
  }, onInvalid);

  const dateError = errors.birth_date?.message;
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Nombre"
          autoComplete="given-name"
          required
          {...register('first_name')}
          error={Boolean(errors.first_name)}
          helperText={errors.first_name?.message}
        />
        <TextField
          label="Apellido"
          autoComplete="family-name"
          required
          {...register('last_name')}
          error={Boolean(errors.last_name)}
          helperText={errors.last_name?.message}
        />
        <FormTextField
          control={control}
          name="gender"
          select
          label="Género"
          onChange={(event, field) => field.onChange((event.target.value || null) as Gender | null)}
        >
          {GENDERS.map((gender) => (
            <MenuItem key={gender} value={gender}>
              {GENDER_LABELS[gender]}
            </MenuItem>
          ))}
        </FormTextField>
        <Controller
          control={control}
          name="birth_date"
          render={({ field }) => (
            <LazyDateField
              label="Fecha de nacimiento"
              name={field.name}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value === '' ? null : value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              incomplete={BIRTH_DATE_INCOMPLETE}
              minDate={BIRTH_DATE_MIN}
              disableFuture
              openTo="year"
              views={['year', 'month', 'day']}
              clearable={false}
              error={dateError === MESSAGES['users.birth_date.invalid'] ? DATE_INVALID_UI : dateError}
            />
          )}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={isSubmitting}
          sx={{ minWidth: { xs: '100%', sm: 160 } }}
        >
          Guardar
        </Button>
      </Box>
    </Box>
  );
}
