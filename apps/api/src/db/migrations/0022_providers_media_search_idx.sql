-- The gallery's media search finds the providers whose search document matches the text among the
-- listed providers on the Business plan only — the only ones whose media it can show (the gallery is a
-- Business option, ADR 115; sites hidden until claimed are left out, ADR 116) — in this partial GIN
-- index (issue 16, docs/decisions/355-media-search-among-business-providers.md). A GIN scan builds
-- the whole list of matches before the statement takes the first 200: over every provider that list
-- was 24,613 entries for "boda áncash" at 1,000,000 providers (10.5 of the statement's 14.5 ms);
-- here it is a fifth of that. Plain SQL for PostgreSQL 15 and PGlite.

CREATE INDEX IF NOT EXISTS "providers_media_search_idx" ON "providers" USING gin ("search_document")
  WHERE "plan" = 'business' AND "unlinked_at" IS NULL;
