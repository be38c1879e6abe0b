-- The home's featured providers (GET providers/featured: listed Business providers, those marked
-- `featured` first, then by rating, number of reviews and id) read in this order from an index:
-- before, every listed Business provider was sorted to keep eight — 245 ms at 1,000,000 providers
-- (200,000 on Business), on every render of the home without its cache (issue 16, "nothing expensive
-- on the request path"; docs/decisions/339-home-reads-from-kept-rows.md). Plain SQL for PostgreSQL 15 and PGlite.

CREATE INDEX IF NOT EXISTS "providers_featured_rank_idx" ON "providers"
  ("featured" DESC, "reviews_score" DESC, "reviews_number" DESC, "id" DESC)
  WHERE "plan" = 'business' AND "unlinked_at" IS NULL;
