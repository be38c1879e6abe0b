// Builds the API view of providers: columns (ISO dates), location names, service ids, and the
// optional logo, cover and relations, each loaded once for the whole list.
import { loadResponseMinutes } from '../conversations';
import type { Storage } from '../../storage/storage';
import { keyUrl } from '../media';
import { toImageOut } from './provider-images';
import type { ProviderRow, ProviderViewExtras } from './providers.repository';
import type { ProviderColumn, ProviderRelation } from '@eventos/domain';
import type { ImageOut, ProviderColumnsOut, ProviderMediaOut as MediaOut, ProviderOut } from '@eventos/domain';
import {
  loadCoverImages,
  loadCovers,
  loadGalleries,
  loadLocations,
  loadReviews,
  loadServiceTypes,
  loadTestimonials,
  loadUploads,
  type CoverRow,
  type ReviewRow,
} from './provider-relations.repository';
import { toTestimonialOut } from './testimonials.view';
import type { ModuleDeps } from '../../plugins/module-deps';

export interface ViewOptions {
  withLogo?: boolean;
  withCover?: boolean;
  columns?: ProviderColumn[];
  relations?: ProviderRelation[];
}

/** What the views read (plugins/module-deps.ts). */
export type ViewContext = Pick<ModuleDeps, 'db' | 'storage'>;

const BUSINESS = 'business';

