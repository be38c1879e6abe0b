import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { TEXTAREA_MAX_LENGTH } from '@eventos/domain';

export type CountedTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  /** Default 1000 (SPEC §5 textarea). */
  maxLength?: number;
};

/** Multiline text limited to `maxLength` characters with a live "n/1000" counter. */
export function CountedTextField({
  value,
  onChange,
  maxLength = TEXTAREA_MAX_LENGTH,
  helperText,
  error,
  minRows = 3,
  ...props
}: CountedTextFieldProps) {
  const counter = `${value.length}/${maxLength}`;
  return (
    <TextField
      {...props}
      multiline
      minRows={minRows}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value.slice(0, maxLength))}
      helperText={
        <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <span>{helperText}</span>
          <span>{counter}</span>
        </span>
      }
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
