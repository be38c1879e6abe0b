// Builds the API view of providers: columns (ISO dates), location names, service ids, and the
// optional logo, cover and relations, each loaded once for the whole list.
import { loadResponseMinutes } from '../conversations';
import type { Storage } from '../../storage/storage';
import { keyUrl } from '../media';
import { toImageOut } from './provider-images';
import type { ProviderRow } from './providers.repository';
import type { ProviderSite, SiteWants } from './provider-site.repository';
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
  type Galleries,
  type LocationRow,
  type LogoRow,
  type ReviewRow,
  type ServiceTypeRow,
  type TestimonialViewRow,
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

/** The related data of some providers, keyed as each view looks it up (null: not asked for). */
interface Relations {
  services: Map<number, ServiceTypeRow[]>;
  responseMinutes: Map<number, number | null>;
  logos: Map<number, LogoRow> | null;
  coverImages: Map<number, CoverRow> | null;
  covers: Map<number, CoverRow[]> | null;
  locs: Map<number, LocationRow> | null;
  galleries: Galleries | null;
  reviews: Map<number, ReviewRow[]> | null;
  testimonials: Map<number, TestimonialViewRow[]> | null;
}

/** What `opts` asks for besides the row: the relations findProviderSite reads with it. */
export function siteWants(opts: ViewOptions): SiteWants {
  const rel = new Set(opts.relations ?? []);
  return {
    logo: Boolean(opts.withLogo),
    cover: Boolean(opts.withCover || opts.columns?.includes('cover')),
    covers: rel.has('covers'),
    location: rel.has('location'),
    album: rel.has('album'),
    reviews: rel.has('reviews'),
    testimonials: rel.has('testimonials'),
  };
}

/** Each relation `opts` asks for, one query per relation for all the rows. */
async function loadRelations(db: ViewContext['db'], rows: ProviderRow[], opts: ViewOptions): Promise<Relations> {
  const ids = rows.map((r) => r.id);
  const want = siteWants(opts);
  const [services, logos, coverImages, covers, locs, galleries, reviews, testimonials, responseMinutes] = await Promise.all([
    loadServiceTypes(db, ids),
    want.logo ? loadUploads(db, rows.flatMap((r) => (r.logo_id ? [r.logo_id] : []))) : null,
    want.cover ? loadCoverImages(db, ids) : null,
    want.covers ? loadCovers(db, ids) : null,
    want.location ? loadLocations(db, rows.flatMap((r) => (r.location_id ? [r.location_id] : []))) : null,
    want.album ? loadGalleries(db, ids) : null,
    want.reviews ? loadReviews(db, ids) : null,
    want.testimonials ? loadTestimonials(db, ids) : null,
    loadResponseMinutes(db, ids),
  ]);
  return { services, logos, coverImages, covers, locs, galleries, reviews, testimonials, responseMinutes };
}

/** The same maps from one provider's site, read with its row (findProviderSite). */
function siteRelations(site: ProviderSite): Relations {
  const { row } = site;
  const one = <T>(key: number | null | undefined, value: T | null | undefined): Map<number, T> =>
    key != null && value != null ? new Map([[key, value]]) : new Map<number, T>();
  const album = site.album;
  return {
    services: new Map([[row.id, site.services]]),
    responseMinutes: new Map([[row.id, site.response_minutes]]),
    logos: site.logo === undefined ? null : one(row.logo_id, site.logo),
    coverImages: site.cover === undefined ? null : one(row.id, site.cover),
    covers: site.covers === undefined ? null : one(row.id, site.covers),
    locs: site.location === undefined ? null : one(row.location_id, site.location),
    galleries: album
      ? {
          albums: one(row.id, album.album),
          coverAlbums: one(row.id, album.covers_album_id),
          media: one(album.album?.id, album.media),
          services: new Map(album.media.map((m) => [m.id, m.services.map((id) => ({ service_type_id: id }))])),
        }
      : null,
    reviews: site.reviews === undefined ? null : one(row.id, site.reviews),
    testimonials: site.testimonials === undefined ? null : one(row.id, site.testimonials),
  };
}

function buildView(storage: Storage, row: ProviderRow, opts: ViewOptions, data: Relations): ProviderColumnsOut {
  const rel = new Set(opts.relations ?? []);
  const { logos, coverImages, covers, locs, galleries } = data;
  const st = data.services.get(row.id) ?? [];
  const view = baseView(row, { response_minutes: data.responseMinutes.get(row.id) ?? null, service_type_ids: st.map((s) => s.id) });
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
  if (data.reviews) view.reviews = (data.reviews.get(row.id) ?? []).map((r) => reviewOut(storage, r));
  if (data.testimonials) {
    // Testimonials are a business feature: hidden while the plan is basic.
    view.testimonials = row.plan === BUSINESS ? (data.testimonials.get(row.id) ?? []).map((t) => toTestimonialOut(storage, t)) : [];
  }
  return pick(view, opts);
}

/** Without `columns` the views are whole providers; with them, the id and the columns asked for. */
export async function presentProviders(ctx: ViewContext, rows: ProviderRow[], opts?: FullViewOptions): Promise<ProviderOut[]>;
export async function presentProviders(ctx: ViewContext, rows: ProviderRow[], opts?: ViewOptions): Promise<ProviderColumnsOut[]>;
export async function presentProviders(ctx: ViewContext, rows: ProviderRow[], opts: ViewOptions = {}): Promise<ProviderColumnsOut[]> {
  if (rows.length === 0) return [];
  const data = await loadRelations(ctx.db, rows, opts);
  return rows.map((row) => buildView(ctx.storage, row, opts, data));
}

export async function presentProvider(ctx: ViewContext, row: ProviderRow, opts?: FullViewOptions): Promise<ProviderOut>;
export async function presentProvider(ctx: ViewContext, row: ProviderRow, opts?: ViewOptions): Promise<ProviderColumnsOut>;
export async function presentProvider(ctx: ViewContext, row: ProviderRow, opts: ViewOptions = {}): Promise<ProviderColumnsOut> {
  const [view] = await presentProviders(ctx, [row], opts);
  return view!;
}

/**
 * The view of a site read by findProviderSite with `siteWants(opts)`: the same object
 * presentProvider makes from the row, without another query.
 */
export function presentProviderSite(storage: Storage, site: ProviderSite, opts: ViewOptions): ProviderColumnsOut {
  return buildView(storage, site.row, opts, siteRelations(site));
}

/**
 * The provider's share image for link previews (the `cover` of presentProvider's withCover: the
 * first business cover, else the first gallery photo), alone: one query.
 */
export async function shareCover(ctx: ViewContext, providerId: number): Promise<ImageOut | null> {
  const cover = (await loadCoverImages(ctx.db, [providerId])).get(providerId);
  return cover ? toImageOut(ctx.storage, { ...cover, path: cover.path ?? '' }) : null;
}
