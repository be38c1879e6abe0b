// S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces…) through
// @aws-sdk/client-s3 with path-style addressing. Objects get long-lived cache headers: keys are
// content-unique (a random id per upload), so they never change in place.
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Storage } from './storage';
import { assertValidKey, joinUrl, keyFromBase } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region?: string;
  /** Custom endpoint (MinIO, R2…); omit for AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Public base URL of the objects (CDN in front of the bucket); default endpoint/bucket. */
  publicUrl?: string;
  /** Key prefix inside the bucket, e.g. 'prod/'. */
  prefix?: string;
  /** An existing client (tests). */
  client?: S3Client;
}

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly bucket: string;
  readonly publicUrl: string;
  private readonly prefix: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ? options.prefix.replace(/^\/+|\/+$/g, '') + '/' : '';
    const region = options.region ?? 'us-east-1';
    this.client =
      options.client ??
      new S3Client({
        region,
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        forcePathStyle: true,
        // Many S3-compatible servers reject the newer default checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...(options.accessKeyId && options.secretAccessKey
          ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
          : {}),
      });
    const base =
      options.publicUrl ??
      (options.endpoint
        ? `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}`
        : `https://${options.bucket}.s3.${region}.amazonaws.com`);
    this.publicUrl = this.prefix
      ? `${base.replace(/\/+$/, '')}/${this.prefix.slice(0, -1)}`
      : base.replace(/\/+$/, '');
  }

  private objectKey(key: string, allowTrailingSlash = false): string {
    return this.prefix + assertValidKey(key, allowTrailingSlash);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      if (!out.Body) return null;
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    const Prefix = this.objectKey(prefix, true);
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix, ContinuationToken, MaxKeys: 1000 }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length > 0) {
        await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
        );
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  url(key: string): string {
    return joinUrl(this.publicUrl, assertValidKey(key));
  }

  keyFromUrl(url: string): string | null {
    return keyFromBase(this.publicUrl, url);
  }
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}
