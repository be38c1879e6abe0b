// Issue 11, affiliation steps 2 and 3: «Siguiente» with no service brings the message into view and
// focuses it (it was ~1,200 px below the button); the contact step starts with the signed-in user's
// name and e-mail, and an empty or invalid e-mail says why next to the field.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../../../testing/test-utils';
import { affiliationDefaults } from '../affiliation-form';
import { AffiliationWizard } from '../affiliation-wizard';

const SERVICE_TYPES = [
  { id: 1, type_name: 'Catering', slug: 'catering', group: 'feeding', group_name: 'Alimentación', sort_order: 1 },
  { id: 2, type_name: 'Fotografía y video', slug: 'fotografia-y-video', group: 'audiovisual', group_name: 'Audiovisual', sort_order: 2 },
];
const USER = { first_name: 'Rosa', last_name: 'Quispe Huamán', email: 'Rosa.Quispe@Ejemplo.pe' };

function route(url: string): Response {
  if (url.includes('/service-types')) return Response.json({ data: SERVICE_TYPES });
  if (url.includes('/providers/slug-availability')) return Response.json({ data: { available: true, slug: 'rosa-eventos' } });
  if (url.includes('/locations')) return Response.json({ data: [] });
  return Response.json({ error: 'no' }, { status: 404 });
}

describe('AffiliationWizard', { timeout: 30_000 }, () => {
  let scrolled: Element[];
  beforeEach(() => {
    scrolled = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    vi.stubGlobal('fetch', vi.fn(async (url: string) => route(String(url))));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('prefills the contact person and e-mail from the signed-in user', () => {
    expect(affiliationDefaults(USER)).toMatchObject({
      contact_firstname: 'Rosa',
      contact_lastname: 'Quispe Huamán',
      email: 'rosa.quispe@ejemplo.pe',
      company_name: '',
    });
    expect(affiliationDefaults(null).email).toBe('');
  });

  it('scrolls to and focuses the services error, then shows the e-mail error next to the prefilled field', async () => {
    renderWithProviders(<AffiliationWizard user={USER} />);
    fireEvent.change(screen.getByLabelText(/Nombre de tu empresa/), { target: { value: 'Rosa Eventos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: '¿Qué servicios ofreces?' })).toBeTruthy();
    await screen.findByRole('checkbox', { name: 'Catering' });

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    const message = await screen.findByText('Selecciona al menos un servicio de la lista');
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(scrolled).toContain(message);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Catering' }));
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: 'Datos de contacto' })).toBeTruthy();
    expect((screen.getByLabelText(/^Nombres/) as HTMLInputElement).value).toBe('Rosa');
    expect((screen.getByLabelText(/^Apellidos/) as HTMLInputElement).value).toBe('Quispe Huamán');
    const email = screen.getByLabelText(/^Correo electrónico/) as HTMLInputElement;
    expect(email.value).toBe('rosa.quispe@ejemplo.pe');

    fireEvent.change(email, { target: { value: 'rosa@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    const helper = document.getElementById(describedBy.split(' ')[0] ?? '');
    expect(helper?.textContent).toMatch(/correo/i);
    expect(helper?.textContent).not.toBe('Te enviaremos un código para confirmarlo.');
    await waitFor(() => expect(document.activeElement).toBe(email));
  });
});
