// The testimonial dialog's photo on the shared photo picker: uploaded to the CDN folder
// 'testimonials' (no album), kept as `photo` (the storage key) and sent with the testimonial.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeCdn, jpegFile } from '../../../../../testing/fake-cdn';
import type { FakeCdn } from '../../../../../testing/fake-cdn';
import { renderWithProviders } from '../../../../../testing/test-utils';
import { cdnImage, providerOut } from '../../../../../testing/api-fixtures';
import type { Provider } from '../../../types';
import { TestimonialDialog } from '../testimonial-dialog';

const provider: Provider = providerOut({ id: 1, company_name: 'Fotografía Ñandú', slug: 'fotografia-nandu', plan: 'business' });

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:cliente');
  URL.revokeObjectURL = vi.fn();
});

describe('TestimonialDialog (photo picker)', { timeout: 30_000 }, () => {
  let posted: unknown[];
  let cdn: FakeCdn;
  beforeEach(() => {
    posted = [];
    cdn = installFakeCdn((path) => cdnImage(path, 'c', { id: 8 }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (init.method === 'POST' && url === '/api/v1/providers/1/testimonials') {
          const body = JSON.parse(String(init.body)) as Record<string, unknown>;
          posted.push(body);
          return Response.json({ data: { id: 3, ...body, photo_url: '/cdn/x.jpg', sort_order: 0 } }, { status: 201 });
        }
        return Response.json({ error: 'no' }, { status: 404 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uploads the photo to "testimonials" and saves its path with the testimonial', async () => {
    const onClose = vi.fn();
    renderWithProviders(<TestimonialDialog provider={provider} testimonial="new" onClose={onClose} />);
    fireEvent.change(screen.getByLabelText(/Nombre del cliente/), { target: { value: 'Lucía Ramos' } });
    fireEvent.change(screen.getByLabelText(/^Testimonio/), { target: { value: 'Todo salió perfecto.' } });
    fireEvent.change(screen.getByLabelText('Subir foto'), { target: { files: [await jpegFile('lucia.jpg', 800, 800, '#e3a82b')] } });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Vista previa' }).getAttribute('src')).toBe('/cdn/testimonials/c-hq.jpg'));
    expect(cdn.sentPaths).toEqual(['testimonials']);
    expect(screen.getByRole('button', { name: 'Cambiar foto' })).toBeTruthy();

    // Guardar is enabled again once the picker is no longer busy (a moment after the preview).
    const save = screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false), { timeout: 5_000 });
    fireEvent.click(save);
    expect(await screen.findByText('Testimonio agregado')).toBeTruthy();
    expect(posted).toEqual([expect.objectContaining({ customer_name: 'Lucía Ramos', photo: 'testimonials/c-hq.jpg' })]);
    expect(onClose).toHaveBeenCalled();
  });
});
