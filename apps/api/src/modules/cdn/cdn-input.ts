// Reads an upload request that comes either as JSON or as multipart/form-data (SPEC §7 says
// "form"): text fields plus at most one file part. Limits are per route; a file over the limit
// becomes `tooLarge` (413 with the route's Spanish message).
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@eventos/domain';
import { HttpError, badRequest, payloadTooLarge } from '../../plugins/errors';

export interface UploadInput {
  fields: Record<string, string>;
  file?: { fieldname: string; filename: string; bytes: Buffer };
}

export interface ReadLimits {
  maxFileBytes: number;
  maxFieldBytes: number;
  tooLargeMessage: string;
}

function isFileTooLarge(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * busboy's parse errors ("Multipart: Boundary not found", "Unexpected end of multipart data", …)
 * are plain Errors without code or status: the body is malformed, so 400. Our own errors,
 * @fastify/multipart's coded ones (limits 413, …) and bugs (TypeError, …) are left alone.
 */
function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'Error') return false;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return code === undefined && statusCode === undefined;
}

export async function readUploadInput(request: FastifyRequest, limits: ReadLimits): Promise<UploadInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new HttpError(400, MESSAGES['common.form.incomplete']);
    }
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (typeof value === 'string') fields[key] = value;
    }
    return { fields };
  }

  const input: UploadInput = { fields: {} };
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxFileBytes,
        fieldSize: limits.maxFieldBytes,
        files: 1,
        fields: 10,
        parts: 12,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        input.file ??= { fieldname: part.fieldname, filename: part.filename ?? '', bytes };
      } else {
        if (part.valueTruncated) throw payloadTooLarge(limits.tooLargeMessage);
        if (typeof part.value === 'string') input.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw payloadTooLarge(limits.tooLargeMessage);
    if (isMalformedMultipart(error)) throw badRequest(MESSAGES['common.form.malformed']);
    throw error;
  }
  return input;
}
