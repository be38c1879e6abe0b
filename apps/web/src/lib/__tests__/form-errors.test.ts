import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '@eventos/domain';
import { ApiError } from '../api-client';
import { applyServerErrors } from '../form-errors';

function recorder() {
  const set: Array<[string, string]> = [];
  const setError = (name: string, error: { message?: string }) => void set.push([name, error.message ?? '']);
  return { set, setError };
}

describe('applyServerErrors', () => {
  it("puts the API's field errors next to the form's fields, the first message of each, and says which", () => {
    const { set, setError } = recorder();
    const error = new ApiError(422, { error: 'Revisa los datos', errors: { email: ['Correo inválido', 'Otro'], otro: ['No es del formulario'] } });
    expect(applyServerErrors(error, setError, ['email', 'name'])).toEqual(['email']);
    expect(set).toEqual([['email', 'Correo inválido']]);
  });

  it("does the same with the blog's GraphQL field errors", () => {
    const { set, setError } = recorder();
    const error = new GraphQLRequestError('Revisa el artículo', 'BAD_USER_INPUT', 400, { slug: ['Esa dirección ya existe'], title: ['Ingresa un título'] });
    expect(applyServerErrors(error, setError, ['title', 'slug'])).toEqual(['slug', 'title']);
    expect(set).toEqual([
      ['slug', 'Esa dirección ya existe'],
      ['title', 'Ingresa un título'],
    ]);
  });

  it('puts everything on one field with into, and nothing for an error without field errors', () => {
    const { set, setError } = recorder();
    const error = new ApiError(422, { errors: { provider_id: ['No existe'], body: ['Escribe un mensaje'] } });
    expect(applyServerErrors(error, setError, [], { into: 'body' })).toEqual(['body']);
    expect(set).toEqual([['body', 'No existe']]);
    expect(applyServerErrors(new Error('sin conexión'), setError, ['body'])).toEqual([]);
    expect(applyServerErrors(new ApiError(500, {}), setError, ['body'])).toEqual([]);
  });
});
