/**
 * Requests of the providers API (query, params and bodies): `columns` and `relations` are comma
 * lists checked against allow-lists (unknown names → 400 with the field error), booleans accept
 * true/false/1/0; slugs are taken as any text and normalised and checked by the server (422/409).
 */
import { z } from '../zod';
import { PAGE_SIZES } from '../constants';
import { t } from '../messages/format-message';
import { IdSchema, msg } from '../common/common.schemas';
import { PAGE_MAX, PaginationQuerySchema } from '../pagination/pagination.schemas';
import { REVIEW_SORTS, type ReviewSort } from '../reviews/reviews.rules';
import { CompanyNameSchema, CreateProviderSchema } from './providers.schemas';

/** Columns a client may ask for with `columns=` (id is always returned). */
export const PROVIDER_COLUMNS = [
  'id',
  'guid',
  'preregister_id',
  'company_name',
  'slug',
  'logo_id',
  'introductory_text',
  'plan',
  'settings',
  'social_links',
  'contact_firstname',
  'contact_lastname',
  'email',
  'cellphone',
  'ruc',
  'legal_name',
  'address_line1',
  'address_line2',
  'location_id',
  'province_id',
  'department_id',
  'district_name',
  'district',
  'province',
  'department',
  'website',
  'reviews_score',
  'reviews_number',
  'likes_count',
  'featured',
  'created_by',
  'created_at',
  'updated_at',
  'cover',
  'service_type_ids',
] as const;
export type ProviderColumn = (typeof PROVIDER_COLUMNS)[number];

/** Related data a client may ask for with `relations=`. */
export const PROVIDER_RELATIONS = [
  'servicesTypes',
  'location',
  'album',
  'covers',
  'reviews',
  'testimonials',
  'settings',
] as const;
export type ProviderRelation = (typeof PROVIDER_RELATIONS)[number];

/** Unknown names are echoed in the message only when they look like a name (never raw markup). */
const ECHOABLE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/**
 * 'a, b,,c' → ['a','b','c'] checked against `allowed`; unknown names are reported one by one
 * ("Columna no válida: password"), anything else without its value ("Columna no válida.").
 */
function commaList<T extends string>(allowed: readonly T[], field: 'columns' | 'relations') {
  return z
    .string()
    .max(1000)
    .transform((value, ctx) => {
      const items = [...new Set(value.split(',').map((v) => v.trim()).filter(Boolean))];
      const unknown = items.filter((item) => !(allowed as readonly string[]).includes(item));
      const messages = unknown.map((item) =>
        ECHOABLE_NAME.test(item)
          ? t(`providers.${field}.invalid`, { value: item })
          : t(`providers.${field}.malformed`),
      );
      for (const message of new Set(messages)) ctx.addIssue({ code: 'custom', message });
      return items as T[];
    })
    .optional();
}

export const ColumnsSchema = commaList(PROVIDER_COLUMNS, 'columns');
export const RelationsSchema = commaList(PROVIDER_RELATIONS, 'relations');

/** Boolean flag of the providers' queries: 'true' | '1' → true; 'false' | '0' | '' → false. */
const QueryBooleanSchema = z
  .enum(['true', 'false', '1', '0', ''], msg('common.boolean.invalid'))
  .transform((v) => v === 'true' || v === '1')
  .optional();

/**
 * `withGallery=<size>` (by slug): the answer adds `gallery`, the first page of the site's gallery photos
 * of that size, as `providers/{id}/media?media_type=photo&page=1&size=<size>` answers it (ADR 338).
 */
const WithGallerySchema = z.coerce
  .number({ error: t('pagination.size.invalid') })
  .pipe(z.literal(PAGE_SIZES, { error: t('pagination.size.invalid') }))
  .optional();

const SITE_REVIEWS = new RegExp(`^(${REVIEW_SORTS.join('|')}):([1-9]\\d{0,5})$`);

/**
 * `withReviews=<sort>:<page>` (by slug): the answer adds `reviews`, the page of published reviews
 * `providers/{id}/reviews?sort=<sort>&page=<page>` answers (default size, ADR 338).
 */
const WithReviewsSchema = z
  .string({ error: t('providers.withReviews.invalid') })
  .max(20, t('providers.withReviews.invalid'))
  .transform((value, ctx) => {
    const match = SITE_REVIEWS.exec(value);
    const page = Number(match?.[2]);
    if (!match || page > PAGE_MAX) {
      ctx.addIssue({ code: 'custom', message: t('providers.withReviews.invalid') });
      return z.NEVER;
    }
    return { sort: match[1] as ReviewSort, page };
  })
  .optional();

export const ProvidersQuerySchema = PaginationQuerySchema.extend({
  withLogo: QueryBooleanSchema,
  /**
   * Adds `cover` (the share image: first Business cover, else first gallery photo), read by the same
   * statement as the site by slug: a server render's head then needs no query of its own (ADR 286).
   */
  withCover: QueryBooleanSchema,
  columns: ColumnsSchema,
  relations: RelationsSchema,
  /** Any text: normalised with slugify before the lookup (old slugs resolve to the provider). */
  slug: z.string().trim().max(200).optional(),
  /**
   * For a server render of the site (with `slug`; ignored without it): its gallery's first page and a
   * page of its reviews, read by the site's own statement instead of two more requests (ADR 338).
   */
  withGallery: WithGallerySchema,
  withReviews: WithReviewsSchema,
});
export type ProvidersQuery = z.infer<typeof ProvidersQuerySchema>;

export const ProviderByIdQuerySchema = z.object({
  withLogo: QueryBooleanSchema,
  columns: ColumnsSchema,
  relations: RelationsSchema,
});

export const ProviderByCodeQuerySchema = z.object({
  code: z.uuid(msg('providers.code.uuid')),
  relations: RelationsSchema,
});

export const TestimonialParamsSchema = z.object({ id: IdSchema, tid: IdSchema });

/** A slug as typed: any text (the server normalises it and answers 422/409 for a bad or taken one). */
export const SlugInputSchema = z.string(msg('providers.slug.required')).trim().max(200);

export const SlugAvailabilityQuerySchema = z.object({ slug: SlugInputSchema });

/** POST providers. */
export const CreateProviderBodySchema = CreateProviderSchema.extend({ slug: SlugInputSchema });

/** PUT providers/{id}/name. */
export const RenameBodySchema = CompanyNameSchema.extend({ slug: SlugInputSchema });

/** PUT providers/{id}/logo: an image the user uploaded, or null to remove it. */
export const LogoBodySchema = z.object({ logo_id: IdSchema.nullable() });

/** PUT providers/{id}/covers. */
export const CoversBodySchema = z.object({
  media_ids: z.array(IdSchema, msg('providers.covers.list')).max(50),
});
