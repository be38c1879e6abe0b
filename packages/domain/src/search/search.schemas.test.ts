import { describe, it, expect } from 'vitest';
import { SearchMediaQuerySchema, SearchProvidersQuerySchema } from './search.schemas';
import { KeywordsQuerySchema } from '../catalogue/catalogue.schemas';

describe('SearchProvidersQuerySchema', () => {
  it('parses every parameter', () => {
    expect(
      SearchProvidersQuerySchema.parse({
        q: ' catering ',
        c: 'feeding',
        s: 'catering',
        d: '15',
        p: '1501',
        l: '150101',
        page: '2',
        size: '20',
      }),
    ).toEqual({ q: 'catering', c: 'feeding', s: 'catering', d: 15, p: 1501, l: 150101, page: 2, size: 20 });
  });

  it('treats empty parameters as not set', () => {
    expect(SearchProvidersQuerySchema.parse({ q: '', c: '', d: '' })).toEqual({ page: 1, size: 10 });
  });

  it('limits q to 200 characters', () => {
    expect(SearchProvidersQuerySchema.safeParse({ q: 'a'.repeat(200) }).success).toBe(true);
    expect(SearchProvidersQuerySchema.safeParse({ q: 'a'.repeat(201) }).error?.issues[0]?.message).toBe(
      'La búsqueda no puede tener más de 200 caracteres',
    );
  });

  it('keeps accents in q and rejects unknown groups and bad ids', () => {
    expect(SearchProvidersQuerySchema.parse({ q: 'fotografía' }).q).toBe('fotografía');
    expect(SearchProvidersQuerySchema.safeParse({ c: 'food' }).error?.issues[0]?.message).toBe(
      'Categoría no válida',
    );
    expect(SearchProvidersQuerySchema.safeParse({ d: 'lima' }).success).toBe(false);
  });
});

describe('SearchMediaQuerySchema', () => {
  it('adds the media type', () => {
    expect(SearchMediaQuerySchema.parse({ t: 'video' })).toEqual({ t: 'video', page: 1, size: 10 });
    expect(SearchMediaQuerySchema.safeParse({ t: 'audio' }).error?.issues[0]?.message).toBe(
      'El tipo debe ser photo o video',
    );
  });
});

describe('KeywordsQuerySchema', () => {
  it('defaults the limit to 1000 and caps it at 5000', () => {
    expect(KeywordsQuerySchema.parse({})).toEqual({ limit: 1000 });
    expect(KeywordsQuerySchema.parse({ q: 'bo', limit: '5000' })).toEqual({ q: 'bo', limit: 5000 });
    expect(KeywordsQuerySchema.safeParse({ limit: '5001' }).error?.issues[0]?.message).toBe(
      'El límite debe ser un número entero entre 1 y 5000',
    );
    expect(KeywordsQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});
