import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../testing/test-utils';
import { InvitedProviders } from '../invited-providers';

describe('InvitedProviders («Proveedores invitados»)', () => {
  it('lists the providers the event was sent to, linked to their sites', () => {
    renderWithProviders(
      <InvitedProviders
        invitations={[
          { provider_id: 3, company_name: 'Fotos del Sur', slug: 'fotos-del-sur', created_at: '2026-01-01T00:00:00Z' },
          { provider_id: 4, company_name: 'Catering Andino', slug: 'catering-andino', created_at: '2026-01-02T00:00:00Z' },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Proveedores invitados (2)' });
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Fotos del Sur', '/fotos-del-sur'],
      ['Catering Andino', '/catering-andino'],
    ]);
  });

  it('renders nothing without invitations', () => {
    const { container } = renderWithProviders(<InvitedProviders invitations={[]} />);
    expect(container.textContent).toBe('');
  });
});
