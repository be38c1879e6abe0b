import { describe, expect, it } from 'vitest';
import {
  AlbumUndefinedError,
  canPick,
  needsAlbumRegistration,
  parseAlbumId,
  requireAlbumId,
  resolveMediaFolder,
  screenPickedFiles,
} from '../photo-rules';

const jpg = (name = 'foto.jpg') => ({ name, type: 'image/jpeg' });
const png = (name = 'foto.png') => ({ name, type: 'image/png' });

describe('screenPickedFiles (SPEC §5 photo picking)', () => {
  it('accepts .png, .jpg and .jpeg files, several at once', () => {
    const files = [jpg('a.jpg'), png('b.PNG'), { name: 'c.jpeg', type: '' }];
    expect(screenPickedFiles(files, 0)).toEqual({ accepted: files, error: null });
  });

  it('refuses the whole choice when it exceeds the maximum (default 5)', () => {
    expect(screenPickedFiles([jpg(), jpg()], 4)).toEqual({
      accepted: [],
      error: 'Solo puedes adjuntar un máximo de 5 fotos',
    });
    expect(screenPickedFiles([jpg(), jpg(), jpg()], 0, 2).error).toBe('Solo puedes adjuntar un máximo de 2 fotos');
    expect(screenPickedFiles([jpg()], 4).error).toBeNull();
  });

  it('the sixth photo is refused', () => {
    expect(screenPickedFiles([jpg()], 5)).toEqual({ accepted: [], error: 'Solo puedes adjuntar un máximo de 5 fotos' });
  });

  it('drops other file types with a message and keeps the rest', () => {
    const result = screenPickedFiles([jpg(), { name: 'animacion.gif', type: 'image/gif' }, { name: 'doc.pdf', type: 'application/pdf' }], 0);
    expect(result.accepted).toEqual([jpg()]);
    expect(result.error).toBe('Solo se aceptan fotos .png, .jpg o .jpeg');
  });

  it('does nothing when the picker is not pickable or nothing was chosen', () => {
    expect(screenPickedFiles([jpg()], 0, 5, false)).toEqual({ accepted: [], error: null });
    expect(screenPickedFiles([], 0)).toEqual({ accepted: [], error: null });
  });

  it('allows picking only while pickable and below the maximum', () => {
    expect(canPick(true, 4)).toBe(true);
    expect(canPick(true, 5)).toBe(false);
    expect(canPick(false, 0)).toBe(false);
    expect(canPick(true, 1, 1)).toBe(false);
  });
});

describe('album id and folder', () => {
  it('needs a numeric album id: "Album no definido"', () => {
    expect(parseAlbumId(12)).toBe(12);
    expect(parseAlbumId('12')).toBe(12);
    for (const bad of [undefined, null, '', 'abc', 0, -3, 1.5]) expect(parseAlbumId(bad)).toBeNull();
    expect(() => requireAlbumId(undefined)).toThrow('Album no definido');
    expect(() => requireAlbumId('x')).toThrow(AlbumUndefinedError);
    expect(requireAlbumId('7')).toBe(7);
  });

  it('uploads to media/{albumId} by default and logos to logotipos', () => {
    expect(resolveMediaFolder(12)).toBe('media/12');
    expect(resolveMediaFolder(undefined)).toBeNull();
    expect(resolveMediaFolder(undefined, 'logotipos')).toBe('logotipos');
    expect(needsAlbumRegistration('media/12')).toBe(true);
    expect(needsAlbumRegistration(null)).toBe(true);
    expect(needsAlbumRegistration('logotipos')).toBe(false);
  });
});
