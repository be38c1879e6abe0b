import { useId } from 'react';
import clsx from 'clsx';
import { Box } from '../../../components/ui/box';
import { SVG_ICON_ROOT } from '../../../components/ui/plain-icon';

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

/** MUI's ArrowDropDown icon, which its NativeSelect draws. */
const ARROW_PATH = 'M7 10l5 5 5-5z';
/** MUI OutlinedInput's border in light mode (not in the palette). */
const OUTLINE = 'rgba(0, 0, 0, 0.23)';
const EASE_OUT = 'cubic-bezier(0.0, 0, 0.2, 1)';

/**
 * The rules MUI 9 draws for `<TextField select fullWidth size="small" slotProps={{ select: { native:
 * true }, inputLabel: { shrink: true } }}>` with this theme (FormControl, InputLabel, OutlinedInput,
 * NativeSelectInput, its icon, NotchedOutline), each property at the value that wins in MUI's rules,
 * in one style on the field's root: the same look with one styled element instead of about thirty
 * components (docs/decisions/346-search-selects-plain-elements.md). MUI's `.Mui-focused`, which
 * FormControl sets from the select's focus, is `:focus-within` here.
 */
const fieldSx = {
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: 0,
  padding: 0,
  margin: 0,
  border: '0',
  verticalAlign: 'top',
  width: '100%',
  '& > label': {
    color: 'text.secondary',
    typography: 'body1',
    lineHeight: '1.4375em',
    padding: 0,
    display: 'block',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    position: 'absolute',
    left: 0,
    top: 0,
    transformOrigin: 'top left',
    transition: `color 200ms ${EASE_OUT} 0ms,transform 200ms ${EASE_OUT} 0ms,max-width 200ms ${EASE_OUT} 0ms`,
    zIndex: 1,
    userSelect: 'none',
    pointerEvents: 'auto',
    maxWidth: 'calc(133% - 32px)',
    transform: 'translate(14px, -9px) scale(0.75)',
  },
  '&:focus-within > label': { color: 'primary.main' },
  '& > label.Mui-disabled': { color: 'text.disabled' },
  '& > div': {
    typography: 'body1',
    lineHeight: '1.4375em',
    color: 'text.primary',
    boxSizing: 'border-box',
    position: 'relative',
    cursor: 'text',
    display: 'inline-flex',
    alignItems: 'center',
    width: '100%',
    borderRadius: 1,
  },
  '& > div.Mui-disabled': { color: 'text.disabled', cursor: 'default' },
  '& > div:hover > fieldset': { borderColor: 'text.primary' },
  '@media (hover: none)': { '& > div:hover > fieldset': { borderColor: OUTLINE } },
  '& > div:focus-within > fieldset': { borderWidth: '2px', borderColor: 'primary.main' },
  '& > div.Mui-disabled > fieldset': { borderColor: 'action.disabled' },
  '& select': {
    MozAppearance: 'none',
    WebkitAppearance: 'none',
    userSelect: 'none',
    cursor: 'pointer',
    borderRadius: 1,
    font: 'inherit',
    letterSpacing: 'inherit',
    color: 'currentColor',
    padding: '8.5px 32px 8.5px 14px',
    border: '0',
    boxSizing: 'content-box',
    background: 'none',
    height: '1.4375em',
    margin: 0,
    WebkitTapHighlightColor: 'transparent',
    display: 'block',
    minWidth: 0,
    width: '100%',
    '&:focus': { outline: '0' },
    '&:invalid': { boxShadow: 'none' },
    '&.Mui-disabled': { cursor: 'default', opacity: 1, WebkitTextFillColor: 'rgba(0, 0, 0, 0.38)' },
    '& option, & optgroup': { backgroundColor: 'background.paper' },
    '&:-webkit-autofill': { borderRadius: 'inherit' },
  },
  '& svg': {
    ...SVG_ICON_ROOT.medium,
    fontSize: '1.5rem',
    position: 'absolute',
    right: '7px',
    top: 'calc(50% - .5em)',
    pointerEvents: 'none',
    color: 'action.active',
    '&.Mui-disabled': { color: 'action.disabled' },
  },
  '& fieldset': {
    textAlign: 'left',
    position: 'absolute',
    bottom: 0,
    right: 0,
    top: '-5px',
    left: 0,
    margin: 0,
    padding: '0 8px',
    pointerEvents: 'none',
    borderRadius: 'inherit',
    borderStyle: 'solid',
    borderWidth: '1px',
    overflow: 'hidden',
    minWidth: '0%',
    borderColor: OUTLINE,
  },
  '& legend': {
    float: 'unset',
    width: 'auto',
    overflow: 'hidden',
    display: 'block',
    padding: 0,
    height: '11px',
    fontSize: '0.75em',
    visibility: 'hidden',
    maxWidth: '100%',
    whiteSpace: 'nowrap',
    transition: `max-width 100ms ${EASE_OUT} 50ms`,
    '& > span': { paddingLeft: '5px', paddingRight: '5px', display: 'inline-block', opacity: 0, visibility: 'visible' },
  },
} as const;

/**
 * A labelled native <select> (light, keyboard- and screen-reader-friendly, works on phones), drawn
 * as MUI's outlined small TextField with a native select and a shrunk label, with plain elements.
 */
export function NativeSelectField({ label, value, options, onChange, emptyLabel, disabled = false }: NativeSelectFieldProps) {
  const id = useId();
  const state = disabled ? 'Mui-disabled' : undefined;
  return (
    <Box className="MuiFormControl-root MuiFormControl-fullWidth MuiTextField-root" sx={fieldSx}>
      <label className={clsx('MuiFormLabel-root MuiInputLabel-root MuiInputLabel-shrink MuiInputLabel-sizeSmall MuiInputLabel-outlined', state)} data-shrink="true" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div className={clsx('MuiInputBase-root MuiOutlinedInput-root MuiInputBase-fullWidth MuiInputBase-sizeSmall', state)}>
        <select
          className={clsx('MuiNativeSelect-select MuiInputBase-input MuiOutlinedInput-input', state)}
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <svg className={clsx('MuiSvgIcon-root MuiNativeSelect-icon', state)} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d={ARROW_PATH} />
        </svg>
        <fieldset aria-hidden="true" className="MuiOutlinedInput-notchedOutline">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </Box>
  );
}
