import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/test-utils';
import { ExpandableText } from '../expandable-text';

const LONG = 'Somos una empresa familiar de catering con más de veinte años de experiencia en bodas. '.repeat(
  6,
);

describe('ExpandableText', () => {
  it('shows the whole text without a toggle when it is short', async () => {
    renderWithProviders(<ExpandableText text="Texto corto" />);
    expect(await screen.findByText('Texto corto')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ver más' })).toBeNull();
  });

  it('collapses long text with "ver más" and expands/collapses it again', async () => {
    renderWithProviders(<ExpandableText text={LONG} maxLength={100} />);
    const more = await screen.findByRole('button', { name: 'ver más' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const collapsed = screen.getByText((content) => content.endsWith('…'));
    expect(collapsed.textContent!.length).toBeLessThanOrEqual(101);

    fireEvent.click(more);
    const less = screen.getByRole('button', { name: 'ver menos' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(LONG.trim())).toBeTruthy();

    fireEvent.click(less);
    expect(screen.getByRole('button', { name: 'ver más' })).toBeTruthy();
  });
});
