-- Each album's first photo that may be a cover, kept in the album (issue 16,
-- docs/decisions/391-albums-first-photo.md): `albums.first_photo_id` = the album's first media in
-- (sort_order, id) order that is a public photo with a file, not in the trash, of the album's
-- provider (the cover rule of ADR 343), or null. A search card's cover is then the covers album's
-- (business plan) or else the gallery's first photo, read by primary key: no scan of the album's
-- media, no sort.
-- Kept by statement triggers on media (insert, update of what the rule reads, delete) that recompute
-- only the albums their rows were or are in, and by one on albums (a change of provider). No foreign
-- key: the delete trigger recomputes the album of a deleted photo (a SET NULL action would need an
-- index on the column and would write the album twice), and TRUNCATE media would cascade to albums. Plain SQL for PostgreSQL 15 and PGlite.

ALTER TABLE "albums" ADD COLUMN IF NOT EXISTS "first_photo_id" integer;
--> statement-breakpoint
-- The rule, for one album (media_album_sort_idx in order, the first row that qualifies).
CREATE OR REPLACE FUNCTION album_first_photo(album integer) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT m.id FROM albums a JOIN media m ON m.album_id = a.id
  WHERE a.id = album AND m.provider_id = a.provider_id AND m.trashed_at IS NULL AND m.media_type = 'photo'
    AND m.visibility = 'public' AND m.path IS NOT NULL
  ORDER BY m.sort_order, m.id LIMIT 1
