/**
 * A date with the MUI X date picker (dayjs, Spanish, DD/MM/YYYY). Loaded lazily through
 * LazyDateField: the picker is heavy. The value is 'YYYY-MM-DD', '' when empty, or `incomplete`
 * while a typed date is not a valid date yet.
 */
import { useState } from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT } from '@eventos/domain';
import { datePickerLocaleText } from '../../lib/date-picker-locale';
import { dayjs } from '../../lib/dayjs';
import type { DateFieldProps } from './lazy-date-field';

const localeText = datePickerLocaleText;

function fromIso(value: string): Dayjs | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value) : null;
}

export default function DateField({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  error,
  helperText = 'DD/MM/AAAA',
  incomplete = '',
  required,
  size,
  name,
  onBlur,
  inputRef,
  disableFuture,
  openTo,
  views,
  clearable = true,
}: DateFieldProps) {
  // The picker keeps its own (possibly half-typed) date; the parent gets ISO text.
  const [draft, setDraft] = useState<Dayjs | null>(() => fromIso(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    const current = draft?.isValid() ? draft.format('YYYY-MM-DD') : '';
    if (value !== current && value !== incomplete) setDraft(fromIso(value));
  }
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={localeText}>
      <DatePicker
        label={label}
        value={draft}
        format={DATE_FORMAT}
        minDate={minDate ? dayjs(minDate) : undefined}
        maxDate={maxDate ? dayjs(maxDate) : undefined}
        disableFuture={disableFuture}
        openTo={openTo}
        views={views}
        inputRef={inputRef}
        onChange={(next) => {
          setDraft(next);
          onChange(!next ? '' : next.isValid() ? next.format('YYYY-MM-DD') : incomplete);
        }}
        slotProps={{
          textField: {
            name,
            required,
            size,
            onBlur,
            fullWidth: true,
            error: Boolean(error),
            helperText: error ?? helperText,
          },
          field: { clearable },
        }}
      />
    </LocalizationProvider>
  );
}
