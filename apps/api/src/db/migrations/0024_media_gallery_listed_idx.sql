-- The gallery's media search reads the media it can show (media.gallery_listed, migration 0023) by
-- provider and by date from two partial indexes that carry what its candidates need (id, type,
-- likes, date) — issue 16, docs/decisions/375-media-search-listed-media-by-provider.md:
-- 1. media_gallery_provider_idx: the gallery media of a provider whose search document matches the
--    text, one index-only range per provider (before: its gallery album through
--    albums_provider_kind_key and the album's rows of media_public_album_idx, ≈ 4 buffers more per
--    provider, ≈ 500 per capped search at 1,000,000 providers).
-- 2. media_gallery_recent_idx: without text, the newest media the search can show, index-only
--    (before: the newest public media, each with its album and provider probed, then those of basic
--    providers dropped: ≈ 3,600 buffers for 84 of 500 shown at 100,000 providers).
-- Plain SQL for PostgreSQL 15 and PGlite.

CREATE INDEX IF NOT EXISTS "media_gallery_provider_idx" ON "media" ("provider_id")
  INCLUDE ("id", "media_type", "likes_count", "created_at")
  WHERE "trashed_at" IS NULL AND "visibility" = 'public' AND "gallery_listed";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "media_gallery_recent_idx" ON "media" ("created_at" DESC, "id" DESC)
  INCLUDE ("provider_id", "media_type", "likes_count")
  WHERE "trashed_at" IS NULL AND "visibility" = 'public' AND "gallery_listed";
