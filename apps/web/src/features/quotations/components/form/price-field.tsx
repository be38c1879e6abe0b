import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { CURRENCY_SYMBOLS, formatPriceInput, sanitizePriceInput } from '@eventos/domain';
import type { Currency } from '@eventos/domain';

export type PriceFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
  currency?: Currency;
  /** Accessible name when the visible label repeats (e.g. one budget per service). */
  ariaLabel?: string;
};

/**
 * Price input (SPEC §5): digits and one dot only, at most 5 integer digits and 2 decimals while
 * typing (sanitizePriceInput), formatted with 2 decimals on blur; prefix S/ (PEN) or $ (USD).
 */
export function PriceField({
  value,
  onChange,
  currency = 'PEN',
  ariaLabel,
  onBlur,
  slotProps,
  ...props
}: PriceFieldProps) {
  return (
    <TextField
      placeholder="0.00"
      {...props}
      value={value}
      onChange={(event) => onChange(sanitizePriceInput(event.target.value))}
      onBlur={(event) => {
        if (value !== '') onChange(formatPriceInput(value));
        onBlur?.(event);
      }}
      slotProps={{
        ...slotProps,
        input: {
          startAdornment: <InputAdornment position="start">{CURRENCY_SYMBOLS[currency]}</InputAdornment>,
        },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 9, 'aria-label': ariaLabel },
      }}
    />
  );
}
