-- Per-word search structures (issue 16, docs/decisions/163-search-words.md), kept by statement
-- triggers on providers from the rows a statement changed (old and new search_document):
-- 1. provider_search_words: one row per listed provider and lexeme of its company name, services
--    and places (weights A, B, C of search_document; not the introduction), with in_name (weight A)
--    the provider's search_quality and its facets (its service types and their groups, as in
--    provider_search_entries without 0). (lexeme, in_name DESC, quality DESC, provider_id) INCLUDE
--    (facets) gives a one-word search's page in ranking order and the facet counts of its first
--    10,001 matches with index-only range scans; (lexeme, provider_id) its total and the
--    intersections of two words.
-- 2. provider_search_intro_words: per lexeme, the number of listed providers that have it only in
--    their introduction (weight D). The words above answer a search exactly when this is 0 for
--    every lexeme of the query.
-- 3. provider_name_words: per word of 4+ letters of company names (unaccented, lower case), the
--    number of listed providers with it: the company-name part of the typo vocabulary.
-- Plain SQL for PostgreSQL 15 and PGlite.

CREATE TABLE IF NOT EXISTS "provider_search_words" (
  "lexeme" text NOT NULL,
  "provider_id" integer NOT NULL,
  "in_name" boolean NOT NULL,
  "quality" integer NOT NULL,
  "facets" integer[] NOT NULL,
  PRIMARY KEY ("lexeme", "provider_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "provider_search_words_rank_idx" ON "provider_search_words" ("lexeme", "in_name" DESC, "quality" DESC, "provider_id") INCLUDE ("facets");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "provider_search_intro_words" (
  "lexeme" text PRIMARY KEY,
  "providers" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "provider_name_words" (
  "word" text PRIMARY KEY,
  "providers" integer NOT NULL
);
--> statement-breakpoint

-- The facets of a provider other than 0 (refresh_provider_search_entries, migration 0014), sorted.
CREATE OR REPLACE FUNCTION public.provider_search_facets(p_id integer) RETURNS integer[]
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(f ORDER BY f), '{}') FROM (
    SELECT pst.service_type_id AS f FROM public.provider_service_types pst WHERE pst.provider_id = p_id
    UNION SELECT public.search_group_facet(st."group") FROM public.provider_service_types pst
      JOIN public.service_types st ON st.id = pst.service_type_id WHERE pst.provider_id = p_id
  ) x
$$;
--> statement-breakpoint

-- The words of a company name as the typo vocabulary takes them.
CREATE OR REPLACE FUNCTION public.company_name_words(p_name text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(public.f_unaccent(lower(coalesce(p_name, ''))), '[^a-z0-9]+') w
  WHERE length(w) >= 4
$$;
--> statement-breakpoint

-- p_old: the rows as they were (their words leave), p_new: as they are (their words come in).
CREATE OR REPLACE FUNCTION public.provider_words_changed(p_old public.providers[], p_new public.providers[])
  RETURNS void LANGUAGE sql AS $$
  DELETE FROM public.provider_search_words w
  USING (SELECT o.id, l.lexeme FROM unnest(p_old) o, unnest(o.search_document) l
         WHERE l.weights && ARRAY['A', 'B', 'C']) d
  WHERE w.lexeme = d.lexeme AND w.provider_id = d.id;
  WITH n AS MATERIALIZED (SELECT n.id, n.search_document, n.search_quality, public.provider_search_facets(n.id) AS facets
                          FROM unnest(p_new) n WHERE n.unlinked_at IS NULL)
  INSERT INTO public.provider_search_words (lexeme, provider_id, in_name, quality, facets)
  SELECT l.lexeme, n.id, 'A' = ANY (l.weights), n.search_quality, n.facets
  FROM n, unnest(n.search_document) l
  WHERE l.weights && ARRAY['A', 'B', 'C']
  ORDER BY 1, 2
  ON CONFLICT (lexeme, provider_id) DO UPDATE SET in_name = EXCLUDED.in_name, quality = EXCLUDED.quality, facets = EXCLUDED.facets;
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
       OR n.unlinked_at IS DISTINCT FROM o.unlinked_at;
  END IF;
  IF olds IS NOT NULL OR news IS NOT NULL THEN
    PERFORM public.provider_words_changed(olds, news);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "providers_words_after_insert" AFTER INSERT ON "providers"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.providers_words_changed();
--> statement-breakpoint
CREATE TRIGGER "providers_words_after_update" AFTER UPDATE ON "providers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.providers_words_changed();
--> statement-breakpoint
CREATE TRIGGER "providers_words_after_delete" AFTER DELETE ON "providers"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.providers_words_changed();
--> statement-breakpoint

-- Existing data, in one pass each.
WITH p AS MATERIALIZED (SELECT p.id, p.search_document, p.search_quality, public.provider_search_facets(p.id) AS facets
                        FROM providers p WHERE p.unlinked_at IS NULL)
INSERT INTO "provider_search_words" (lexeme, provider_id, in_name, quality, facets)
SELECT l.lexeme, p.id, 'A' = ANY (l.weights), p.search_quality, p.facets
FROM p, unnest(p.search_document) l
WHERE l.weights && ARRAY['A', 'B', 'C']
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "provider_search_intro_words" (lexeme, providers)
SELECT l.lexeme, count(*)::integer FROM providers p, unnest(p.search_document) l
WHERE p.unlinked_at IS NULL AND NOT (l.weights && ARRAY['A', 'B', 'C'])
GROUP BY 1
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "provider_name_words" (word, providers)
SELECT w, count(*)::integer FROM providers p, public.company_name_words(p.company_name) w
WHERE p.unlinked_at IS NULL
GROUP BY 1
ON CONFLICT DO NOTHING;
