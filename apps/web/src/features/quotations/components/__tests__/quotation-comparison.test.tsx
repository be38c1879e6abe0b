import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../testing/test-utils';
import { QuotationComparison } from '../compare/quotation-comparison';
import type { CompareRow } from '../../types';

vi.setConfig({ testTimeout: 20_000 });

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function row(id: number, status: CompareRow['status'], responseMinutes: number, medianMinutes: number | null): CompareRow {
  return {
    id,
    event_id: 7,
    provider_id: id,
    status,
    service_type_id: 1,
    version: 1,
    created_at: '2026-11-20T15:00:00.000Z',
    updated_at: '2026-11-20T15:00:00.000Z',
    status_changed_at: '2026-11-20T15:00:00.000Z',
    opened_at: null,
    accepted_at: null,
    response_minutes: responseMinutes,
    next_statuses: status === 'archived' ? ['opened'] : ['accepted', 'liked', 'discarded', 'archived'],
    provider: {
      id,
      company_name: `Proveedor ${id}`,
      name: `Proveedor ${id}`,
      slug: `proveedor-${id}`,
      logo: null,
      reviews_score: 0,
      reviews_number: 0,
      median_response_minutes: medianMinutes,
    },
    currency: 'PEN',
    service_price: 1000,
    discount: 0,
    price: 1000,
    includes_igv: true,
    subtotal: 847.46,
    igv: 152.54,
    total: 1000,
    per_guest: null,
    message: null,
    includes: null,
    valid_until: null,
    attachment: null,
    guests: null,
    total_with_igv: 1000,
    total_without_igv: 847.46,
  };
}

function comparison(rows: CompareRow[]) {
  return {
    data: {
      event: { id: 7, guests: null, date: '2026-12-24', event_type_name: 'Boda' },
      rows,
      by_currency: rows.length
        ? [{ currency: 'PEN', count: rows.length, lowest_total: 1000, highest_total: 1000, lowest_total_quotation_id: rows[0]!.id, lowest_per_guest: null }]
        : [],
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('QuotationComparison', () => {
  it('shows one response-time row; the provider’s usual time only when it differs', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json(200, comparison([row(1, 'opened', 90, 90), row(2, 'opened', 30, 240)])))));
    renderWithProviders(<QuotationComparison eventId={7} guests={null} />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('rowheader', { name: 'Tiempo de respuesta' })).toHaveLength(1);
    expect(within(table).queryByRole('rowheader', { name: /mediana/ })).toBeNull();
    expect(within(table).getByText('1 h 30 min')).toBeTruthy();
    expect(within(table).getAllByText(/Suele responder en/)).toHaveLength(1);
    expect(within(table).getByText('Suele responder en 4 h')).toBeTruthy();
  });

  it('shows each total as a price that includes IGV, with the amount before IGV as a detail', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json(200, comparison([row(1, 'opened', 90, 90)])))));
    renderWithProviders(<QuotationComparison eventId={7} guests={null} />);
    const table = await screen.findByRole('table');
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
    expect(total.textContent).toContain('S/ 1,000.00 incluye IGV');
    expect(within(table).getByRole('rowheader', { name: 'Total sin IGV' })).toBeTruthy();
    expect(table.textContent).not.toContain('Total con IGV');
  });

  it('says what happened under its controls, not in a snackbar over «Mostrar archivadas»', async () => {
    let archived = false;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.includes('/quotations/1/status') && init?.method === 'PUT') {
          archived = true;
          return Promise.resolve(json(200, { data: { ...row(1, 'archived', 90, 90), versions: [], history: [] } }));
        }
        return Promise.resolve(json(200, comparison(archived ? [] : [row(1, 'opened', 90, 90)])));
      }),
    );
    renderWithProviders(<QuotationComparison eventId={7} guests={null} />);
    const actions = await screen.findByRole('group', { name: 'Acciones para la cotización de Proveedor 1' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Archivar' }));
    const status = await screen.findByText('Archivaste la cotización de Proveedor 1.');
    // Inline, right after the switch in the page order; no floating snackbar.
    const toggle = screen.getByRole('switch', { name: 'Mostrar archivadas' });
    expect(toggle.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.querySelector('.MuiSnackbar-root')).toBeNull();
    fireEvent.click(within(status.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByText('Archivaste la cotización de Proveedor 1.')).toBeNull();
  });
});
