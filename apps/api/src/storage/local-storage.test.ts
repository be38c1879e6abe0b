// LocalStorage: round trips, prefix deletes, URLs, and every path-traversal attempt refused.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, createStorage } from './index';
import { LocalStorage } from './local-storage';

let base: string;
let storage: LocalStorage;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'eventos-storage-'));
  storage = new LocalStorage({ root: join(base, 'cdn') });
  // A file outside the root that traversal would reach.
  await writeFile(join(base, 'secret.txt'), 'secreto');
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('LocalStorage', () => {
  it('puts, gets and deletes objects', async () => {
    await storage.put('media/12/abc-md.webp', Buffer.from('webp'), 'image/webp');
    expect((await storage.get('media/12/abc-md.webp'))?.toString()).toBe('webp');
    await storage.put('media/12/abc-md.webp', Buffer.from('nuevo'), 'image/webp');
    expect((await storage.get('media/12/abc-md.webp'))?.toString()).toBe('nuevo');
    await storage.delete('media/12/abc-md.webp');
    expect(await storage.get('media/12/abc-md.webp')).toBeNull();
    await expect(storage.delete('media/12/nada.jpg')).resolves.toBeUndefined();
    expect(await storage.get('no/existe.jpg')).toBeNull();
  });

  it('deletes by key prefix or by folder, and leaves no temporary files', async () => {
    for (const key of [
      'media/7/aa-thumbnail.jpg',
      'media/7/aa-md.jpg',
      'media/7/bb-md.jpg',
      'media/8/aa-md.jpg',
    ]) {
      await storage.put(key, Buffer.from(key), 'image/jpeg');
    }
    await storage.deletePrefix('media/7/aa');
    expect((await readdir(join(storage.root, 'media/7'))).sort()).toEqual(['bb-md.jpg']);
    await storage.deletePrefix('media/7/');
    expect(await storage.get('media/7/bb-md.jpg')).toBeNull();
    expect(await storage.get('media/8/aa-md.jpg')).not.toBeNull();
    await expect(storage.deletePrefix('media/99/')).resolves.toBeUndefined();
    await expect(storage.deletePrefix('nada/zz')).resolves.toBeUndefined();
  });

  it('builds public URLs and reads keys back from them', () => {
    expect(storage.url('media/12/abc-md.webp')).toBe('/cdn/media/12/abc-md.webp');
    expect(storage.keyFromUrl('/cdn/media/12/abc-md.webp')).toBe('media/12/abc-md.webp');
    expect(storage.keyFromUrl('http://localhost:3000/cdn/logotipos/x-hq.jpg?v=1')).toBe('logotipos/x-hq.jpg');
    expect(storage.keyFromUrl('/otra/media/1.jpg')).toBeNull();
    expect(storage.keyFromUrl('/cdn/../secret.txt')).toBeNull();
    expect(storage.keyFromUrl('/cdn/%2e%2e/secret.txt')).toBeNull();
    const absolute = new LocalStorage({ root: storage.root, publicBaseUrl: 'https://eventos.pe/cdn/' });
    expect(absolute.url('a/b.jpg')).toBe('https://eventos.pe/cdn/a/b.jpg');
    expect(absolute.keyFromUrl('https://eventos.pe/cdn/a/b.jpg')).toBe('a/b.jpg');
  });

  it('rejects path traversal and malformed keys in every method', async () => {
    const bad = [
      '../secret.txt',
      '../../etc/passwd',
      'media/../../secret.txt',
      'media/./x.jpg',
      '/etc/passwd',
      'media//x.jpg',
      'media\\..\\x.jpg',
      '.hidden',
      'media/.env',
      '-rf',
      'media/x.jpg\0.png',
      'media/x y.jpg',
      '',
      'a'.repeat(600),
    ];
    for (const key of bad) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      expect(() => storage.url(key), key).toThrow(InvalidStorageKeyError);
    }
    await expect(storage.deletePrefix('../')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.deletePrefix('/')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.deletePrefix('')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(await readdir(base)).toContain('secret.txt');
  });

  it('createStorage picks local disk without S3_BUCKET', () => {
    const s = createStorage({ cdnDir: join(base, 'other') });
    expect(s).toBeInstanceOf(LocalStorage);
    expect((s as LocalStorage).root).toBe(join(base, 'other'));
  });
});
