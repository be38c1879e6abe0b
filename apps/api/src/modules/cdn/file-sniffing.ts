// Content sniffing for uploads (npm file-type): the type comes from the bytes, never from the
// client's name or mime_type. An .exe renamed .pdf, or text named .png, is refused.
import { fileTypeFromBuffer } from 'file-type';

export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

export interface SniffedDocument {
  ext: 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx';
  mime: string;
}

const DOCUMENT_TYPES: Record<string, SniffedDocument> = {
  'application/pdf': { ext: 'pdf', mime: 'application/pdf' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    ext: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    ext: 'xlsx',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
};

/** The image type of the bytes when it is png, jpeg or webp; null otherwise. */
export async function sniffImage(bytes: Buffer): Promise<ImageMimeType | null> {
  const type = await fileTypeFromBuffer(bytes);
  return type && (IMAGE_MIME_TYPES as readonly string[]).includes(type.mime)
    ? (type.mime as ImageMimeType)
    : null;
}

/**
 * The document type of the bytes when it is pdf, docx, xlsx, or an OLE container (old .doc/.xls)
 * whose file name says doc/xls; null otherwise.
 */
export async function sniffDocument(bytes: Buffer, filename: string): Promise<SniffedDocument | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type) return null;
  const known = DOCUMENT_TYPES[type.mime];
  if (known) return known;
  if (type.mime === 'application/x-cfb') {
    const ext = filename.trim().toLowerCase().split('.').pop();
    if (ext === 'doc') return { ext: 'doc', mime: 'application/msword' };
    if (ext === 'xls') return { ext: 'xls', mime: 'application/vnd.ms-excel' };
  }
  return null;
}

/** Decodes base64 (optionally a data URL); null when it is not valid base64. */
export function decodeBase64(data: string): Buffer | null {
  const comma = data.startsWith('data:') ? data.indexOf(',') : -1;
  const body = (comma >= 0 ? data.slice(comma + 1) : data).replace(/\s+/g, '');
  if (!body || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(body)) return null;
  const bytes = Buffer.from(body, body.includes('-') || body.includes('_') ? 'base64url' : 'base64');
  return bytes.length > 0 ? bytes : null;
}
