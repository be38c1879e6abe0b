// The search filters' native select: named by its label, controlled, disabled when asked, and the
// same elements (tags, attributes that matter, MUI's class names) as the MUI TextField it replaces.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { renderWithProviders } from '../../../testing/test-utils';
import { NativeSelectField } from './native-select';

const OPTIONS = [
  { value: 'lima', label: 'Lima' },
  { value: 'cusco', label: 'Cusco' },
];

// Classes MUI adds that no rule of this field reads (states it never has, variants it always has).
const UNUSED = new Set(['MuiBox-root', 'MuiInputLabel-formControl', 'MuiInputLabel-animated', 'MuiFormLabel-colorPrimary', 'MuiFormLabel-filled', 'MuiInputBase-colorPrimary', 'MuiInputBase-formControl', 'MuiSelect-root', 'MuiNativeSelect-outlined', 'MuiNativeSelect-iconOutlined', 'MuiSvgIcon-fontSizeMedium']);

/** The element tree without Emotion's classes and ids: tag, MUI classes (sorted, once), a few attributes. */
function shape(element: Element): string {
  const classes = [...new Set(element.classList)].filter((c) => c.startsWith('Mui') && !UNUSED.has(c)).sort();
  const attributes = ['aria-hidden', 'data-shrink', 'disabled', 'viewBox', 'd', 'value']
    .filter((a) => element.hasAttribute(a))
    .map((a) => `${a}=${element.getAttribute(a)}`);
  const children = [...element.children].map(shape).join('');
  return `<${element.tagName.toLowerCase()} ${[...classes, ...attributes].join(' ')}>${children}</>`;
}

describe('NativeSelectField', () => {
  it('is a select named by its label, with the empty option first, that reports the chosen value', () => {
    const onChange = vi.fn();
    renderWithProviders(<NativeSelectField label="Departamento" emptyLabel="Todo el Perú" value="" options={OPTIONS} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Departamento' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Todo el Perú', 'Lima', 'Cusco']);
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'cusco' } });
    expect(onChange).toHaveBeenCalledWith('cusco');
  });

  it('shows the value it is given and can be disabled', () => {
    renderWithProviders(<NativeSelectField label="Provincia" value="lima" options={OPTIONS} onChange={() => undefined} disabled />);
    const select = screen.getByRole('combobox', { name: 'Provincia' }) as HTMLSelectElement;
    expect(select.value).toBe('lima');
    expect(select.disabled).toBe(true);
    expect(select.classList.contains('Mui-disabled')).toBe(true);
    expect(screen.getByText('Provincia', { selector: 'label' }).classList.contains('Mui-disabled')).toBe(true);
  });

  it('has the elements and MUI classes of the TextField it replaces, with one styled element', () => {
    const props = { label: 'Distrito', value: 'lima', options: OPTIONS };
    const { container: plain } = renderWithProviders(<NativeSelectField {...props} onChange={() => undefined} disabled />);
    const { container: mui } = renderWithProviders(
      <TextField select fullWidth size="small" label={props.label} value={props.value} disabled onChange={() => undefined} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </TextField>,
    );
    const ours = plain.firstElementChild as Element;
    const theirs = mui.firstElementChild as Element;
    expect(shape(ours)).toBe(shape(theirs));
    expect(ours.querySelectorAll('[class*="css-"]')).toHaveLength(0);
    expect([...ours.classList].filter((c) => c.startsWith('css-'))).toHaveLength(1);
  });
});
