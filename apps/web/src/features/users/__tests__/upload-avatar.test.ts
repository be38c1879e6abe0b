import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdnImage } from '../../../testing/api-fixtures';
import { AVATAR_UPLOAD_PATH, uploadAvatar } from '../api/upload-avatar';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadAvatar', () => {
  it('sends the picked file as the multipart data part (no base64), typed by its extension, with progress', async () => {
    let sent: unknown = null;
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
      send(body: unknown) {
        sent = body;
        queueMicrotask(() => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
          this.status = 201;
          this.responseText = JSON.stringify({ data: cdnImage('avatars', 'yo') });
          this.onload?.();
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);
    const file = new File([bytes], 'yo.png', { type: '' });
    const progress: number[] = [];

    const image = await uploadAvatar({ file, filename: file.name, mimeType: 'image/png' }, (f) => progress.push(f));

    expect(sent).toBeInstanceOf(FormData);
    const form = sent as FormData;
    expect(form.get('path')).toBe(AVATAR_UPLOAD_PATH);
    expect(form.get('mime_type')).toBe('image/png');
    const data = form.get('data');
    expect(data).toBeInstanceOf(Blob);
    expect((data as File).name).toBe('yo.png');
    const read = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(data as Blob);
    });
    expect(new Uint8Array(read)).toEqual(bytes);
    expect(progress).toContain(0.5);
    expect(image.url).toBe(cdnImage('avatars', 'yo').url);
  });
});
