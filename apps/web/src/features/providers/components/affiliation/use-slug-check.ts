import { SLUG_MIN_LENGTH, SlugSchema } from '@eventos/domain';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { useSlugAvailability } from '../../api/check-slug-availability';

export type SlugCheckStatus = 'idle' | 'checking' | 'available' | 'unavailable';

export interface SlugCheck {
  status: SlugCheckStatus;
  /** Spanish reason when unavailable (reserved, taken, invalid). */
  message?: string;
}

/**
 * Availability of a slug as you type: local rules first (SlugSchema: format and reserved app
 * routes, shown at once), then GET providers/slug-availability, debounced by 400 ms.
 */
export function useSlugCheck(slug: string): SlugCheck {
  const debounced = useDebouncedValue(slug, 400);
  const locallyValid = SlugSchema.safeParse(debounced).success;
  const query = useSlugAvailability(locallyValid ? debounced : '');
  if (!slug) return { status: 'idle' };
  const local = SlugSchema.safeParse(slug);
  if (!local.success) {
    // Too short or a trailing '-' is just typing; a reserved word or a bad format is an error.
    if (slug.length < SLUG_MIN_LENGTH || slug.endsWith('-')) return { status: 'idle' };
    return { status: 'unavailable', message: local.error.issues[0]?.message };
  }
  if (debounced !== slug || query.isFetching || query.data?.slug !== slug) {
    if (query.isError && debounced === slug) return { status: 'idle' };
    return { status: 'checking' };
  }
  if (query.data.available) return { status: 'available' };
  return { status: 'unavailable', message: query.data.message };
}
