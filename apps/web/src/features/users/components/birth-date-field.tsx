/**
 * Birth date with the MUI X date picker (dayjs, Spanish, DD/MM/YYYY). Loaded lazily: the picker
 * is the heaviest part of /micuenta. The form keeps the value as 'YYYY-MM-DD' (UpdateUserSchema).
 */
import { useState } from 'react';
import type { Ref } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { BIRTH_DATE_MIN, DATE_FORMAT } from '@eventos/domain';
import { datePickerLocaleText } from '../../../lib/date-picker-locale';
import { dayjs } from '../../../lib/dayjs';
import type { Dayjs } from 'dayjs';

const localeText = datePickerLocaleText;
const MIN_DATE = dayjs(BIRTH_DATE_MIN);
/** Marks a partly typed date so the schema rejects it. */
export const INVALID_DATE = 'invalid';

export interface BirthDateFieldProps {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

function toIso(date: Dayjs | null): string | null {
  if (!date) return null;
  return date.isValid() ? date.format('YYYY-MM-DD') : INVALID_DATE;
}

function fromIso(value: string | null | undefined): Dayjs | null {
  return value && value !== INVALID_DATE ? dayjs(value) : null;
}

export default function BirthDateField({ value, onChange, onBlur, error, disabled, name, inputRef }: BirthDateFieldProps) {
  // The picker keeps its own (possibly half-typed) date; the form gets 'YYYY-MM-DD' or INVALID_DATE.
  const [draft, setDraft] = useState<Dayjs | null>(() => fromIso(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== toIso(draft)) setDraft(fromIso(value));
  }
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={localeText}>
      <DatePicker
        label="Fecha de nacimiento"
        value={draft}
        onChange={(next) => {
          setDraft(next);
          onChange(toIso(next));
        }}
        format={DATE_FORMAT}
        minDate={MIN_DATE}
        disableFuture
        openTo="year"
        views={['year', 'month', 'day']}
        disabled={disabled}
        inputRef={inputRef}
        slotProps={{
          textField: { name, fullWidth: true, onBlur, error: Boolean(error), helperText: error ?? 'DD/MM/AAAA' },
        }}
      />
    </LocalizationProvider>
  );
}
