import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { BusinessIdentity } from '@eventos/domain';
import AboutPage from '../pages/about-page';
import FaqPage from '../pages/faq-page';
import PrivacyPage from '../pages/privacy-page';
import TermsPage from '../pages/terms-page';

const PAGES: Array<{ path: string; title: string; Page: ComponentType }> = [
  { path: '/sobre-nosotros', title: 'Sobre nosotros', Page: AboutPage },
  { path: '/terminos-y-condiciones', title: 'Términos y condiciones', Page: TermsPage },
  { path: '/politica-de-privacidad', title: 'Política de privacidad', Page: PrivacyPage },
  { path: '/preguntas-frecuentes', title: 'Preguntas frecuentes', Page: FaqPage },
];

function renderAt(path: string, Page: ComponentType) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const BUSINESS: BusinessIdentity = {
  name: 'Fiestas del Sur S.A.C.',
  ruc: '20131312955',
  address: 'Calle Mercaderes 212, Arequipa',
  support_whatsapp: null,
  support_email: 'datos@fiestasdelsur.pe',
  processors: { email_service: true, cloud_storage: false, analytics: true },
};

/** Heading levels in document order must never skip a level (h1 > h2 > h3). */
function headingLevels(container: HTMLElement): number[] {
  return Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => Number(h.tagName[1]));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('info pages', () => {
  it.each(PAGES)(
    '$path shows its h1, sets document.title and keeps the heading order',
    ({ path, title, Page }) => {
      const { container } = renderAt(path, Page);

      const h1s = screen.getAllByRole('heading', { level: 1 });
      expect(h1s).toHaveLength(1);
      expect(h1s[0]?.textContent).toBe(title);
      expect(document.title).toBe(`${title} | Eventos Perú`);

      const levels = headingLevels(container);
      expect(levels[0]).toBe(1);
      levels.slice(1).forEach((level, i) => expect(level - (levels[i] ?? 0)).toBeLessThanOrEqual(1));

      const ids = Array.from(container.querySelectorAll('[id]')).map((el) => el.id);
      expect(new Set(ids).size).toBe(ids.length);
    },
  );

  it('legal pages show the last update date', () => {
    for (const { path, Page } of PAGES.slice(1, 3)) {
      renderAt(path, Page);
      expect(screen.getByText(/Última actualización:/).textContent).toContain('26/11/2026');
      cleanup();
    }
  });

  it('the FAQ has at least 12 questions and CTAs to providers and affiliation', () => {
    renderAt('/preguntas-frecuentes', FaqPage);
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(12);
    expect(screen.getByRole('link', { name: 'Buscar proveedores' }).getAttribute('href')).toBe(
      '/proveedores',
    );
    expect(screen.getByRole('link', { name: 'Soy un proveedor' }).getAttribute('href')).toBe(
      '/soy-un-proveedor',
    );
  });

  it('the about page links to providers, affiliation and the contact e-mail', () => {
    renderAt('/sobre-nosotros', AboutPage);
    expect(screen.getByRole('link', { name: 'Buscar proveedores' }).getAttribute('href')).toBe(
      '/proveedores',
    );
    expect(screen.getByRole('link', { name: 'hola@eventosperu.pe' }).getAttribute('href')).toBe(
      'mailto:hola@eventosperu.pe',
    );
  });

  it('the privacy policy reads the data controller, its contact and the processors from configuration', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ data: BUSINESS }), { headers: { 'Content-Type': 'application/json' } }))),
    );
    renderAt('/politica-de-privacidad', PrivacyPage);
    const controller = document.getElementById('responsable') as HTMLElement;
    expect(await within(controller).findByText('Fiestas del Sur S.A.C.')).toBeTruthy();
    expect(controller.textContent).toContain('RUC 20131312955');
    expect(controller.textContent).toContain('Calle Mercaderes 212, Arequipa');
    expect(within(controller).getByRole('link', { name: 'datos@fiestasdelsur.pe' })).toBeTruthy();
    const recipients = document.getElementById('destinatarios')?.textContent ?? '';
    expect(recipients).toContain('servicio de envío de correos (SMTP)');
    expect(recipients).toContain('en nuestro propio servidor, junto con la base de datos');
    expect(recipients).toContain('Google Tag Manager');
    const abroad = document.getElementById('transferencias')?.textContent ?? '';
    expect(abroad).toContain('fuera del Perú: correo electrónico, analítica.');
    const arco = document.getElementById('derechos-arco') as HTMLElement;
    expect(within(arco).getByRole('link', { name: 'datos@fiestasdelsur.pe' }).getAttribute('href')).toContain('mailto:datos@fiestasdelsur.pe');
  });
});
