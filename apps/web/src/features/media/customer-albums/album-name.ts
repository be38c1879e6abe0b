/** Customer album names (the API's rule: 1–60 characters after trimming). */
export const ALBUM_NAME_MAX = 60;

export function validateAlbumName(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Ingresa un nombre para el álbum';
  if (trimmed.length > ALBUM_NAME_MAX) return `El nombre puede tener como máximo ${ALBUM_NAME_MAX} caracteres`;
  return null;
}
