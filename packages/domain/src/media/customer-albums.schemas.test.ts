import { describe, expect, it } from 'vitest';
import { CUSTOMER_ALBUM_NAME_MAX } from '../constants';
import { MediaFlagsSchema, ReorderMediaSchema } from './albums.schemas';
import { CUSTOMER_ALBUM_MESSAGES, CreateCustomerAlbumSchema, CustomerAlbumNameSchema } from './customer-albums.schemas';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('customer album name (the API body and the web dialog)', () => {
  it('trims and accepts 1 to 60 characters', () => {
    expect(CustomerAlbumNameSchema.parse('  Ideas para mi boda ')).toBe('Ideas para mi boda');
    expect(CustomerAlbumNameSchema.safeParse('a'.repeat(CUSTOMER_ALBUM_NAME_MAX)).success).toBe(true);
  });

  it('says what is wrong, in the exact words', () => {
    expect(firstMessage(CustomerAlbumNameSchema.safeParse('   '))).toBe('Ingresa un nombre para el álbum');
    expect(firstMessage(CustomerAlbumNameSchema.safeParse(undefined))).toBe('Ingresa un nombre para el álbum');
    expect(firstMessage(CustomerAlbumNameSchema.safeParse('a'.repeat(CUSTOMER_ALBUM_NAME_MAX + 1)))).toBe(
      'El nombre puede tener como máximo 60 caracteres',
    );
    expect(CUSTOMER_ALBUM_MESSAGES.albumsMax).toBe('Puedes crear como máximo 100 álbumes');
    expect(CUSTOMER_ALBUM_MESSAGES.itemsMax).toBe('Un álbum puede tener como máximo 500 fotos y videos');
  });

  it('takes an optional first item', () => {
    expect(CreateCustomerAlbumSchema.parse({ name: 'Boda', media_id: '7' })).toEqual({ name: 'Boda', media_id: 7 });
  });
});

describe('album order and flags', () => {
  it('refuses an empty order and empty flags with their messages', () => {
    expect(firstMessage(ReorderMediaSchema.safeParse({ media_ids: [] }))).toBe(
      'Alguna de las fotos o videos no pertenece a este álbum.',
    );
    expect(firstMessage(MediaFlagsSchema.safeParse({}))).toBe('Indica qué quieres cambiar.');
    expect(MediaFlagsSchema.parse({ top: true })).toEqual({ top: true });
  });
});
