// Local-disk storage under a root directory (DATA_DIR/cdn by default), served by the API at /cdn.
// Every key is validated and the resolved path must stay inside the root (no path traversal).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Storage } from './storage';
import { InvalidStorageKeyError, assertValidKey, joinUrl, keyFromBase } from './storage';

export interface LocalStorageOptions {
  /** Directory holding the files. */
  root: string;
  /** Public base URL or path of the files (default '/cdn'). */
  publicBaseUrl?: string;
}

export class LocalStorage implements Storage {
  readonly root: string;
  readonly publicBaseUrl: string;

  constructor(options: LocalStorageOptions) {
    this.root = resolve(options.root);
    this.publicBaseUrl = (options.publicBaseUrl ?? '/cdn').replace(/\/+$/, '');
  }

  /** Absolute path of a key, guaranteed to be inside the root. */
  pathFor(key: string, allowTrailingSlash = false): string {
    assertValidKey(key, allowTrailingSlash);
    const full = resolve(this.root, key);
    if (full !== this.root && !full.startsWith(this.root + sep)) throw new InvalidStorageKeyError(key);
    return full;
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const full = this.pathFor(key);
    await mkdir(dirname(full), { recursive: true });
    // Write then rename, so readers never see a half-written file.
    const tmp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, full);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathFor(key));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathFor(key));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (prefix.endsWith('/')) {
      await rm(this.pathFor(prefix, true), { recursive: true, force: true });
      return;
    }
    const full = this.pathFor(prefix);
    const dir = dirname(full);
    const base = full.slice(dir.length + 1);
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if (isNotFound(error)) return;
      throw error;
    }
    await Promise.all(
      names.filter((n) => n.startsWith(base)).map((n) => rm(join(dir, n), { recursive: true, force: true })),
    );
  }

  url(key: string): string {
    return joinUrl(this.publicBaseUrl, assertValidKey(key));
  }

  keyFromUrl(url: string): string | null {
    return keyFromBase(this.publicBaseUrl, url);
  }
}

function isNotFound(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
