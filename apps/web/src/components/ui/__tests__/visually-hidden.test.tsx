// Issue 11: the photo picker's empty live region was `width: 1` in sx (= 100 %), 397 px wide on a
// 360 px phone. Every screen-reader-only box must be 1 px, whatever its container.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/test-utils';
import { Box } from '../box';
import { visuallyHidden } from '../visually-hidden';
import { PhotoPickerView, usePhotoPicker } from '../../../features/media';

function Picker() {
  const picker = usePhotoPicker({ mediaPath: 'logotipos', max: 1 });
  return <PhotoPickerView picker={picker} label="Subir logo" />;
}

describe('visuallyHidden', () => {
  it('is 1 px wide and tall (strings: MUI reads a number ≤ 1 as a fraction)', () => {
    render(<Box data-testid="sr" sx={visuallyHidden}>Foto movida</Box>);
    const style = getComputedStyle(screen.getByTestId('sr'));
    expect(style.width).toBe('1px');
    expect(style.height).toBe('1px');
    expect(style.position).toBe('absolute');
  });

  it('is what the photo picker uses for its announcements', () => {
    const { container } = renderWithProviders(<Picker />);
    const live = container.querySelector('[aria-live="polite"]');
    expect(live).not.toBeNull();
    expect(getComputedStyle(live!).width).toBe('1px');
  });
});
