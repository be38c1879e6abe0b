// Cloud file storage: Media and Logotipos only ("File type invalid"), sniffed types, size limit,
// metadata and content by fileId, delete by the uploader.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { createSignedInUser } from '../auth/testing';
import { exeBytes, pdfBytes, pngImage } from '../cdn/testing';
import { CLOUD_MESSAGES, cloudTimeouts } from './cloud-storage.service';

let t: TestApp;
let headers: Record<string, string>;
let other: Record<string, string>;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await createSignedInUser(t.app)).headers;
  other = (await createSignedInUser(t.app)).headers;
  png = await pngImage(300, 200);
});

afterAll(async () => {
  await t?.close();
});

const body = (overrides: Record<string, unknown> = {}) => ({
  data: png.toString('base64'),
  mimeType: 'image/png',
  filename: 'Logo Ñandú.png',
  environment: 'production',
  filetype: 'Logotipos',
  ...overrides,
});
const post = (payload: object, h: Record<string, string> = headers) =>
  t.app.inject({ method: 'POST', url: '/api/v1/cloud-storage', headers: h, payload });

describe('POST /api/v1/cloud-storage', () => {
  it('stores a logo and answers { fileId, url }; GET gives its data and its bytes', async () => {
    const res = await post(body());
    expect(res.statusCode).toBe(201);
    const { fileId, url } = res.json().data;
    expect(fileId).toMatch(/^[a-f0-9]{32}$/);
    expect(url).toBe(`/cdn/cloud/${fileId}/logotipos/production/logo-nandu.png`);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    const meta = await t.app.inject({ method: 'GET', url: `/api/v1/cloud-storage/${fileId}` });
    expect(meta.statusCode).toBe(200);
    expect(meta.json().data).toEqual({
      fileId,
      url,
      filename: 'Logo Ñandú.png',
      mimeType: 'image/png',
      size: png.length,
      filetype: 'Logotipos',
      environment: 'production',
      created_at: expect.any(String),
    });
    const content = await t.app.inject({ method: 'GET', url: `/api/v1/cloud-storage/${fileId}/content` });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('image/png');
    expect(content.rawPayload.equals(png)).toBe(true);
  });

  it('accepts a PDF as Media (data URL, type from the bytes)', async () => {
    const pdf = pdfBytes();
    const res = await post(body({ data: `data:application/pdf;base64,${pdf.toString('base64')}`, mimeType: 'application/pdf', filename: 'contrato.pdf', filetype: 'Media', environment: undefined }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.url).toMatch(/\/media\/test\/contrato\.pdf$/);
  });

  it('"File type invalid" for any file type but Media and Logotipos', async () => {
    for (const filetype of ['Documentos', 'media', '', undefined]) {
      const res = await post(body({ filetype }));
      expect(res.statusCode, String(filetype)).toBe(400);
      expect(res.json()).toEqual({ requestId: expect.any(String), error: 'File type invalid', errors: { filetype: ['File type invalid'] } });
    }
  });

  it('refuses what the file type does not accept, bad base64 and empty data', async () => {
    const pdfAsLogo = await post(body({ data: pdfBytes().toString('base64'), mimeType: 'image/png' }));
    expect(pdfAsLogo.statusCode).toBe(415);
    expect(pdfAsLogo.json()).toEqual({ requestId: expect.any(String), error: 'Tipo de archivo no permitido.' });
    expect((await post(body({ data: exeBytes().toString('base64'), filetype: 'Media' }))).statusCode).toBe(415);
    const bad = await post(body({ data: '%%%no-es-base64%%%' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Los datos del archivo no son válidos (base64).');
    expect((await post(body({ data: '' }))).statusCode).toBe(400);
  });

  it('401 for visitors', async () => {
    const res = await post(body(), {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ requestId: expect.any(String), error: 'Debes iniciar sesión para continuar.' });
  });

  it('404 for unknown ids; only the uploader deletes', async () => {
    for (const id of ['0'.repeat(32), 'no-existe', '../../etc']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/cloud-storage/${encodeURIComponent(id)}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ requestId: expect.any(String), error: 'Archivo no encontrado' });
    }
    const { fileId, url } = (await post(body())).json().data;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/cloud-storage/${fileId}`, headers: other })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/cloud-storage/${fileId}`, headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/cloud-storage/${fileId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('storage time limits (60 s to store, 120 s to read)', () => {
  const saved = { ...cloudTimeouts };
  afterAll(() => {
    Object.assign(cloudTimeouts, saved);
    vi.restoreAllMocks();
  });

  it('a store that does not answer in time → 504 with the Spanish message, nothing recorded', async () => {
    expect(saved).toEqual({ storeMs: 60_000, readMs: 120_000 });
    cloudTimeouts.storeMs = 50;
    const put = vi.spyOn(t.storage, 'put').mockImplementation(() => new Promise<void>(() => undefined));
    const cleanup = vi.spyOn(t.storage, 'deletePrefix');
    const res = await post(body({ filename: 'lento.png' }));
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ requestId: expect.any(String), error: CLOUD_MESSAGES.timeout });
    expect(cleanup).toHaveBeenCalledWith(expect.stringMatching(/^cloud\/[a-f0-9]{32}\/$/));
    put.mockRestore();
    cleanup.mockRestore();
  });

  it('a read that does not answer in time → 504', async () => {
    const { fileId } = (await post(body())).json().data;
    cloudTimeouts.readMs = 50;
    const get = vi.spyOn(t.storage, 'get').mockImplementation(() => new Promise<Buffer | null>(() => undefined));
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/cloud-storage/${fileId}/content` });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ requestId: expect.any(String), error: CLOUD_MESSAGES.timeout });
    get.mockRestore();
  });
});
