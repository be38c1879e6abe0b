// Errors that modules throw to answer 4xx in the envelope `{ error, errors? }`.
// `throw notFound('Proveedor no encontrado')` inside any handler; the error plugin renders it.
import { MESSAGES } from '@eventos/domain';

export type FieldErrors = Record<string, string[]>;

export const HTTP_MESSAGES = {
  badRequest: MESSAGES['common.request.invalid'],
  validation: MESSAGES['common.form.incomplete'],
  invalidJson: MESSAGES['common.json.invalid'],
  emptyJson: MESSAGES['common.json.empty'],
  unauthorized: MESSAGES['auth.session.required'],
  forbidden: MESSAGES['auth.permission.denied'],
  notFound: MESSAGES['common.resource.notFound'],
  methodNotAllowed: MESSAGES['common.method.notAllowed'],
  conflict: MESSAGES['common.request.conflict'],
  payloadTooLarge: MESSAGES['common.request.tooLarge'],
  unsupportedMediaType: MESSAGES['common.request.unsupportedType'],
  unprocessable: MESSAGES['common.request.unprocessable'],
  tooManyRequests: MESSAGES['common.request.tooMany'],
  internal: MESSAGES['common.error.default'],
  unavailable: MESSAGES['common.service.unavailable'],
} as const;

export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(statusCode: number, message: string, errors?: FieldErrors, headers?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }

  toBody(): { error: string; errors?: FieldErrors } {
    return this.errors ? { error: this.message, errors: this.errors } : { error: this.message };
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}

/** 400. With field errors, the first message becomes `error` unless a message is given. */
export function badRequest(message?: string, errors?: FieldErrors): HttpError {
  const first = errors ? Object.values(errors).flat()[0] : undefined;
  return new HttpError(400, message ?? first ?? HTTP_MESSAGES.badRequest, errors);
}

/** 400 for one field: `fieldError('slug', 'Este enlace ya está en uso')`. */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, message, { [field]: [message] });
}

export function unauthorized(message: string = HTTP_MESSAGES.unauthorized): HttpError {
  return new HttpError(401, message);
}

export function forbidden(message: string = HTTP_MESSAGES.forbidden): HttpError {
  return new HttpError(403, message);
}

export function notFound(message: string = HTTP_MESSAGES.notFound): HttpError {
  return new HttpError(404, message);
}

export function conflict(message: string = HTTP_MESSAGES.conflict, errors?: FieldErrors): HttpError {
  return new HttpError(409, message, errors);
}

export function payloadTooLarge(message: string = HTTP_MESSAGES.payloadTooLarge): HttpError {
  return new HttpError(413, message);
}

export function unsupportedMediaType(message: string = HTTP_MESSAGES.unsupportedMediaType): HttpError {
  return new HttpError(415, message);
}

/** 422: the input is well-formed but breaks a business rule. */
export function unprocessable(message: string = HTTP_MESSAGES.unprocessable, errors?: FieldErrors): HttpError {
  return new HttpError(422, message, errors);
}

export function tooManyRequests(message: string = HTTP_MESSAGES.tooManyRequests): HttpError {
  return new HttpError(429, message);
}
