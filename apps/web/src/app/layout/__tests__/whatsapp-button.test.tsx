import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { WhatsAppButton } from '../whatsapp-button';

function renderAt(path: string, client: QueryClient) {
  const router = createMemoryRouter([{ id: 'provider-site', path: '/:slug', element: <WhatsAppButton /> }], {
    initialEntries: [path],
  });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('WhatsAppButton', () => {
  it("on a provider's site writes to that provider, read from the site's query cache without fetching", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('sin red'));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['providers', 'by-slug', 'dulces-sabores'], {
      provider: { cellphone: '987654321', company_name: 'Dulces Sabores' },
    });
    renderAt('/dulces-sabores', client);
    const link = await screen.findByRole('link', { name: /Escribe a Dulces Sabores por WhatsApp/ });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/51987654321\?text=/);
    const fetched = fetchSpy.mock.calls.map(([input]) => String(input));
    expect(fetched.some((url) => url.includes('dulces-sabores'))).toBe(false);
    fetchSpy.mockRestore();
  });
});
