-- One narrow row per listed provider with every lexeme of its search document (issue 16,
-- docs/decisions/370-search-documents.md): a text of two or more plain words ("mamani express",
-- "chavez del sur", "palacios eventos" — a word found only in introductions included) finds its
-- matches with the GIN index of `lexemes` (an intersection of posting lists, exact: no recheck) and
-- reads them from this table's small rows, which carry what the ranking, the filters and the facets
-- need (quality, the lexemes of the company name for the first tier, facets, places), instead of
-- merging the two words' whole ranges of provider_search_words (every row of both lexemes read:
-- ≈ 140,000 for "mamani express" at 1,000,000 providers) or reading the matches' wide rows of
-- providers (the full-text plan: 10,001 rows of the heap for "palacios eventos").
-- Kept by the statement triggers of migration 0017 (provider_words_changed below, from the rows a
-- statement changed). Plain SQL for PostgreSQL 15 and PGlite.

CREATE TABLE IF NOT EXISTS "provider_search_documents" (
  "provider_id" integer PRIMARY KEY,
  "quality" integer NOT NULL,
  "name_lexemes" text[] NOT NULL,
  "facets" integer[] NOT NULL,
  "department_id" integer,
  "province_id" integer,
  "location_id" integer,
  "lexemes" text[] NOT NULL
);
--> statement-breakpoint
-- A search reads a few thousand rows: no parallel workers (as for provider_search_words, 0018).
ALTER TABLE "provider_search_documents" SET (parallel_workers = 0);
--> statement-breakpoint

-- The lexemes of weight A (the company name) of a search document, sorted.
CREATE OR REPLACE FUNCTION public.search_name_lexemes(p_document tsvector) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(l.lexeme ORDER BY l.lexeme), '{}') FROM unnest(p_document) l WHERE 'A' = ANY (l.weights)
$$;
--> statement-breakpoint

-- The facets from provider_search_entries (kept by the 0014 triggers: the same as
-- provider_search_facets(), read per provider by key instead of recomputed from the services).
INSERT INTO "provider_search_documents" (provider_id, quality, name_lexemes, facets, department_id, province_id, location_id, lexemes)
SELECT p.id, p.search_quality, public.search_name_lexemes(p.search_document), f.facets,
       p.department_id, p.province_id, p.location_id, tsvector_to_array(p.search_document)
FROM providers p,
  LATERAL (SELECT coalesce(array_agg(e.facet ORDER BY e.facet), '{}') AS facets FROM provider_search_entries e
           WHERE e.provider_id = p.id AND e.facet <> 0) f
WHERE p.unlinked_at IS NULL
ORDER BY p.id
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "provider_search_documents_lexemes_idx" ON "provider_search_documents" USING gin ("lexemes");
--> statement-breakpoint

-- As in 0018, and the provider's row of provider_search_documents.
CREATE OR REPLACE FUNCTION public.provider_words_changed(p_old public.providers[], p_new public.providers[])
  RETURNS void LANGUAGE sql AS $$
  DELETE FROM public.provider_search_words w
  USING (SELECT o.id, l.lexeme FROM unnest(p_old) o, unnest(o.search_document) l
         WHERE l.weights && ARRAY['A', 'B', 'C']) d
  WHERE w.lexeme = d.lexeme AND w.provider_id = d.id;
  DELETE FROM public.provider_search_documents d USING unnest(p_old) o WHERE d.provider_id = o.id;
  WITH n AS MATERIALIZED (SELECT n.id, n.search_document, n.search_quality, public.provider_search_facets(n.id) AS facets,
                                 n.department_id, n.province_id, n.location_id
                          FROM unnest(p_new) n WHERE n.unlinked_at IS NULL),
    words AS (
      INSERT INTO public.provider_search_words (lexeme, provider_id, in_name, quality, facets, department_id, province_id, location_id)
      SELECT l.lexeme, n.id, 'A' = ANY (l.weights), n.search_quality, n.facets, n.department_id, n.province_id, n.location_id
      FROM n, unnest(n.search_document) l
      WHERE l.weights && ARRAY['A', 'B', 'C']
      ORDER BY 1, 2
      ON CONFLICT (lexeme, provider_id) DO UPDATE SET in_name = EXCLUDED.in_name, quality = EXCLUDED.quality, facets = EXCLUDED.facets,
        department_id = EXCLUDED.department_id, province_id = EXCLUDED.province_id, location_id = EXCLUDED.location_id
      RETURNING 1)
  INSERT INTO public.provider_search_documents (provider_id, quality, name_lexemes, facets, department_id, province_id, location_id, lexemes)
  SELECT n.id, n.search_quality, public.search_name_lexemes(n.search_document), n.facets, n.department_id, n.province_id, n.location_id,
         tsvector_to_array(n.search_document)
  FROM n ORDER BY n.id
  ON CONFLICT (provider_id) DO UPDATE SET quality = EXCLUDED.quality, name_lexemes = EXCLUDED.name_lexemes, facets = EXCLUDED.facets,
    department_id = EXCLUDED.department_id, province_id = EXCLUDED.province_id, location_id = EXCLUDED.location_id, lexemes = EXCLUDED.lexemes;
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
