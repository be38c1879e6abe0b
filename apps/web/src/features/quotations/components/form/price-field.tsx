import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { CURRENCY_SYMBOLS, formatPriceInput, priceInputChange } from '@eventos/domain';
import type { Currency } from '@eventos/domain';

export type PriceFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
  currency?: Currency;
  /** Accessible name when the visible label repeats (e.g. one budget per service). */
  ariaLabel?: string;
};

/**
 * Price input (SPEC §5): digits and one dot only, formatted with 2 decimals on blur; prefix S/
 * (PEN) or $ (USD). A sixth integer digit or a third decimal is refused, never cut silently: the
 * field keeps its number and says «Máximo 5 dígitos enteros y 2 decimales» (priceInputChange).
 */
export function PriceField({
  value,
  onChange,
  currency = 'PEN',
  ariaLabel,
  onBlur,
  slotProps,
  error,
  helperText,
  ...props
}: PriceFieldProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <TextField
      placeholder="0.00"
      {...props}
      value={value}
      error={Boolean(error) || refusal !== null}
      helperText={refusal ?? helperText}
      onChange={(event) => {
        const next = priceInputChange(value, event.target.value);
        setRefusal(next.message);
        if (!next.refused) onChange(next.value);
      }}
      onBlur={(event) => {
        setRefusal(null);
        if (value !== '') onChange(formatPriceInput(value));
        onBlur?.(event);
      }}
      slotProps={{
        ...slotProps,
        formHelperText: { role: refusal ? 'alert' : undefined },
        input: {
          startAdornment: <InputAdornment position="start">{CURRENCY_SYMBOLS[currency]}</InputAdornment>,
        },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'aria-label': ariaLabel },
      }}
    />
  );
}
