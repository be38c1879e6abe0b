-- The gallery's media search reads the public media of a gallery album from one index
-- (issue 16, docs/decisions/305-media-search-by-gallery-album.md): the media of the providers whose
-- search document matches the text are found through each provider's gallery album
-- (albums_provider_kind_key: one per provider) and this partial index, which carries what the
-- candidates need (id, provider, type, likes, date), so no media row and no album row per media is
-- read. Plain SQL for PostgreSQL 15 and PGlite.

CREATE INDEX IF NOT EXISTS "media_public_album_idx" ON "media" ("album_id")
  INCLUDE ("id", "provider_id", "media_type", "likes_count", "created_at")
  WHERE "trashed_at" IS NULL AND "visibility" = 'public';
--> statement-breakpoint
-- The candidates' providers on the Business plan (the gallery is a Business option): one index-only
-- probe per candidate instead of a heap row of providers.
CREATE INDEX IF NOT EXISTS "providers_business_idx" ON "providers" ("id") WHERE "plan" = 'business';