$$;
--> statement-breakpoint
-- Recomputes the albums `ids`, each locked first (FOR NO KEY UPDATE: media inserts, which key-share
-- lock their album, are not blocked): a concurrent transaction that changed the same album's media
-- has committed before the UPDATE below takes its snapshot (READ COMMITTED), so the last writer
-- computes from every committed change. Writes an album only when its photo differs.
CREATE OR REPLACE FUNCTION refresh_album_first_photos(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM albums WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE albums a SET first_photo_id = f.id
  FROM (SELECT x.album, album_first_photo(x.album) AS id FROM unnest(ids) AS x(album)) f
  WHERE a.id = f.album AND a.first_photo_id IS DISTINCT FROM f.id;
END
$$;
--> statement-breakpoint
-- The rows there are. (The bench loader writes the column itself: its batches run without triggers.)
UPDATE "albums" a SET "first_photo_id" = f.id
FROM (SELECT DISTINCT ON (m.album_id) m.album_id, m.id FROM media m JOIN albums b ON b.id = m.album_id
      WHERE m.provider_id = b.provider_id AND m.trashed_at IS NULL AND m.media_type = 'photo'
        AND m.visibility = 'public' AND m.path IS NOT NULL
      ORDER BY m.album_id, m.sort_order, m.id) f
WHERE a.id = f.album_id AND a.first_photo_id IS DISTINCT FROM f.id;
--> statement-breakpoint
-- Inserted media: only a photo that may be a cover can change its album's first photo.
CREATE OR REPLACE FUNCTION media_first_photo_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_album_first_photos((SELECT array_agg(DISTINCT n.album_id) FROM new_rows n
    WHERE n.trashed_at IS NULL AND n.media_type = 'photo' AND n.visibility = 'public' AND n.path IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Updated media: the albums a row was and is in, when it may be a cover before or after and a
-- column the rule reads changed (a new like or description does not recompute anything).
CREATE OR REPLACE FUNCTION media_first_photo_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_album_first_photos((SELECT array_agg(DISTINCT x.album) FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES (o.album_id), (n.album_id)) x(album)
    WHERE ((o.trashed_at IS NULL AND o.media_type = 'photo' AND o.visibility = 'public' AND o.path IS NOT NULL)
        OR (n.trashed_at IS NULL AND n.media_type = 'photo' AND n.visibility = 'public' AND n.path IS NOT NULL))
      AND (n.album_id IS DISTINCT FROM o.album_id OR n.provider_id IS DISTINCT FROM o.provider_id
        OR n.sort_order IS DISTINCT FROM o.sort_order OR n.trashed_at IS DISTINCT FROM o.trashed_at
        OR n.media_type IS DISTINCT FROM o.media_type OR n.visibility IS DISTINCT FROM o.visibility
        OR (n.path IS NULL) IS DISTINCT FROM (o.path IS NULL))));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deleted media: the albums of the rows that may have been a cover (not the trash's purge). Not
-- only those whose first photo was deleted: a concurrent change may have made a deleted row first.
CREATE OR REPLACE FUNCTION media_first_photo_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_album_first_photos((SELECT array_agg(DISTINCT o.album_id) FROM old_rows o
    WHERE o.trashed_at IS NULL AND o.media_type = 'photo' AND o.visibility = 'public' AND o.path IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "media_first_photo_after_insert" ON "media";
--> statement-breakpoint
CREATE TRIGGER "media_first_photo_after_insert" AFTER INSERT ON "media"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION media_first_photo_inserted();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "media_first_photo_after_update" ON "media";
--> statement-breakpoint
CREATE TRIGGER "media_first_photo_after_update" AFTER UPDATE ON "media"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION media_first_photo_updated();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "media_first_photo_after_delete" ON "media";
--> statement-breakpoint
CREATE TRIGGER "media_first_photo_after_delete" AFTER DELETE ON "media"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION media_first_photo_deleted();
--> statement-breakpoint
-- An album given to another provider: its media are no longer that provider's.
CREATE OR REPLACE FUNCTION albums_first_photo_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_album_first_photos(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "albums_first_photo_moved" ON "albums";
--> statement-breakpoint
CREATE TRIGGER "albums_first_photo_moved" AFTER UPDATE OF "provider_id" ON "albums"
  FOR EACH ROW WHEN (OLD.provider_id IS DISTINCT FROM NEW.provider_id) EXECUTE FUNCTION albums_first_photo_moved();
--> statement-breakpoint
-- A search page's cards (docs/decisions/392-cards-in-the-engine-statement.md): the one source of the
-- card's columns, for the ids of `page_ids` (a JSON array) in its order — the service type names,
-- the logo (uploads) and the cover (the covers album's first photo on the business plan, else the
-- gallery's: albums.first_photo_id above, as coverPhotoIdSql reads it). PL/pgSQL keeps its
-- statement's plan per session, so the engine's statement can call it on PostgreSQL without the
-- cards being planned again for every search (ADR 380); loadProviderCards calls it alone.
CREATE OR REPLACE FUNCTION provider_search_cards(page_ids json) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(json_agg(json_build_object('id', p.id, 'slug', p.slug, 'company_name', p.company_name,
      'plan', p.plan, 'reviews_score', p.reviews_score, 'reviews_number', p.reviews_number,
      'response_seconds', (SELECT rt.median_seconds FROM provider_response_times rt WHERE rt.provider_id = p.id),
      'location_id', p.location_id, 'province_id', p.province_id, 'department_id', p.department_id,
      'services', (SELECT array_agg(st.type_name ORDER BY st."group", st.sort_order)
        FROM provider_service_types pst JOIN service_types st ON st.id = pst.service_type_id WHERE pst.provider_id = p.id),
      'logo', CASE WHEN u.id IS NOT NULL THEN json_build_object('id', u.id, 'path', u.path, 'thumbnail', NULL,
        'sizes', u.sizes, 'width', u.width, 'height', u.height, 'aspect_ratio', u.aspect_ratio) END,
      'cover', (SELECT json_build_object('id', c.id, 'path', c.path, 'thumbnail', c.thumbnail, 'sizes', c.sizes,
          'width', c.width, 'height', c.height, 'aspect_ratio', c.aspect_ratio)
        FROM media c WHERE c.id = coalesce(
          CASE WHEN p.plan = 'business' THEN (SELECT cover_album.first_photo_id FROM albums cover_album
            WHERE cover_album.provider_id = p.id AND cover_album.kind = 'covers') END,
          (SELECT cover_album.first_photo_id FROM albums cover_album
            WHERE cover_album.provider_id = p.id AND cover_album.kind = 'gallery'))))
    ORDER BY x.ord), '[]'::json)
    FROM json_array_elements_text(page_ids) WITH ORDINALITY AS x(id, ord)
    JOIN providers p ON p.id = x.id::integer
    LEFT JOIN uploads u ON u.id = p.logo_id);
END
$$;
