import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdnImage } from '../../../testing/api-fixtures';
import { installFakeCdn } from '../../../testing/fake-cdn';
import { AVATAR_UPLOAD_PATH, uploadAvatar } from '../api/upload-avatar';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A Blob's bytes (jsdom's Blob has no arrayBuffer()). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

describe('uploadAvatar', () => {
  it('sends the picked file as the multipart data part (no base64), typed by its extension, with progress', async () => {
    const cdn = installFakeCdn((path) => cdnImage(path, 'yo'));
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);
    const file = new File([bytes], 'yo.png', { type: '' });
    const progress: number[] = [];

    const image = await uploadAvatar({ file, filename: file.name, mimeType: 'image/png' }, (f) => progress.push(f));

    expect(cdn.sentPaths).toEqual([AVATAR_UPLOAD_PATH]);
    const form = cdn.sentForms[0]!;
    expect(form.get('mime_type')).toBe('image/png');
    const data = form.get('data');
    expect(data).toBeInstanceOf(Blob);
    expect((data as File).name).toBe('yo.png');
    expect(await bytesOf(data as Blob)).toEqual(bytes);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(image.url).toBe(cdnImage('avatars', 'yo').url);
  });
});
