// Issue 11: a new contact e-mail is confirmed with the mailed 6-digit code before it is used, as in
// the affiliation; an unchanged e-mail saves at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../../../testing/test-utils';
import type { Provider } from '../../../types';
import { ContactEditor } from '../contact-editor';

const provider = {
  id: 4,
  slug: 'fiesta-total',
  company_name: 'Fiesta Total',
  plan: 'basic',
  contact_firstname: 'Ana',
  contact_lastname: 'Quispe',
  email: 'ana@fiesta.pe',
  cellphone: '987654321',
  address_line1: 'Av. Larco 123',
  address_line2: '',
  department_id: 15,
  province_id: 1501,
  location_id: 150122,
  website: '',
} as unknown as Provider;

const LOCKED = 'Superaste el número de intentos permitidos. Solicita un nuevo código.';

describe('ContactEditor', { timeout: 30_000 }, () => {
  let calls: Array<{ method: string; url: string; body: Record<string, unknown> }>;
  beforeEach(() => {
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
        calls.push({ method, url: String(url), body });
        if (String(url).includes('/locations')) {
          return Response.json({
            data: [
              { id: 15, code: '150000', name: 'Lima', type: 'department', parent_id: null },
              { id: 1501, code: '150100', name: 'Lima', type: 'province', parent_id: 15 },
              { id: 150122, code: '150122', name: 'Miraflores', type: 'district', parent_id: 1501 },
            ],
          });
        }
        if (String(url).endsWith('/providers/resendCode')) {
          return Response.json({ data: { sent: true, email_address: body.email_address, expires_at: '2030-01-01T00:00:00Z', resend_after_seconds: 60 } });
        }
        if (String(url).endsWith('/providers/validateCode')) {
          if (body.code === '999999') return Response.json({ error: LOCKED, errors: { code: [LOCKED] } }, { status: 423 });
          if (body.code !== '123456') return Response.json({ error: 'El código no es correcto o ha expirado', errors: { code: ['El código no es correcto o ha expirado'] } }, { status: 422 });
          return Response.json({ data: { valid: true, preregister_id: 77, email_address: 'nuevo@fiesta.pe' } });
        }
        if (method === 'PUT') return Response.json({ data: { ...provider, ...body } });
        return Response.json({ error: 'no' }, { status: 404 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('saves at once when the e-mail is the same', async () => {
    const onDone = vi.fn();
    renderWithProviders(<ContactEditor provider={provider} onDone={onDone} />);
    fireEvent.change(screen.getByLabelText(/^Celular/), { target: { value: '912345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.filter((c) => c.url.includes('Code'))).toEqual([]);
    expect(calls.find((c) => c.method === 'PUT')?.body).not.toHaveProperty('preregister_id');
  });

  it('sends a code to a new e-mail and saves only with the validated code', async () => {
    const onDone = vi.fn();
    renderWithProviders(<ContactEditor provider={provider} onDone={onDone} />);
    fireEvent.change(screen.getByLabelText(/^Correo electrónico/), { target: { value: 'Nuevo@Fiesta.pe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const codeField = await screen.findByLabelText(/Código de verificación/);
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/providers/resendCode'))?.body).toEqual({ email_address: 'nuevo@fiesta.pe' }));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(codeField, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar y guardar' }));
    expect(await screen.findAllByText('El código no es correcto o ha expirado')).not.toHaveLength(0);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(codeField, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar y guardar' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ email: 'nuevo@fiesta.pe', preregister_id: 77 });
  });

  // ADR 139: the code is a field of its own small form (zodResolver(ValidateCodeSchema)), its
  // errors, the schema's and the API's, next to it and focused.
  it('checks the code with the domain schema and puts the API error next to the field', async () => {
    const onDone = vi.fn();
    renderWithProviders(<ContactEditor provider={provider} onDone={onDone} />);
    fireEvent.change(screen.getByLabelText(/^Correo electrónico/), { target: { value: 'nuevo@fiesta.pe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const codeField = (await screen.findByLabelText(/Código de verificación/)) as HTMLInputElement;
    const helper = () => document.getElementById(codeField.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;

    fireEvent.blur(codeField);
    expect(codeField.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(codeField, { target: { value: '12a' } });
    expect(codeField.value).toBe('12');
    fireEvent.blur(codeField);
    await waitFor(() => expect(codeField.getAttribute('aria-invalid')).toBe('true'));
    expect(helper()).toBe('El código debe tener 6 dígitos');
    fireEvent.change(codeField, { target: { value: '123' } });
    await waitFor(() => expect(codeField.getAttribute('aria-invalid')).toBe('false'));
    expect(helper()).toBe('Ingresa los 6 dígitos del correo.');

    fireEvent.click(screen.getByRole('button', { name: 'Confirmar y guardar' }));
    await waitFor(() => expect(helper()).toBe('El código debe tener 6 dígitos'));
    await waitFor(() => expect(document.activeElement).toBe(codeField));
    expect(calls.some((c) => c.url.endsWith('/providers/validateCode'))).toBe(false);

    fireEvent.change(codeField, { target: { value: '999999' } });
    codeField.blur();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar y guardar' }));
    await waitFor(() => expect(helper()).toBe(LOCKED));
    expect(codeField.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(codeField));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
  });
});
