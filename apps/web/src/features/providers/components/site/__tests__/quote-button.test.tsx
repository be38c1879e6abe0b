import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LoginModalProvider } from '../../../../../components/auth/login-modal-provider';
import type * as SessionModule from '../../../../../lib/session';
import type { SessionUser } from '../../../../../lib/session';
import { renderWithProviders } from '../../../../../testing/test-utils';
import { userView } from '../../../../../testing/api-fixtures';
import type { UserEvent } from '../../../../events';
import type { Provider } from '../../../types';
import { QuoteButton } from '../quote-button';

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock('../../../../../lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  useSession: () => ({ user: session.user, loading: false }),
}));

vi.setConfig({ testTimeout: 20_000 });

const PROVIDER = { id: 3, company_name: 'Fotos del Sur', slug: 'fotos-del-sur', plan: 'business' } as Provider;

function event(id: number, overrides: Partial<UserEvent> = {}): UserEvent {
  return {
    id,
    event_type_id: 1,
    event_type: { id: 1, type_name: 'Boda', group: 'social', group_name: 'Sociales' },
    description: 'Boda para 120 invitados.',
    department_id: 8,
    province_id: 80,
    district_id: 800,
    department: 'Cusco',
    province: 'Cusco',
    district: 'Cusco',
    place: 'Hacienda Huayoccari',
    date: '2027-03-12',
    guests: 120,
    status: 'visible',
    provider_id: null,
    addressed_provider: null,
    services: [],
    published_at: '2026-01-01T00:00:00.000Z',
    expired_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    is_owner: true,
    invitations: [],
    ...overrides,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubApi(events: UserEvent[]) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/v1/events/mine')) {
      return Promise.resolve(json(200, { data: events, total: events.length, page: 1, size: 50 }));
    }
    const invitation = /^\/api\/v1\/events\/(\d+)\/invitations$/.exec(url);
    if (invitation && init?.method === 'POST') {
      return Promise.resolve(
        json(201, {
          data: {
            event_id: Number(invitation[1]),
            provider_id: PROVIDER.id,
            company_name: PROVIDER.company_name,
            slug: PROVIDER.slug,
            created_at: '2026-01-02T00:00:00.000Z',
          },
        }),
      );
    }
    return Promise.resolve(json(404, { error: 'No encontrado' }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderButton() {
  return renderWithProviders(
    <LoginModalProvider renderContent={() => <p>Botones de ingreso</p>}>
      <QuoteButton provider={PROVIDER} />
    </LoginModalProvider>,
    { route: '/fotos-del-sur' },
  );
}

beforeEach(() => {
  session.user = userView();
});
afterEach(() => vi.unstubAllGlobals());

describe('QuoteButton («Solicitar cotización»)', () => {
  it('with open events asks «¿Para qué evento?» and sends the chosen one to the provider', async () => {
    const fetchMock = stubApi([
      event(5),
      event(6, {
        event_type: { id: 2, type_name: 'Cumpleaños', group: 'social', group_name: 'Sociales' },
        date: '2027-05-01',
        place: null,
        district: 'Miraflores',
        province: 'Lima',
        invitations: [
          { provider_id: 3, company_name: 'Fotos del Sur', slug: 'fotos-del-sur', created_at: '2026-01-01T00:00:00Z' },
        ],
      }),
    ]);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar cotización' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Para qué evento?' });
    expect(within(dialog).getByText('12/03/2027 · Hacienda Huayoccari, Cusco, Cusco')).toBeTruthy();
    // The provider already has the birthday: shown, not selectable.
    expect(within(dialog).getByText('Ya enviado a Fotos del Sur')).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: /Cumpleaños/ }) as HTMLInputElement).disabled).toBe(true);
    // The only event left is preselected.
    const wedding = within(dialog).getByRole('radio', { name: /Boda/ }) as HTMLInputElement;
    expect(wedding.checked).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Solicitud enviada a Fotos del Sur')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v1/events/5/invitations');
    expect(post?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ provider_id: 3 });
    const mine = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/v1/events/mine'));
    expect(String(mine?.[0])).toContain('status=visible');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '¿Para qué evento?' })).toBeNull());
  });

  it('«Crear un evento nuevo» goes to the wizard addressed to the provider', async () => {
    stubApi([event(5)]);
    const { router } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar cotización' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Para qué evento?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear un evento nuevo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/eventos/crear'));
    expect(router.state.location.search).toBe('?provider=3');
  });

  it('without open events goes straight to the wizard', async () => {
    const fetchMock = stubApi([]);
    const { router } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar cotización' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/eventos/crear'));
    expect(router.state.location.search).toBe('?provider=3');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/invitations'))).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('visitors get the login modal', async () => {
    session.user = null;
    const fetchMock = stubApi([event(5)]);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar cotización' }));
    expect(await screen.findByText('Para solicitar una cotización a Fotos del Sur necesitas una cuenta.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/v1/events/mine'))).toBe(false);
  });

  it('renders nothing for a basic provider', () => {
    stubApi([]);
    renderWithProviders(
      <LoginModalProvider renderContent={() => <p>Botones de ingreso</p>}>
        <QuoteButton provider={{ ...PROVIDER, plan: 'basic' }} />
      </LoginModalProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Solicitar cotización' })).toBeNull();
  });
});
