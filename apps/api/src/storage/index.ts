// createStorage(config): S3-compatible storage when S3_BUCKET is set, otherwise local disk at
// cdnDir served at /cdn. Accepts the API Config (or any object with these fields).
import { join, resolve } from 'node:path';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

export type { Storage } from './storage';
export { InvalidStorageKeyError, assertValidKey, contentTypeForKey } from './storage';
export { LocalStorage } from './local-storage';
export { S3Storage } from './s3-storage';

export interface StorageOptions {
  /** Local files directory (Config.cdnDir); default DATA_DIR/cdn, else ./data/cdn. */
  cdnDir?: string;
  DATA_DIR?: string;
  /** Public base of local files (default '/cdn'). */
  cdnBaseUrl?: string;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_PUBLIC_URL?: string;
}

export function createStorage(options: StorageOptions = {}): Storage {
  if (options.S3_BUCKET) {
    return new S3Storage({
      bucket: options.S3_BUCKET,
      region: options.S3_REGION,
      endpoint: options.S3_ENDPOINT,
      accessKeyId: options.S3_ACCESS_KEY_ID,
      secretAccessKey: options.S3_SECRET_ACCESS_KEY,
      publicUrl: options.S3_PUBLIC_URL,
    });
  }
  const root = options.cdnDir ?? join(resolve(options.DATA_DIR ?? './data'), 'cdn');
  return new LocalStorage({ root, publicBaseUrl: options.cdnBaseUrl ?? '/cdn' });
}
