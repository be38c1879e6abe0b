import { lazy, Suspense } from 'react';
import type { Ref } from 'react';
import TextField from '@mui/material/TextField';

export interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD' or ''. */
  value: string;
  onChange: (value: string) => void;
  /** 'YYYY-MM-DD'. */
  minDate?: string;
  maxDate?: string;
  error?: string;
  helperText?: string;
  /** Value reported while a typed date is incomplete or invalid (default ''). */
  incomplete?: string;
  required?: boolean;
  size?: 'small' | 'medium';
  name?: string;
  /** A react-hook-form field's onBlur and ref (so the form can focus it). */
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  disableFuture?: boolean;
  /** The picker's first view and its views (a birth date opens on the year). */
  openTo?: 'year' | 'month' | 'day';
  views?: Array<'year' | 'month' | 'day'>;
  /** A button that empties the field (default true). */
  clearable?: boolean;
}

const DateField = lazy(() => import('./date-field'));

/** The MUI X date picker, loaded on first use (a plain disabled field meanwhile). */
export function LazyDateField(props: DateFieldProps) {
  return (
    <Suspense
      fallback={
        <TextField
          label={props.label}
          size={props.size}
          fullWidth
          disabled
          value=""
          helperText={props.helperText ?? 'DD/MM/AAAA'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      }
    >
      <DateField {...props} />
    </Suspense>
  );
}
