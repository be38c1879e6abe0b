// ImageUploadField on the shared photo picker (logo, testimonial photo), in jsdom with real JPEGs
// made by sharp and a fake XMLHttpRequest for the CDN: one photo at most, the picker's exact
// messages, the CDN folder without album registration, the preview, and a retried failure.
import { createRef } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { cdnImage } from '../../../../../testing/api-fixtures';
import { installFakeCdn, jpegFile as jpeg, pickFiles as pick } from '../../../../../testing/fake-cdn';
import type { FakeCdn } from '../../../../../testing/fake-cdn';
import { renderWithProviders } from '../../../../../testing/test-utils';
import { ImageUploadField } from '../image-upload-field';
import { storageKeyUrl, toUploadedImage } from '../image-upload-field';
import type { ImageUploadFieldHandle, UploadedImage } from '../image-upload-field';

beforeAll(() => {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:foto-${(n += 1)}`);
  URL.revokeObjectURL = vi.fn();
});

describe('ImageUploadField (photo picker, one photo)', { timeout: 30_000 }, () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let cdn: FakeCdn;
  beforeEach(() => {
    // Like the real CDN: `url` is public, `sizes` are storage keys.
    cdn = installFakeCdn((path) => cdnImage(path, 'ab', { id: 7 }));
    fetchMock = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is the picker with the given label, one photo, png/jpg/jpeg and "Ninguna" without an image', () => {
    renderWithProviders(<ImageUploadField folder="logotipos" label="Subir logo" onUploaded={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Subir logo' })).toBeTruthy();
    expect(screen.getByText('Ninguna')).toBeTruthy();
    expect(screen.getByText('Formato .png, .jpg o .jpeg, mínimo 600 × 400 px.')).toBeTruthy();
    const input = screen.getByLabelText('Subir logo');
    expect(input.getAttribute('accept')).toBe('.png,.jpg,.jpeg');
    expect(input.hasAttribute('multiple')).toBe(false);
  });

  it('refuses a small photo and more than one photo with the exact messages, clearing the input', async () => {
    const [small, a, b] = await Promise.all([jpeg('logo.jpg', 500, 500), jpeg('a.jpg', 700, 500), jpeg('b.jpg', 700, 500)]);
    const onUploaded = vi.fn();
    renderWithProviders(<ImageUploadField folder="logotipos" label="Subir logo" onUploaded={onUploaded} />);
    const input = pick([small]);
    expect(await screen.findByText('La imagen es muy pequeña. El ancho mínimo es de 600px')).toBeTruthy();
    await waitFor(() => expect(input.value).toBe(''));
    pick([a, b]);
    expect(await screen.findByText('Solo puedes adjuntar un máximo de 1 fotos')).toBeTruthy();
    expect(cdn.sentPaths).toEqual([]);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('uploads to the CDN folder at once (no album registration) and frees the picker again', async () => {
    const busy: boolean[] = [];
    const uploaded: UploadedImage[] = [];
    renderWithProviders(
      <ImageUploadField folder="logotipos" label="Subir logo" onUploaded={(image) => uploaded.push(image)} onBusyChange={(b) => busy.push(b)} />,
    );
    pick([await jpeg('logo.jpg', 800, 600)]);
    await waitFor(() => expect(uploaded).toHaveLength(1));
    expect(cdn.sentPaths).toEqual(['logotipos']);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(uploaded[0]).toMatchObject({ id: 7, path: 'logotipos/ab-hq.jpg', sizes: { md: '/cdn/logotipos/ab-md.jpg', thumbnail: '/cdn/logotipos/ab-thumbnail.jpg', webp: { md: '/cdn/logotipos/ab-md.webp' } } });
    await waitFor(() => expect(screen.getByText('Ninguna')).toBeTruthy());
    expect((screen.getByRole('button', { name: 'Subir logo' }) as HTMLButtonElement).disabled).toBe(false);
    expect(busy).toContain(true);
    expect(busy.at(-1)).toBe(false);
  });

  it('keeps a failed upload with its error and "Reintentar"; uploadPending() tries it again', async () => {
    cdn.status = 422;
    const ref = createRef<ImageUploadFieldHandle>();
    const onUploaded = vi.fn();
    renderWithProviders(
      <ImageUploadField ref={ref} folder="testimonials" label="Subir foto" currentUrl="/cdn/testimonials/old.jpg" onUploaded={onUploaded} />,
    );
    expect(screen.queryByText('Ninguna')).toBeNull();
    expect(screen.getByRole('img', { name: 'Vista previa' }).getAttribute('src')).toBe('/cdn/testimonials/old.jpg');
    pick([await jpeg('cliente.jpg', 900, 600)]);
    expect(await screen.findByText(/No se pudo guardar la imagen/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    cdn.status = 201;
    let ok: boolean | undefined;
    await act(async () => {
      ok = await ref.current!.uploadPending();
    });
    expect(ok).toBe(true);
    expect(cdn.sentPaths).toEqual(['testimonials', 'testimonials']);
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ id: 7, path: 'testimonials/ab-hq.jpg' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull());
  });
});

describe('toUploadedImage (issue 11: the affiliation logo preview was a relative key, a 404)', () => {
  const answer = cdnImage('logotipos', 'ab', {
    id: 3,
    url: 'https://cdn.example.pe/assets/logotipos/ab-hq.jpg',
    sizes: { thumbnail: 'logotipos/ab-thumbnail.jpg', md: 'logotipos/ab-md.jpg', hq: 'logotipos/ab-hq.jpg' },
  });
  it('turns the storage keys of the sizes into URLs on the same public base as `url`', () => {
    expect(toUploadedImage(answer).sizes).toEqual({
      thumbnail: 'https://cdn.example.pe/assets/logotipos/ab-thumbnail.jpg',
      md: 'https://cdn.example.pe/assets/logotipos/ab-md.jpg',
      hq: 'https://cdn.example.pe/assets/logotipos/ab-hq.jpg',
    });
    expect(toUploadedImage({ ...answer, url: '/cdn/logotipos/ab-hq.jpg' }).sizes?.md).toBe('/cdn/logotipos/ab-md.jpg');
  });
  it('keeps URLs as they are and gives nothing for a key it cannot place', () => {
    expect(storageKeyUrl(answer, '/cdn/x.jpg')).toBe('/cdn/x.jpg');
    expect(storageKeyUrl(answer, 'https://o.pe/x.jpg')).toBe('https://o.pe/x.jpg');
    expect(storageKeyUrl({ url: '/elsewhere/x.jpg', path: 'logotipos/ab-hq.jpg' }, 'logotipos/ab-md.jpg')).toBeNull();
  });
});
