-- The facet counts of a place in one index range (issue 16, docs/decisions/341-search-counts-by-place.md):
-- every search without text (category, service, place, and the text that query understanding turns
-- into filters) reads the counts of all facets at its place from provider_search_counts
-- (migration 0014). Its primary key is (facet, place_id), so `place_id = $1` was a scan of the whole
-- key — 133,119 rows, 535 buffers, ≈ 2 ms at 1,000,000 providers, the largest share of the search
-- mix's database time. This index reads the ≈ 63 rows of the place. `count` is not in it, so the
-- triggers' updates of the counts stay HOT updates. Plain SQL for PostgreSQL 15 and PGlite.

CREATE INDEX IF NOT EXISTS "provider_search_counts_place_idx" ON "provider_search_counts" ("place_id", "facet");
