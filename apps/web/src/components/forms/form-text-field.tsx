/**
 * The one text field of a react-hook-form form (ADR 139): MUI's `TextField` bound to a field of
 * the form through `Controller`. The field's error (the domain schema's message through
 * `zodResolver`, or the API's through `applyServerErrors`) replaces the helper text and marks the
 * field; the input element is the field's ref, so the form can focus it.
 */
import type { ChangeEvent, ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, ControllerRenderProps, FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';

export type FormTextFieldProps<T extends FieldValues, N extends FieldPath<T>, TT = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText'
> & {
  /** The form's control (`useForm<Input, Context, Output>`: what is typed and what is sent may differ). */
  control: Control<T, unknown, TT>;
  name: N;
  /** Shown under the field while it has no error; a function gets the field's value. */
  helperText?: ReactNode | ((value: FieldPathValue<T, N>) => ReactNode);
  /** Marks the field as wrong besides its own error (e.g. an address already taken). */
  invalid?: boolean;
  /** Replaces the default `field.onChange(event)` (to transform what is typed, or do more). */
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>, field: ControllerRenderProps<T, N>) => void;
  /** Replaces the default `field.onBlur()`. */
  onBlur?: (field: ControllerRenderProps<T, N>) => void;
};

export function FormTextField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  control,
  name,
  helperText,
  invalid = false,
  onChange,
  onBlur,
  ...props
}: FormTextFieldProps<T, N, TT>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          disabled={props.disabled ?? field.disabled}
          inputRef={field.ref}
          onChange={(event) => (onChange ? onChange(event, field) : field.onChange(event))}
          onBlur={() => (onBlur ? onBlur(field) : field.onBlur())}
          error={Boolean(fieldState.error) || invalid}
          helperText={fieldState.error?.message ?? (typeof helperText === 'function' ? helperText(field.value) : helperText)}
        />
      )}
    />
  );
}
