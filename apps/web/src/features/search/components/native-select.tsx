import TextField from '@mui/material/TextField';

export interface SelectOption {
  value: string;
  label: string;
}

export interface NativeSelectFieldProps {
  label: string;
  value: string;
  options: ReadonlyArray<SelectOption>;
  onChange: (value: string) => void;
  /** Label of the empty option (e.g. 'Todos'); none when omitted. */
  emptyLabel?: string;
  disabled?: boolean;
}

/** A labelled native <select> (light, keyboard- and screen-reader-friendly, works on phones). */
export function NativeSelectField({ label, value, options, onChange, emptyLabel, disabled }: NativeSelectFieldProps) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
