// The file store behind the API's "CDN": local disk (default, served at /cdn) or S3-compatible
// object storage. Keys are relative, slash-separated paths such as 'media/12/ab12cd-md.webp'.

export interface Storage {
  /** Writes (or replaces) an object. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when it does not exist. */
  get(key: string): Promise<Buffer | null>;
  /** Removes an object; missing objects are ignored. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` ('media/12/' or 'media/12/ab12cd'). */
  deletePrefix(prefix: string): Promise<void>;
  /** Public URL of a key (local: '/cdn/<key>'; S3: S3_PUBLIC_URL or the bucket URL). */
  url(key: string): string;
  /** The key behind one of our public URLs (absolute or relative), or null if it is not ours. */
  keyFromUrl(url: string): string | null;
}

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key).slice(0, 200)}`);
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Segments as SEGMENT says, joined by single slashes: valid, and unchanged by encodeURIComponent. */
const PLAIN_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
export const MAX_KEY_LENGTH = 512;

/**
 * Validates a storage key: 1–512 characters, segments of [A-Za-z0-9._-] that do not start with a
 * dot or dash, no empty segments, no '..', no leading slash, no backslashes or control characters.
 * `allowTrailingSlash` accepts prefixes such as 'media/12/'.
 */
export function assertValidKey(key: string, allowTrailingSlash = false): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH)
    throw new InvalidStorageKeyError(key);
  // The same rule in one pass for the usual key (every image URL of a search page checks several).
  if (PLAIN_KEY.test(key)) return key;
  const body = allowTrailingSlash && key.endsWith('/') ? key.slice(0, -1) : key;
  const segments = body.split('/');
  if (segments.some((s) => !SEGMENT.test(s) || s === '.' || s === '..'))
    throw new InvalidStorageKeyError(key);
  return key;
}

/** Content type from a key's extension (used when serving or when none was recorded). */
export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  mp4: 'video/mp4',
};

/** Joins a base URL and a key, encoding each segment. */
export function joinUrl(base: string, key: string): string {
  const encoded = PLAIN_KEY.test(key)
    ? key
    : key
        .split('/')
        .map((s) => encodeURIComponent(s))
        .join('/');
  return `${base.endsWith('/') ? base.replace(/\/+$/, '') : base}/${encoded}`;
}

/** Strips `base` (absolute or path-only) from `url`; returns the decoded, validated key or null. */
export function keyFromBase(base: string, url: string): string | null {
  const trimmed = base.replace(/\/+$/, '');
  let rest: string | null = null;
  const candidates = [trimmed];
  try {
    candidates.push(new URL(trimmed).pathname.replace(/\/+$/, ''));
  } catch {
    // base is a path such as '/cdn'
  }
  let target = url.split(/[?#]/)[0] ?? '';
  try {
    if (/^https?:\/\//i.test(target) && !/^https?:\/\//i.test(trimmed)) target = new URL(target).pathname;
  } catch {
    return null;
  }
  for (const c of candidates) {
    if (c && target.startsWith(`${c}/`)) {
      rest = target.slice(c.length + 1);
      break;
    }
  }
  if (rest === null) return null;
  try {
    const key = rest
      .split('/')
      .map((s) => decodeURIComponent(s))
      .join('/');
    return assertValidKey(key);
  } catch {
    return null;
  }
}
