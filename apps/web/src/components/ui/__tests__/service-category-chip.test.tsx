import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/test-utils';
import { ServiceCategoryChip, ServiceCategoryChips } from '../service-category-chip';
import { ICON_PATHS } from '../icon-paths';

/** The `d` of the chip's icon (an svg with Material's path: plain-icon.test.tsx compares it with MUI's icon). */
const iconPath = (container: HTMLElement) => container.querySelector('svg.MuiChip-icon path')?.getAttribute('d');

describe('ServiceCategoryChip', () => {
  it('shows the group icon, name, count and service names joined by bullets', async () => {
    const { container } = renderWithProviders(
      <ServiceCategoryChip
        group="feeding"
        group_name="Alimentación"
        count={12}
        services={[{ type_name: 'Catering' }, { type_name: 'Bocaditos' }, { type_name: 'Tortas' }]}
      />,
    );
    expect(await screen.findByText('Alimentación')).toBeTruthy();
    expect(screen.getByText('(12)')).toBeTruthy();
    expect(screen.getByText('Catering • Bocaditos • Tortas')).toBeTruthy();
    // SERVICE_GROUP_ICONS.feeding === 'Restaurant'
    expect(iconPath(container)).toBe(ICON_PATHS.restaurant);
  });

  it('falls back to the Spanish group label and omits count and services when not given', async () => {
    const { container } = renderWithProviders(<ServiceCategoryChip group="audiovisual" />);
    expect(await screen.findByText('Audiovisuales')).toBeTruthy();
    expect(container.textContent).not.toContain('(');
    expect(container.textContent).not.toContain('•');
    // SERVICE_GROUP_ICONS.audiovisual === 'Videocam'
    expect(iconPath(container)).toBe(ICON_PATHS.videocam);
  });

  it('lists categories and reports the chosen group', async () => {
    const onSelect = vi.fn();
    renderWithProviders(
      <ServiceCategoryChips
        categories={[
          { group: 'locals', group_name: 'Locales', count: 3 },
          { group: 'animation', group_name: 'Animación', count: 5 },
        ]}
        selectedGroup="locals"
        onSelect={onSelect}
      />,
    );
    const animation = await screen.findByRole('button', { name: /Animación/ });
    expect(screen.getByRole('button', { name: /Locales/ }).getAttribute('aria-pressed')).toBe('true');
    expect(animation.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(animation);
    expect(onSelect).toHaveBeenCalledWith('animation');
  });
});
