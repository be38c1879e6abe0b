// The app's file storage from the configuration: S3-compatible when S3_BUCKET is set, otherwise
// local disk at DATA_DIR/cdn (served at /cdn by cdn-static.ts).
import type { Config } from '../config';
import { createStorage, LocalStorage, type Storage } from '../storage';

export async function createDefaultStorage(config: Config): Promise<Storage> {
  return createStorage({ ...config, cdnDir: config.cdnDir, cdnBaseUrl: '/cdn' });
}

/** Directory to serve at /cdn, when the storage is on local disk. */
export function localStorageRoot(storage: Storage): string | null {
  return storage instanceof LocalStorage ? storage.root : null;
}
