/**
 * File input (SPEC §5): PDF, Excel or Word, at most 1024 KB by default (quotation attachments,
 * cdn/upload/pdf). The browser checks name, type and size; the API also sniffs the content.
 */
import { z } from '../zod';
import { FILE_MAX_SIZE_KB } from '../constants';
import { t } from '../messages/format-message';

/** Allowed document kinds with their extensions and declared MIME types. */
export const FILE_TYPES = {
  pdf: { extensions: ['.pdf'], mimeTypes: ['application/pdf'] },
  excel: {
    extensions: ['.xls', '.xlsx'],
    mimeTypes: [
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
  },
  word: {
    extensions: ['.doc', '.docx'],
    mimeTypes: [
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  },
} as const;
export type FileKind = keyof typeof FILE_TYPES;

export const FILE_EXTENSIONS: readonly string[] = Object.values(FILE_TYPES).flatMap((k) => k.extensions);
export const FILE_MIME_TYPES: readonly string[] = Object.values(FILE_TYPES).flatMap((k) => k.mimeTypes);
/** `accept` attribute of the file input. */
export const FILE_ACCEPT = [...FILE_EXTENSIONS, ...FILE_MIME_TYPES].join(',');

/**
 * MIME types that content sniffing (npm file-type) reports for the allowed kinds: old .doc/.xls
 * files are OLE containers ('application/x-cfb'). Anything else (e.g. an .exe renamed .pdf) is refused.
 */
export const SNIFFED_FILE_MIME_TYPES: readonly string[] = [...FILE_MIME_TYPES, 'application/x-cfb'];

/** Kind of a file from its name (extension, case ignored), or null. */
export function fileKindOf(name: string): FileKind | null {
  const lower = name.trim().toLowerCase();
  for (const [kind, spec] of Object.entries(FILE_TYPES) as [FileKind, (typeof FILE_TYPES)[FileKind]][]) {
    if (spec.extensions.some((ext) => lower.endsWith(ext) && lower.length > ext.length)) return kind;
  }
  return null;
}

export type FileInfo = { name: string; type?: string; size: number };

/**
 * Message for a picked file, or null: the type must be pdf/excel/word (by extension, and by the
 * declared MIME type when there is one, 'application/octet-stream' excepted) and the size at most `maxKb`.
 */
export function validateFileInput(file: FileInfo, maxKb: number = FILE_MAX_SIZE_KB): string | null {
  const kind = fileKindOf(file.name);
  const mime = (file.type ?? '').trim().toLowerCase();
  const mimeOk =
    mime === '' ||
    mime === 'application/octet-stream' ||
    (kind !== null && (FILE_TYPES[kind].mimeTypes as readonly string[]).includes(mime));
  if (!kind || !mimeOk) return t('files.type.invalid');
  if (!Number.isFinite(file.size) || file.size < 0 || file.size > maxKb * 1024)
    return t('files.size.max', { max: maxKb });
  return null;
}

/** Schema form of validateFileInput for `{ name, type, size }` (bytes). */
export const FileInputSchema = z
  .object({ name: z.string().trim().min(1), type: z.string().optional(), size: z.number().int().min(0) })
  .superRefine((file, ctx) => {
    const message = validateFileInput(file);
    if (message)
      ctx.addIssue({
        code: 'custom',
        message,
        path: [message === t('files.type.invalid') ? 'type' : 'size'],
      });
  });
export type FileInput = z.infer<typeof FileInputSchema>;

/** Uploaded document reference (cdn/upload/pdf response, quotation attachment). */
export const UploadedFileSchema = z.object({
  id: z.union([z.number().int(), z.string()]),
  url: z.string(),
  filename: z.string().optional(),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;
