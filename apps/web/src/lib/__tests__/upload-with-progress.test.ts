import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setUnauthorizedHandler } from '../api-client';
import { postWithProgress } from '../upload-with-progress';

/** Answers each send() with the next [status, body] of `replies`, reporting progress first. */
function fakeXhr(replies: Array<[number, unknown]>) {
  const sent: Array<{ url: string; headers: Record<string, string>; body: unknown }> = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      sent.push({ url: this.url, headers: this.headers, body });
      const [status, reply] = replies.shift() ?? [500, null];
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = status;
        this.responseText = reply === null ? '' : JSON.stringify(reply);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('postWithProgress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorizedHandler(null);
  });

  it('posts to the API with progress 0 → 50 → 100 and answers the parsed body', async () => {
    const sent = fakeXhr([[201, { data: { id: 7 } }]]);
    const progress: number[] = [];
    const body = await postWithProgress('/cdn/upload/media', '{"path":"avatars"}', { onProgress: (p) => progress.push(p) });
    expect(body).toEqual({ data: { id: 7 } });
    expect(progress).toEqual([0, 50, 100]);
    expect(sent[0]).toMatchObject({ url: '/api/v1/cdn/upload/media', headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });
  });

  it('refreshes the session once on a 401 and retries; a second 401 is final', async () => {
    fakeXhr([[401, { error: 'Debes iniciar sesión para continuar.' }], [201, { ok: true }]]);
    const handler = vi.fn(async () => true);
    setUnauthorizedHandler(handler);
    await expect(postWithProgress('/cdn/upload/pdf', new FormData())).resolves.toEqual({ ok: true });
    expect(handler).toHaveBeenCalledTimes(1);

    fakeXhr([[401, { error: 'no' }], [401, { error: 'Debes iniciar sesión para continuar.' }]]);
    const error = await postWithProgress('/cdn/upload/pdf', new FormData()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });

  it('rejects with the API error of a 4xx, and with AbortError when already aborted', async () => {
    fakeXhr([[415, { error: 'Tipo de archivo no permitido.' }]]);
    const error = (await postWithProgress('/cdn/upload/pdf', new FormData()).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(415);
    const controller = new AbortController();
    controller.abort();
    await expect(postWithProgress('/cdn/upload/pdf', new FormData(), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
