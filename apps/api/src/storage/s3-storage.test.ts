// S3Storage against a fake client: the commands it sends, prefixes, pagination of prefix deletes,
// missing objects, and URLs.
import type { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, createStorage } from './index';
import { S3Storage } from './s3-storage';

interface Sent {
  name: string;
  input: Record<string, unknown>;
}

function fakeClient(objects: Map<string, Buffer>): { client: S3Client; sent: Sent[] } {
  const sent: Sent[] = [];
  const client = {
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      const name = command.constructor.name;
      const input = command.input;
      sent.push({ name, input });
      const key = input.Key as string;
      switch (name) {
        case 'PutObjectCommand':
          objects.set(key, input.Body as Buffer);
          return {};
        case 'GetObjectCommand': {
          const body = objects.get(key);
          if (!body) throw Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey' });
          return { Body: { transformToByteArray: async () => new Uint8Array(body) } };
        }
        case 'DeleteObjectCommand':
          objects.delete(key);
          return {};
        case 'ListObjectsV2Command': {
          const all = [...objects.keys()].filter((k) => k.startsWith(input.Prefix as string)).sort();
          // Like S3, the continuation token marks a position in key order (here: the last key).
          const after = input.ContinuationToken as string | undefined;
          const rest = after ? all.filter((k) => k > after) : all;
          const page = rest.slice(0, 2); // tiny pages to exercise pagination
          const more = rest.length > 2;
          return {
            Contents: page.map((Key) => ({ Key })),
            IsTruncated: more,
            NextContinuationToken: more ? page[1] : undefined,
          };
        }
        case 'DeleteObjectsCommand':
          for (const o of (input.Delete as { Objects: { Key: string }[] }).Objects) objects.delete(o.Key);
          return {};
        default:
          throw new Error(`unexpected ${name}`);
      }
    },
  } as unknown as S3Client;
  return { client, sent };
}

describe('S3Storage', () => {
  it('puts with content type and immutable cache headers under the prefix, and reads back', async () => {
    const objects = new Map<string, Buffer>();
    const { client, sent } = fakeClient(objects);
    const s3 = new S3Storage({
      bucket: 'eventos',
      prefix: 'prod',
      client,
      publicUrl: 'https://cdn.eventos.pe',
    });
    await s3.put('media/1/a-md.webp', Buffer.from('x'), 'image/webp');
    expect(sent[0]).toMatchObject({
      name: 'PutObjectCommand',
      input: {
        Bucket: 'eventos',
        Key: 'prod/media/1/a-md.webp',
        ContentType: 'image/webp',
        CacheControl: 'public, max-age=31536000, immutable',
      },
    });
    expect((await s3.get('media/1/a-md.webp'))?.toString()).toBe('x');
    expect(await s3.get('media/1/missing.jpg')).toBeNull();
    expect(s3.url('media/1/a-md.webp')).toBe('https://cdn.eventos.pe/prod/media/1/a-md.webp');
    expect(s3.keyFromUrl('https://cdn.eventos.pe/prod/media/1/a-md.webp')).toBe('media/1/a-md.webp');
    expect(s3.keyFromUrl('https://otro.com/prod/media/1/a-md.webp')).toBeNull();
  });

  it('deletes a prefix across several list pages', async () => {
    const objects = new Map<string, Buffer>();
    const { client } = fakeClient(objects);
    const s3 = new S3Storage({ bucket: 'b', client });
    for (const k of [
      'media/3/a-1.jpg',
      'media/3/a-2.jpg',
      'media/3/a-3.jpg',
      'media/3/b-1.jpg',
      'media/4/a-1.jpg',
    ]) {
      await s3.put(k, Buffer.from(k), 'image/jpeg');
    }
    await s3.deletePrefix('media/3/a');
    expect([...objects.keys()].sort()).toEqual(['media/3/b-1.jpg', 'media/4/a-1.jpg']);
    await s3.deletePrefix('media/3/');
    expect([...objects.keys()]).toEqual(['media/4/a-1.jpg']);
  });

  it('rejects traversal keys before calling S3', async () => {
    const { client, sent } = fakeClient(new Map());
    const s3 = new S3Storage({ bucket: 'b', client });
    await expect(s3.put('../x', Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(s3.deletePrefix('../')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(sent).toEqual([]);
  });

  it('createStorage picks S3 when S3_BUCKET is set, with a path-style default URL', () => {
    const s = createStorage({
      S3_BUCKET: 'fotos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(s).toBeInstanceOf(S3Storage);
    expect(s.url('a/b.jpg')).toBe('http://127.0.0.1:9000/fotos/a/b.jpg');
  });
});
