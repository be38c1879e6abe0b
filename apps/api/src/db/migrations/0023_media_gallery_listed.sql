-- What the gallery's media search can show, kept on each media row (issue 16,
-- docs/decisions/356-media-gallery-listed-flag.md): `gallery_listed` = the media is in its
-- provider's gallery album (not the covers) and the provider is listed (not unlinked, ADR 116) on the
-- Business plan (the gallery is a Business option, ADR 115). Kept by triggers on media (insert, or a
-- move to another album or provider), providers (plan, unlinking) and albums (kind). The media whose
-- own text matches a search are then read from a GIN index of those media only: no probe of their
-- album and provider per media, and the 500 candidates are media the search can show.
-- Plain SQL for PostgreSQL 15 and PGlite.

ALTER TABLE "media" ADD COLUMN IF NOT EXISTS "gallery_listed" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION media_gallery_listed_of(album integer, provider integer) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM albums a WHERE a.id = album AND a.kind = 'gallery')
     AND EXISTS (SELECT 1 FROM providers p WHERE p.id = provider AND p.plan = 'business' AND p.unlinked_at IS NULL)
$$;
--> statement-breakpoint
-- The rows there are. (The bench loader writes the column itself: its batches run without triggers.)
UPDATE "media" m SET "gallery_listed" = true
  FROM "albums" a, "providers" p
  WHERE a.id = m.album_id AND a.kind = 'gallery' AND p.id = m.provider_id AND p.plan = 'business' AND p.unlinked_at IS NULL
    AND NOT m.gallery_listed;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION media_gallery_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.gallery_listed := media_gallery_listed_of(NEW.album_id, NEW.provider_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "media_gallery_listed" ON "media";
--> statement-breakpoint
CREATE TRIGGER "media_gallery_listed" BEFORE INSERT OR UPDATE OF "album_id", "provider_id", "gallery_listed" ON "media"
  FOR EACH ROW EXECUTE FUNCTION media_gallery_listed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION providers_media_gallery_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE media m SET gallery_listed = media_gallery_listed_of(m.album_id, m.provider_id) WHERE m.provider_id = NEW.id
    AND m.gallery_listed IS DISTINCT FROM media_gallery_listed_of(m.album_id, m.provider_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "providers_media_gallery_listed" ON "providers";
--> statement-breakpoint
CREATE TRIGGER "providers_media_gallery_listed" AFTER UPDATE OF "plan", "unlinked_at" ON "providers"
  FOR EACH ROW WHEN (OLD.plan IS DISTINCT FROM NEW.plan OR OLD.unlinked_at IS DISTINCT FROM NEW.unlinked_at)
  EXECUTE FUNCTION providers_media_gallery_listed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION albums_media_gallery_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE media m SET gallery_listed = media_gallery_listed_of(m.album_id, m.provider_id) WHERE m.album_id = NEW.id
    AND m.gallery_listed IS DISTINCT FROM media_gallery_listed_of(m.album_id, m.provider_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "albums_media_gallery_listed" ON "albums";
--> statement-breakpoint
CREATE TRIGGER "albums_media_gallery_listed" AFTER UPDATE OF "kind" ON "albums"
  FOR EACH ROW WHEN (OLD.kind IS DISTINCT FROM NEW.kind)
  EXECUTE FUNCTION albums_media_gallery_listed();
--> statement-breakpoint
--> statement-breakpoint
-- The media text of the media the search can show (the predicate of media_search_idx and the flag).
CREATE INDEX IF NOT EXISTS "media_gallery_search_idx" ON "media"
  USING gin (public.search_tsvector("seo_filename" || ' ' || "description"))
  WHERE "trashed_at" IS NULL AND "visibility" = 'public' AND "gallery_listed";
