/** Customer album names: the API's rule, CustomerAlbumNameSchema of @eventos/domain (1–60 characters after trimming). */
import { CUSTOMER_ALBUM_NAME_MAX, CustomerAlbumNameSchema } from '@eventos/domain';

export const ALBUM_NAME_MAX = CUSTOMER_ALBUM_NAME_MAX;

/** The Spanish message of the first broken rule, or null when the name is valid. */
export function validateAlbumName(name: string): string | null {
  const result = CustomerAlbumNameSchema.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
