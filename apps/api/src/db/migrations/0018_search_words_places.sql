-- The provider's places in the per-word rows (issue 16, docs/decisions/265-search-words-filters.md):
-- provider_search_words (migration 0017) gets department_id, province_id and location_id, carried
-- in the rank index's INCLUDE beside the facets, so a text search with a place and/or a category or
-- service ("quispe cusco", "mamani express" in Lima among caterers) reads its page, total and facet
-- counts from index-only ranges of the words, filtering on the included columns, instead of the
-- full-text plan. The statement triggers of 0017 keep them (provider_words_changed below).
-- Plain SQL for PostgreSQL 15 and PGlite.

ALTER TABLE "provider_search_words" ADD COLUMN IF NOT EXISTS "department_id" integer;
--> statement-breakpoint
ALTER TABLE "provider_search_words" ADD COLUMN IF NOT EXISTS "province_id" integer;
--> statement-breakpoint
ALTER TABLE "provider_search_words" ADD COLUMN IF NOT EXISTS "location_id" integer;
--> statement-breakpoint
DROP INDEX IF EXISTS "provider_search_words_rank_idx";
--> statement-breakpoint
-- Refilled rather than updated (an UPDATE of every row would leave the table twice its size until a
-- VACUUM FULL): the same statement as 0017's fill, with the places.
TRUNCATE "provider_search_words";
--> statement-breakpoint
WITH p AS MATERIALIZED (SELECT p.id, p.search_document, p.search_quality, public.provider_search_facets(p.id) AS facets,
                               p.department_id, p.province_id, p.location_id
                        FROM providers p WHERE p.unlinked_at IS NULL)
INSERT INTO "provider_search_words" (lexeme, provider_id, in_name, quality, facets, department_id, province_id, location_id)
SELECT l.lexeme, p.id, 'A' = ANY (l.weights), p.search_quality, p.facets, p.department_id, p.province_id, p.location_id
FROM p, unnest(p.search_document) l
WHERE l.weights && ARRAY['A', 'B', 'C']
ORDER BY 1, 2;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "provider_search_words_rank_idx" ON "provider_search_words" ("lexeme", "in_name" DESC, "quality" DESC, "provider_id")
  INCLUDE ("facets", "department_id", "province_id", "location_id");
--> statement-breakpoint
-- No parallel workers for these index ranges: a search reads a few thousand index entries, and
-- starting two workers for it (as the planner chose for the hash join of two words at 100,000
-- providers) cost 20–40 ms on a busy 2-core machine where the join alone took 3–5 ms.
ALTER TABLE "provider_search_words" SET (parallel_workers = 0);
--> statement-breakpoint

-- As in 0017, with the places.
CREATE OR REPLACE FUNCTION public.provider_words_changed(p_old public.providers[], p_new public.providers[])
  RETURNS void LANGUAGE sql AS $$
  DELETE FROM public.provider_search_words w
  USING (SELECT o.id, l.lexeme FROM unnest(p_old) o, unnest(o.search_document) l
         WHERE l.weights && ARRAY['A', 'B', 'C']) d
  WHERE w.lexeme = d.lexeme AND w.provider_id = d.id;
  WITH n AS MATERIALIZED (SELECT n.id, n.search_document, n.search_quality, public.provider_search_facets(n.id) AS facets,
                                 n.department_id, n.province_id, n.location_id
                          FROM unnest(p_new) n WHERE n.unlinked_at IS NULL)
  INSERT INTO public.provider_search_words (lexeme, provider_id, in_name, quality, facets, department_id, province_id, location_id)
  SELECT l.lexeme, n.id, 'A' = ANY (l.weights), n.search_quality, n.facets, n.department_id, n.province_id, n.location_id
  FROM n, unnest(n.search_document) l
  WHERE l.weights && ARRAY['A', 'B', 'C']
  ORDER BY 1, 2
  ON CONFLICT (lexeme, provider_id) DO UPDATE SET in_name = EXCLUDED.in_name, quality = EXCLUDED.quality, facets = EXCLUDED.facets,
    department_id = EXCLUDED.department_id, province_id = EXCLUDED.province_id, location_id = EXCLUDED.location_id;
  INSERT INTO public.provider_search_intro_words AS c (lexeme, providers)
  SELECT lexeme, sum(n)::integer FROM (
    SELECT l.lexeme, -1 AS n FROM unnest(p_old) o, unnest(o.search_document) l
    WHERE o.unlinked_at IS NULL AND NOT (l.weights && ARRAY['A', 'B', 'C'])
    UNION ALL
    SELECT l.lexeme, 1 FROM unnest(p_new) n, unnest(n.search_document) l
    WHERE n.unlinked_at IS NULL AND NOT (l.weights && ARRAY['A', 'B', 'C'])
  ) x GROUP BY lexeme HAVING sum(n) <> 0 ORDER BY lexeme
  ON CONFLICT (lexeme) DO UPDATE SET providers = c.providers + EXCLUDED.providers;
  INSERT INTO public.provider_name_words AS c (word, providers)
  SELECT word, sum(n)::integer FROM (
    SELECT w AS word, -1 AS n FROM unnest(p_old) o, public.company_name_words(o.company_name) w WHERE o.unlinked_at IS NULL
    UNION ALL
    SELECT w, 1 FROM unnest(p_new) n, public.company_name_words(n.company_name) w WHERE n.unlinked_at IS NULL
  ) x GROUP BY word HAVING sum(n) <> 0 ORDER BY word
  ON CONFLICT (word) DO UPDATE SET providers = c.providers + EXCLUDED.providers;
$$;
--> statement-breakpoint

-- As in 0017; a change of place alone (same names) also refreshes the rows.
CREATE OR REPLACE FUNCTION public.providers_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  olds public.providers[];
  news public.providers[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n) INTO news FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o) INTO olds FROM old_rows o;
  ELSE
    SELECT array_agg(o), array_agg(n) INTO olds, news FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.search_document IS DISTINCT FROM o.search_document
       OR n.search_quality IS DISTINCT FROM o.search_quality
       OR n.company_name IS DISTINCT FROM o.company_name
       OR n.unlinked_at IS DISTINCT FROM o.unlinked_at
       OR n.location_id IS DISTINCT FROM o.location_id
       OR n.province_id IS DISTINCT FROM o.province_id
       OR n.department_id IS DISTINCT FROM o.department_id;
  END IF;
  IF olds IS NOT NULL OR news IS NOT NULL THEN
    PERFORM public.provider_words_changed(olds, news);
  END IF;
  RETURN NULL;
END
$$;
