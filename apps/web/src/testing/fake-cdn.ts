// Test doubles for uploads: real JPEGs made by sharp, picking files in the photo picker, and a fake
// XMLHttpRequest standing for POST cdn/upload/media (progress, then the stored image or an error).
import { fireEvent, screen } from '@testing-library/react';
import sharp from 'sharp';
import type { CdnUploadedImage } from '@eventos/domain';
import { vi } from 'vitest';

export async function jpegFile(name: string, width: number, height: number, background = '#b0174b'): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
}

/** Picks `files` in the photo picker's file input (data-testid photo-picker-input). */
export function pickFiles(files: File[]): HTMLInputElement {
  const input = screen.getByTestId('photo-picker-input') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
  return input;
}

export interface FakeCdn {
  /** The CDN folder (`path` field) of every upload sent. */
  sentPaths: string[];
  /** The multipart body of every upload sent. */
  sentForms: FormData[];
  /** HTTP status of the next answers (201 by default). */
  status: number;
}

/** Stubs XMLHttpRequest: each upload reports full progress, then answers `{ data: image(path) }`. */
export function installFakeCdn(image: (path: string) => CdnUploadedImage): FakeCdn {
  const cdn: FakeCdn = { sentPaths: [], sentForms: [], status: 201 };
  class FakeXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      const path = String(form.get('path'));
      cdn.sentPaths.push(path);
      cdn.sentForms.push(form);
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.status = cdn.status;
        this.responseText = JSON.stringify(cdn.status < 300 ? { data: image(path) } : { error: 'No se pudo guardar la imagen' });
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return cdn;
}
