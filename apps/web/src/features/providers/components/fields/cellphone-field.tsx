import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';

/** Peru mobile number: +51 prefix shown, 9 digits starting with 9 (validated by the shared schema). */
export function CellphoneField(props: TextFieldProps) {
  return (
    <TextField
      type="tel"
      autoComplete="tel-national"
      placeholder="987 654 321"
      {...props}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">+51</InputAdornment> },
        htmlInput: { inputMode: 'tel', maxLength: 15 },
      }}
    />
  );
}
