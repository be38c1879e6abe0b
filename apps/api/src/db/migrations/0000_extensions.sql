-- Extensions and the immutable unaccent wrapper used by generated columns and indexes.
-- pg_trgm and unaccent are "trusted" extensions (PostgreSQL 13+): a database owner can create them.
-- PGlite loads both from @electric-sql/pglite/contrib (see client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (it depends on search_path and the dictionary), so it cannot be used in
-- an index or a generated column. This wrapper pins the dictionary by schema-qualified name, which
-- makes declaring it IMMUTABLE safe. Works on PostgreSQL 15 and PGlite (PostgreSQL 18).
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
