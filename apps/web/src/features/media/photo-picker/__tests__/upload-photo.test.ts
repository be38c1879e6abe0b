// uploadPhoto against a fake XMLHttpRequest (the CDN, with upload progress) and a fake fetch (the
// album registration): the order of the calls, the bodies, "Album no definido" and failures.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadPhoto } from '../upload-photo';

interface SentUpload {
  url: string;
  form: FormData;
}

const uploads: SentUpload[] = [];
let cdnStatus = 201;

class FakeXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {
    this.onabort?.();
  }
  send(form: FormData) {
    uploads.push({ url: this.url, form });
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = cdnStatus;
      const ok = { data: { id: 7, url: '/cdn/media/12/ab-hq.jpg', path: 'media/12/ab-hq.jpg', mime_type: 'image/jpeg' } };
      this.responseText = JSON.stringify(cdnStatus < 300 ? ok : { error: 'Solo se aceptan imágenes png, jpeg o webp' });
      this.onload?.();
    });
  }
}

const photo = { blob: new Blob(['jpeg-bytes'], { type: 'image/jpeg' }), filename: 'boda.jpg', width: 1920, height: 1280 };

describe('uploadPhoto (CDN, then album registration)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    uploads.length = 0;
    cdnStatus = 201;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      return new Response(JSON.stringify({ data: { id: 99, album_id: 12, path: body.path } }), { status: 201 });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uploads to media/{albumId} with progress, then registers the returned path', async () => {
    const progress: number[] = [];
    const result = await uploadPhoto(photo, { albumId: '12', onProgress: (p) => progress.push(Math.round(p)) });
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.url).toBe('/api/v1/cdn/upload/media');
    expect(uploads[0]?.form.get('path')).toBe('media/12');
    expect(uploads[0]?.form.get('mime_type')).toBe('image/jpeg');
    expect(uploads[0]?.form.get('data')).toBeInstanceOf(Blob);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/albums/12/media');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      album_id: 12,
      mime_type: 'image/jpeg',
      filename: 'boda.jpg',
      original_filename: 'boda.jpg',
      path: 'media/12/ab-hq.jpg',
      seo_filename: '',
      description: '',
      width: 1920,
      height: 1280,
      size: photo.blob.size,
    });
    expect(result.media).toMatchObject({ id: 99, album_id: 12 });
    expect(progress).toEqual([0, 45, 90, 90, 100]);
  });

  it('fails with "Album no definido" before sending anything', async () => {
    for (const albumId of [undefined, null, '', 'abc', 0]) {
      await expect(uploadPhoto(photo, { albumId })).rejects.toThrow('Album no definido');
    }
    expect(uploads).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logos go to logotipos and are not registered in an album', async () => {
    const result = await uploadPhoto(photo, { albumId: null, mediaPath: 'logotipos' });
    expect(uploads[0]?.form.get('path')).toBe('logotipos');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result).toMatchObject({ media: null, upload: { id: 7 } });
  });

  it('a refused upload is not registered and keeps the API error', async () => {
    cdnStatus = 415;
    await expect(uploadPhoto(photo, { albumId: 12 })).rejects.toMatchObject({ status: 415 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a refused registration rejects with the API answer', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'La imagen es muy pequeña. El ancho mínimo es de 600px', errors: { path: ['La imagen es muy pequeña. El ancho mínimo es de 600px'] } }), {
        status: 422,
      }),
    );
    await expect(uploadPhoto(photo, { albumId: 12 })).rejects.toMatchObject({ status: 422 });
  });
});
