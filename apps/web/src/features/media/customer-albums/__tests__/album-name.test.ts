import { describe, expect, it } from 'vitest';
import { itemsLabel } from '../album-cover';
import { ALBUM_NAME_MAX, validateAlbumName } from '../album-name';

describe('customer album names and counts', () => {
  it('needs 1–60 characters after trimming', () => {
    expect(validateAlbumName('Ideas para mi boda')).toBeNull();
    expect(validateAlbumName('   ')).toBe('Ingresa un nombre para el álbum');
    expect(validateAlbumName('a'.repeat(ALBUM_NAME_MAX))).toBeNull();
    expect(validateAlbumName('a'.repeat(ALBUM_NAME_MAX + 1))).toBe('El nombre puede tener como máximo 60 caracteres');
  });

  it('counts items in Spanish', () => {
    expect(itemsLabel(0)).toBe('0 fotos y videos');
    expect(itemsLabel(1)).toBe('1 foto o video');
    expect(itemsLabel(12)).toBe('12 fotos y videos');
  });
});