/** The row's columns, its response time and its service type ids: what every provider view has. */
function baseView(row: ProviderRow, extras: Pick<ProviderOut, 'response_minutes' | 'service_type_ids'>): ProviderOut {
  return {
    ...row,
    ...extras,
    // The link to the provider's own website is a Business option (docs/decisions/115-plans.md):
    // kept while the plan is basic, shown again after an upgrade.
    website: row.plan === BUSINESS ? row.website : null,
    settings: row.settings ?? {},
    social_links: row.social_links ?? {},
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function coverOut(storage: Storage, row: CoverRow) {
  return { ...toImageOut(storage, { ...row, path: row.path ?? '' }), media_id: row.id };
}

function reviewOut(storage: Storage, r: ReviewRow) {
  const uploaded = r.avatar_preferred === 'upload' ? keyUrl(storage, r.avatar_path) : null;
  return {
    id: r.id,
    comment: r.comment,
    score: r.score,
    response: r.response,
    created_at: r.created_at.toISOString(),
    detail: r.ratings.map((x) => ({ criterion: x.criterion, rating: x.rating })),
    user: {
      id: r.user_id,
      first_name: r.first_name,
      last_name: r.last_name,
      avatar: uploaded ?? r.avatar_url ?? keyUrl(storage, r.avatar_path),
    },
  };
}

/** Keeps id, the requested columns, and whatever was asked for through withLogo/relations. */
function pick(view: ProviderOut, opts: ViewOptions): ProviderColumnsOut {
  if (!opts.columns || opts.columns.length === 0) return view;
  const keep = new Set<string>(['id', ...opts.columns, ...(opts.relations ?? [])]);
  if (opts.withLogo) keep.add('logo');
  if (opts.withCover) keep.add('cover');
  return { ...Object.fromEntries(Object.entries(view).filter(([k]) => keep.has(k))), id: view.id };
}

/** Options without `columns=`: the whole provider (ProviderOutSchema). */
export type FullViewOptions = Omit<ViewOptions, 'columns'> & { columns?: undefined };

/**
 * `extras`: the service types and response times of these rows when the caller already read them
 * with the row (findProviderViewBySlug); otherwise they are loaded here. Without `columns` the
 * views are whole providers; with them, the id and the columns asked for.
 */
export async function presentProviders(
  ctx: ViewContext,
  rows: ProviderRow[],
  opts?: FullViewOptions,
  extras?: Map<number, ProviderViewExtras>,
): Promise<ProviderOut[]>;
export async function presentProviders(
  ctx: ViewContext,
  rows: ProviderRow[],
  opts?: ViewOptions,
  extras?: Map<number, ProviderViewExtras>,
): Promise<ProviderColumnsOut[]>;
export async function presentProviders(
  ctx: ViewContext,
  rows: ProviderRow[],
  opts: ViewOptions = {},
  extras?: Map<number, ProviderViewExtras>,
): Promise<ProviderColumnsOut[]> {
  if (rows.length === 0) return [];
  const { db, storage } = ctx;
  const ids = rows.map((r) => r.id);
  const rel = new Set(opts.relations ?? []);
  const wantCover = opts.withCover || opts.columns?.includes('cover');
  const [services, logos, coverImages, covers, locs, galleries, reviewMap, testimonialMap, responseMinutes] = await Promise.all([
    extras ? new Map([...extras].map(([id, e]) => [id, e.services])) : loadServiceTypes(db, ids),
    opts.withLogo ? loadUploads(db, rows.flatMap((r) => (r.logo_id ? [r.logo_id] : []))) : null,
    wantCover ? loadCoverImages(db, ids) : null,
    rel.has('covers') ? loadCovers(db, ids) : null,
    rel.has('location') ? loadLocations(db, rows.flatMap((r) => (r.location_id ? [r.location_id] : []))) : null,
    rel.has('album') ? loadGalleries(db, ids) : null,
    rel.has('reviews') ? loadReviews(db, ids) : null,
    rel.has('testimonials') ? loadTestimonials(db, ids) : null,
    extras ? new Map([...extras].map(([id, e]) => [id, e.response_minutes])) : loadResponseMinutes(db, ids),
  ]);

  return rows.map((row) => {
    const st = services.get(row.id) ?? [];
    const view = baseView(row, { response_minutes: responseMinutes.get(row.id) ?? null, service_type_ids: st.map((s) => s.id) });
    if (rel.has('servicesTypes')) {
      view.servicesTypes = st.map(({ id, type_name, slug, group, group_name }) => ({ id, type_name, slug, group, group_name }));
    }
    if (logos) {
      const logo = row.logo_id ? logos.get(row.logo_id) : undefined;
      view.logo = logo ? toImageOut(storage, logo) : null;
    }
    if (coverImages) {
      const cover = coverImages.get(row.id);
      view.cover = cover ? toImageOut(storage, { ...cover, path: cover.path ?? '' }) : null;
    }
    if (covers) view.covers = (covers.get(row.id) ?? []).map((c) => coverOut(storage, c));
    if (locs) {
      const loc = row.location_id ? locs.get(row.location_id) : undefined;
      view.location = loc ? { id: loc.id, code: loc.code, name: loc.name, type: loc.type, parent_id: loc.parent_id } : null;
    }
    if (galleries) {
      const album = galleries.albums.get(row.id);
      // The gallery is a Business option: its media are hidden while the plan is basic.
      const galleryMedia = row.plan === BUSINESS && album ? (galleries.media.get(album.id) ?? []) : [];
      view.covers_album_id = galleries.coverAlbums.get(row.id) ?? null;
      view.album = album
        ? {
            id: album.id,
            kind: album.kind,
            media: galleryMedia.map(
              (m): MediaOut => ({
                id: m.id,
                album_id: m.album_id,
                media_type: m.media_type,
                mime_type: m.mime_type,
                filename: m.filename,
                seo_filename: m.seo_filename,
                description: m.description,
                external_id: m.external_id,
                path: m.path,
                url: keyUrl(storage, m.path),
                thumbnail: m.thumbnail,
                thumbnail_url: keyUrl(storage, m.thumbnail),
                sizes: m.sizes ? (toImageOut(storage, { ...m, id: m.id, path: m.path ?? '' }).sizes ?? null) : null,
                width: m.width,
                height: m.height,
                aspect_ratio: m.aspect_ratio,
                sort_order: m.sort_order,
                featured: m.featured,
                top: m.top,
                services: (galleries.services.get(m.id) ?? []).map((s) => s.service_type_id),
              }),
            ),
          }
        : null;
    }
    if (reviewMap) view.reviews = (reviewMap.get(row.id) ?? []).map((r) => reviewOut(storage, r));
    if (testimonialMap) {
      // Testimonials are a business feature: hidden while the plan is basic.
      view.testimonials = row.plan === BUSINESS ? (testimonialMap.get(row.id) ?? []).map((t) => toTestimonialOut(storage, t)) : [];
    }
    return pick(view, opts);
  });
}

export async function presentProvider(
  ctx: ViewContext,
  row: ProviderRow,
  opts?: FullViewOptions,
  extras?: ProviderViewExtras,
): Promise<ProviderOut>;
export async function presentProvider(
  ctx: ViewContext,
  row: ProviderRow,
  opts?: ViewOptions,
  extras?: ProviderViewExtras,
): Promise<ProviderColumnsOut>;
export async function presentProvider(
  ctx: ViewContext,
  row: ProviderRow,
  opts: ViewOptions = {},
  extras?: ProviderViewExtras,
): Promise<ProviderColumnsOut> {
  const [view] = await presentProviders(ctx, [row], opts, extras ? new Map([[row.id, extras]]) : undefined);
  return view!;
}

/**
 * The provider's share image for link previews (the `cover` of presentProvider's withCover: the
 * first business cover, else the first gallery photo), alone: one query.
 */
export async function shareCover(ctx: ViewContext, providerId: number): Promise<ImageOut | null> {
  const cover = (await loadCoverImages(ctx.db, [providerId])).get(providerId);
  return cover ? toImageOut(ctx.storage, { ...cover, path: cover.path ?? '' }) : null;
}
