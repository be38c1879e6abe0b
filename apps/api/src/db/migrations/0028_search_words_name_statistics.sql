-- Extended statistics on provider_search_words (issue 16, docs/decisions/398-first-tier-from-the-word-rows.md):
-- how many rows of a lexeme are in company names (in_name) is not the lexeme's rows times the share
-- of in_name rows of the whole table. At 1,000,000 providers the planner took 49,394 name rows for
-- `event` (111,257) and 15,486 for `palaci` (50,223), so it joined both ranges whole (52 ms) instead
-- of walking the first in quality order (1 ms) for a page of the first tier. The most common values
-- of the pair give it the real counts (the next ANALYZE or autovacuum fills them).
-- Plain SQL for PostgreSQL 15 and PGlite.
CREATE STATISTICS IF NOT EXISTS "provider_search_words_lexeme_in_name" (mcv) ON "lexeme", "in_name" FROM "provider_search_words";
--> statement-breakpoint
ANALYZE "provider_search_words";
