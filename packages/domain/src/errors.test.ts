import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { DEFAULT_ERROR_MESSAGE, getErrorMessage, messageFromBody, zodErrorToApiBody } from './errors';

const DEFAULT = 'Ha ocurrido un problema. Intenta nuevamente.';
const body = {
  error: 'Mensaje general',
  errors: { slug: ['Esta dirección ya está en uso. Elige otra.', 'otro'] },
};

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

describe('getErrorMessage: HTTP errors', () => {
  it('has the spec default', () => {
    expect(DEFAULT_ERROR_MESSAGE).toBe(DEFAULT);
    expect(getErrorMessage(undefined)).toBe(DEFAULT);
    expect(getErrorMessage(null, 'Respaldo')).toBe('Respaldo');
  });

  it.each([400, 412, 422, 423])('status %i: first message of the first field', (status) => {
    expect(getErrorMessage({ status, data: body }, 'Respaldo')).toBe(
      'Esta dirección ya está en uso. Elige otra.',
    );
  });

  it('uses innerErrors when errors has nothing', () => {
    expect(getErrorMessage({ status: 422, data: { errors: {}, innerErrors: { a: ['Interno'] } } })).toBe(
      'Interno',
    );
    expect(getErrorMessage({ status: 422, data: { innerErrors: { a: 'Texto suelto' } } })).toBe(
      'Texto suelto',
    );
  });

  it('skips empty fields and empty messages', () => {
    expect(getErrorMessage({ status: 400, data: { errors: { a: [], b: ['', 'Segundo campo'] } } })).toBe(
      'Segundo campo',
    );
  });

  it('then the error field, then the fallback, then the default', () => {
    expect(getErrorMessage({ status: 400, data: { error: 'Solo error' } }, 'Respaldo')).toBe('Solo error');
    expect(getErrorMessage({ status: 400, data: {} }, 'Respaldo')).toBe('Respaldo');
    expect(getErrorMessage({ status: 400, data: null })).toBe(DEFAULT);
    expect(getErrorMessage({ status: 422, data: { error: '   ' } })).toBe(DEFAULT);
  });

  it('status 500: fallback, otherwise default (body text never shown)', () => {
    expect(getErrorMessage({ status: 500, data: body }, 'No se pudo guardar')).toBe('No se pudo guardar');
    expect(getErrorMessage({ status: 500, data: body })).toBe(DEFAULT);
  });

  it.each([401, 403, 404, 409, 413, 429, 502, 0])('status %i: fallback or default', (status) => {
    expect(getErrorMessage({ status, data: body }, 'Respaldo')).toBe('Respaldo');
    expect(getErrorMessage({ status, data: body })).toBe(DEFAULT);
  });

  it('reads ApiError instances, statusCode/body and axios-like errors', () => {
    expect(getErrorMessage(new ApiError(422, body))).toBe('Esta dirección ya está en uso. Elige otra.');
    expect(getErrorMessage(new ApiError(500, body), 'Respaldo')).toBe('Respaldo');
    expect(getErrorMessage({ statusCode: 400, body: { error: 'Desde body' } })).toBe('Desde body');
    expect(
      getErrorMessage({ message: 'Request failed', response: { status: 423, data: { error: 'Bloqueado' } } }),
    ).toBe('Bloqueado');
  });

  it('removes a leading "Error:"', () => {
    expect(getErrorMessage({ status: 400, data: { error: 'Error: Algo salió mal' } })).toBe('Algo salió mal');
    expect(getErrorMessage({ status: 400, data: { errors: { a: ['error:  campo'] } } })).toBe('campo');
  });
});

describe('getErrorMessage: strings and objects', () => {
  it('shows strings as they are, without "Error:"', () => {
    expect(getErrorMessage('Album no definido')).toBe('Album no definido');
    expect(getErrorMessage('Error: File type invalid')).toBe('File type invalid');
    expect(getErrorMessage('  Error:Sin espacio ')).toBe('Sin espacio');
    expect(getErrorMessage('Mensaje con Error: en medio')).toBe('Mensaje con Error: en medio');
    expect(getErrorMessage('', 'Respaldo')).toBe('Respaldo');
    expect(getErrorMessage('Error:')).toBe(DEFAULT);
  });

  it('shows an object error message', () => {
    expect(getErrorMessage(new Error('No se pudo guardar el video. Intenta nuevamente.'))).toBe(
      'No se pudo guardar el video. Intenta nuevamente.',
    );
    expect(getErrorMessage(new Error('Error: Album no definido'))).toBe('Album no definido');
    expect(getErrorMessage({ message: 'Mensaje' })).toBe('Mensaje');
    expect(getErrorMessage({ error: 'Campo error' })).toBe('Campo error');
    expect(getErrorMessage({ errors: { x: ['Primero'] }, error: 'General' })).toBe('Primero');
    expect(getErrorMessage({ status: 'failed', message: 'Estado de texto' })).toBe('Estado de texto');
  });

  it('falls back for objects without text', () => {
    expect(getErrorMessage(new Error(''), 'Respaldo')).toBe('Respaldo');
    expect(getErrorMessage({}, 'Respaldo')).toBe('Respaldo');
    expect(getErrorMessage({ message: 42 })).toBe(DEFAULT);
    expect(getErrorMessage(42)).toBe(DEFAULT);
    expect(getErrorMessage(true, '  ')).toBe(DEFAULT);
  });
});

describe('messageFromBody', () => {
  it('reads a body', () => {
    expect(messageFromBody(body)).toBe('Esta dirección ya está en uso. Elige otra.');
    expect(messageFromBody({ error: 'Solo' })).toBe('Solo');
    expect(messageFromBody('Texto')).toBe('Texto');
    expect(messageFromBody(null)).toBeNull();
  });
});

describe('zodErrorToApiBody', () => {
  const schema = z
    .object({
      name: z.string().min(3, 'Muy corto'),
      services: z.array(z.object({ guests: z.number().min(1, 'Al menos 1') })),
    })
    .refine(() => false, 'Regla general');

  it('groups messages by field path', () => {
    const result = schema.safeParse({ name: 'a', services: [{ guests: 0 }] });
    expect(result.success).toBe(false);
    const apiBody = zodErrorToApiBody(result.error!);
    expect(apiBody.errors).toEqual({ name: ['Muy corto'], 'services.0.guests': ['Al menos 1'] });
    expect(apiBody.error).toBe('Muy corto');
    expect(getErrorMessage({ status: 400, data: apiBody })).toBe('Muy corto');
  });

  it('keeps root issues only in error, and removes duplicates', () => {
    expect(zodErrorToApiBody({ issues: [{ path: [], message: 'Raíz' }] })).toEqual({
      error: 'Raíz',
      errors: {},
    });
    expect(
      zodErrorToApiBody({
        issues: [{ path: ['a'], message: 'x' }, { path: ['a'], message: 'x' }, { message: 'sin ruta' }],
      }),
    ).toEqual({ error: 'x', errors: { a: ['x'] } });
  });

  it('uses the generic form message when there are no issues', () => {
    expect(zodErrorToApiBody({ issues: [] }).error).toBe('Por favor, complete todos los campos requeridos');
  });
});
