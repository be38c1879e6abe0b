// Shapes of GET /api/v1/landings/{categoria}/{departamento} and GET /api/v1/landings/popular
// (the provider cards of a landing are the search's cards, added by the API and the web).
import { z } from '../zod';
import { PageSchema } from '../pagination/pagination.schemas';
import { ProviderCardSchema } from '../search/search-responses.schemas';

const SegmentSchema = z.string().min(1).max(80).regex(/^[a-z0-9-]+$/);

export const LandingParamsSchema = z.object({ category: SegmentSchema, department: SegmentSchema });
export const LandingQuerySchema = z.object({ page: PageSchema });

export const LandingLinkSchema = z.object({
  /** Path on this site ('/proveedores/dj/arequipa'). */
  path: z.string(),
  label: z.string(),
  /** Providers on that landing. */
  count: z.number(),
});
export type LandingLink = z.infer<typeof LandingLinkSchema>;

export const BreadcrumbSchema = z.object({ name: z.string(), path: z.string() });
export type Breadcrumb = z.infer<typeof BreadcrumbSchema>;

export const LandingSchema = z.object({
  category: z.object({ slug: z.string(), name: z.string().nullable(), kind: z.enum(['all', 'group', 'service']) }),
  department: z.object({ slug: z.string(), name: z.string().nullable(), id: z.number().nullable() }),
  /** Full <title>. */
  title: z.string(),
  heading: z.string(),
  description: z.string(),
  intro: z.string(),
  /** Path of this page (with ?page=N past the first): the canonical URL. */
  canonical: z.string(),
  /** The search with the same filters (for "more filters"). */
  search_path: z.string(),
  breadcrumbs: z.array(BreadcrumbSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  pages: z.number(),
  related: z.object({ departments: z.array(LandingLinkSchema), categories: z.array(LandingLinkSchema) }),
});
export type LandingData = z.infer<typeof LandingSchema>;

/** GET landings/{category}/{department}: the landing and its page of provider cards. */
export const LandingPageSchema = LandingSchema.extend({ providers: z.array(ProviderCardSchema) });
export type LandingPage = z.infer<typeof LandingPageSchema>;
