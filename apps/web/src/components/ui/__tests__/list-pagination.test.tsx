// The signed-in lists' pagination: the range, the pages, and "Por página" only where the list
// lets the user choose the page size (the inbox and the complaints book have a fixed one).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/test-utils';
import { ListPagination } from '../list-pagination';

describe('ListPagination', () => {
  it('shows the range and moves to another page with the same size', () => {
    const onChange = vi.fn();
    renderWithProviders(<ListPagination page={1} size={20} total={45} noun="conversaciones" sizeChoice={false} onChange={onChange} />);
    expect(screen.getByText('1–20 de 45 conversaciones')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Por página' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la página 3' }));
    expect(onChange).toHaveBeenCalledWith(3, 20);
  });

  it('offers the page sizes by default', () => {
    renderWithProviders(<ListPagination page={2} size={10} total={34} noun="eventos" onChange={() => undefined} />);
    expect(screen.getByText('11–20 de 34 eventos')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Por página' })).toBeTruthy();
  });

  it('shows nothing for an empty list', () => {
    const { container } = renderWithProviders(<ListPagination page={1} size={10} total={0} noun="hojas" onChange={() => undefined} />);
    expect(container.querySelector('nav')).toBeNull();
  });
});
