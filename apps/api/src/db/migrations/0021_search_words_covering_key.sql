-- The primary key of the per-word rows carries what a search reads of them (issue 16,
-- docs/decisions/342-search-words-covering-key.md): a text of two words ("mamani express",
-- "chavez del sur") intersects the rows of its two lexemes. With only (lexeme, provider_id) in the
-- key, the statement joined the two ranges of provider_search_words_rank_idx (ordered by tier and
-- quality, not by provider) with a hash join: 140,000 entries read in an order unrelated to the
-- table's, ≈ 29,000 buffers, ≈ 36 ms at 1,000,000 providers. With the columns included, the two
-- ranges of the key are read in provider order and merged, index-only: ≈ 1,600 buffers, ≈ 19 ms.
-- The rows' updates were already not HOT (the rank index includes the same columns). Plain SQL for
-- PostgreSQL 15 and PGlite.

ALTER TABLE "provider_search_words" DROP CONSTRAINT IF EXISTS "provider_search_words_pkey";
--> statement-breakpoint
ALTER TABLE "provider_search_words" ADD CONSTRAINT "provider_search_words_pkey" PRIMARY KEY ("lexeme", "provider_id")
  INCLUDE ("in_name", "quality", "facets", "department_id", "province_id", "location_id");
