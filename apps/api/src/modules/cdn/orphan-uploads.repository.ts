// The orphan sweep's SQL (orphan-uploads.ts says what may point at an upload and why): the
// candidates after an id cursor, and the DELETE that repeats the "referenced by nothing" check.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import {
  blogPosts,
  conversationMessages,
  media,
  providers,
  quotationVersions,
  quotations,
  testimonials,
  uploads,
  users,
  type ImageSizesJson,
} from '../../db/schema';

/** Upload kinds made by POST cdn/upload/media and cdn/upload/pdf (never 'blog'). */
const SWEPT_KINDS = ['media', 'logo', 'avatar', 'cover', 'testimonial', 'file'] as const;
/**
 * Key prefixes the CDN routes create: newImageBaseKey(folder) for images (cdn.service.ts
 * authorizeImageFolder) and `${folder}/${16 hex}` for documents (FILE_FOLDER).
 */
const CDN_KEY_PREFIX =
  '^(media/[1-9][0-9]{0,9}|mensajes|logotipos|avatars|covers|testimonials|(files|quotations|attachments|documents)(/[1-9][0-9]{0,9})?)/[0-9a-f]{16}$';
/** The random stem of an upload's key prefix. */
const UPLOAD_STEM = '/([0-9a-f]{16})$';
/** The stem of a stored reference: the last segment of a key or URL is '<stem>' or '<stem>-…'. */
const REFERENCE_STEM = '(?:^|/)([0-9a-f]{16})(?:-[^/]*)?$';

export interface OrphanCandidate extends Record<string, unknown> {
  id: number;
  path: string;
  key_prefix: string;
  sizes: ImageSizesJson | string | null;
}

/** Every column that holds an upload's id (each has a FK to uploads.id, ON DELETE SET NULL). */
const REFERENCED_IDS = sql`
  SELECT ${media.upload_id} AS id FROM ${media} WHERE ${media.upload_id} IS NOT NULL
  UNION ALL SELECT ${providers.logo_id} FROM ${providers} WHERE ${providers.logo_id} IS NOT NULL
  UNION ALL SELECT ${users.avatar_upload_id} FROM ${users} WHERE ${users.avatar_upload_id} IS NOT NULL
  UNION ALL SELECT ${testimonials.photo_upload_id} FROM ${testimonials} WHERE ${testimonials.photo_upload_id} IS NOT NULL
  UNION ALL SELECT ${quotations.attachment_upload_id} FROM ${quotations} WHERE ${quotations.attachment_upload_id} IS NOT NULL
  UNION ALL SELECT ${quotationVersions.attachment_upload_id} FROM ${quotationVersions} WHERE ${quotationVersions.attachment_upload_id} IS NOT NULL
  UNION ALL SELECT ${blogPosts.cover_upload_id} FROM ${blogPosts} WHERE ${blogPosts.cover_upload_id} IS NOT NULL
  UNION ALL SELECT ${conversationMessages.attachment_upload_id} FROM ${conversationMessages} WHERE ${conversationMessages.attachment_upload_id} IS NOT NULL`;

/** Every column that holds a storage key or URL of an upload's file. */
const REFERENCED_KEYS = sql`
  SELECT ${media.path} AS ref FROM ${media} WHERE ${media.path} IS NOT NULL
  UNION ALL SELECT ${media.thumbnail} FROM ${media} WHERE ${media.thumbnail} IS NOT NULL
  UNION ALL SELECT ${testimonials.photo} FROM ${testimonials} WHERE ${testimonials.photo} IS NOT NULL
  UNION ALL SELECT ${quotations.attachment_path} FROM ${quotations} WHERE ${quotations.attachment_path} IS NOT NULL
  UNION ALL SELECT ${quotationVersions.attachment_path} FROM ${quotationVersions} WHERE ${quotationVersions.attachment_path} IS NOT NULL
  UNION ALL SELECT ${blogPosts.cover} FROM ${blogPosts} WHERE ${blogPosts.cover} IS NOT NULL
  UNION ALL SELECT ${conversationMessages.attachment_path} FROM ${conversationMessages} WHERE ${conversationMessages.attachment_path} IS NOT NULL`;

/** The CTEs `ref_ids(id)` and `ref_keys(ref, stem)` used by isOrphan. */
const REFERENCES_CTE = sql`
  ref_ids AS MATERIALIZED (${REFERENCED_IDS}),
  ref_keys AS MATERIALIZED (
    SELECT ref, substring(ref from ${REFERENCE_STEM}) AS stem FROM (${REFERENCED_KEYS}) AS stored_refs
  )`;

/** An upload of `uploads` the sweep may delete: old, made by the CDN routes, referenced by nothing. */
function isOrphan(cutoff: Date): SQL {
  return sql`${uploads.created_at} < ${cutoff.toISOString()}::timestamptz
    AND ${uploads.kind} IN (${sql.join(
      SWEPT_KINDS.map((k) => sql`${k}`),
      sql`, `,
    )})
    AND ${uploads.key_prefix} NOT LIKE 'cloud/%'
    AND ${uploads.key_prefix} ~ ${CDN_KEY_PREFIX}
    AND NOT EXISTS (SELECT 1 FROM ref_ids WHERE ref_ids.id = ${uploads.id})
    AND NOT EXISTS (SELECT 1 FROM ref_keys WHERE ref_keys.ref = ${uploads.path})
    AND NOT EXISTS (SELECT 1 FROM ref_keys WHERE ref_keys.stem = substring(${uploads.key_prefix} from ${UPLOAD_STEM}))
    AND NOT EXISTS (
      SELECT 1 FROM ${uploads} AS other
      WHERE other.key_prefix = ${uploads.key_prefix} AND other.id <> ${uploads.id}
    )`;
}

export function findOrphans(db: Db, cutoff: Date, afterId: number, limit: number): Promise<OrphanCandidate[]> {
  return queryRows<OrphanCandidate>(
    db,
    sql`WITH ${REFERENCES_CTE}
      SELECT ${uploads.id} AS id, ${uploads.path} AS path, ${uploads.key_prefix} AS key_prefix, ${uploads.sizes} AS sizes
      FROM ${uploads}
      WHERE ${uploads.id} > ${afterId} AND ${isOrphan(cutoff)}
      ORDER BY ${uploads.id}
      LIMIT ${limit}`,
  );
}

/** Deletes the rows among `ids` that are still orphans; returns the ids deleted. */
export async function deleteOrphanRows(db: Db, cutoff: Date, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`WITH ${REFERENCES_CTE}
      DELETE FROM ${uploads}
      WHERE ${uploads.id} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) AND ${isOrphan(cutoff)}
      RETURNING ${uploads.id} AS id`,
  );
  return rows.map((r) => Number(r.id));
}
