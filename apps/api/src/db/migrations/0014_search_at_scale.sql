-- Search at a million providers (issue 16, docs/decisions/160-search-at-scale.md).
-- 1. providers.search_quality: one integer that orders providers by rating, then number of
--    reviews, then plan, then response time — kept by a BEFORE trigger on every provider write
--    and by a trigger on provider_response_times.
-- 2. provider_search_entries: one narrow row per listed provider and facet (0 = every provider,
--    > 0 = a service type id, < 0 = a service group, see search_group_facet) with its places and
--    quality; covering btree indexes give any page of "facet [+ place]" in quality order with an
--    index-only scan. Kept by statement triggers on providers and provider_service_types.
-- 3. provider_search_counts: the number of listed providers per facet and place (0 = all Peru,
--    else a department, province or district id), kept by statement triggers on the entries:
--    exact totals and facet counts of every filter-only search without counting per request.
-- Plain SQL for PostgreSQL 15 and PGlite.

CREATE OR REPLACE FUNCTION public.search_group_facet(p_group text) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT -coalesce(array_position(ARRAY['locals', 'feeding', 'audiovisual', 'animation', 'dressing',
    'planning', 'setting', 'structures', 'coming_soon']::text[], p_group), 99)
$$;
--> statement-breakpoint

-- rating (0–5, one decimal) × 10^7 + reviews (capped at 99,999) × 100 + business 10 + response bucket 0–4.
CREATE OR REPLACE FUNCTION public.search_quality(p_score real, p_reviews integer, p_plan text, p_response_seconds integer)
  RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (round(least(greatest(coalesce(p_score, 0), 0), 5)::numeric * 10)::integer * 10000000
    + least(greatest(coalesce(p_reviews, 0), 0), 99999) * 100
    + CASE WHEN p_plan = 'business' THEN 10 ELSE 0 END
    + CASE WHEN p_response_seconds IS NULL THEN 0
           WHEN p_response_seconds <= 3600 THEN 4
           WHEN p_response_seconds <= 4 * 3600 THEN 3
           WHEN p_response_seconds <= 24 * 3600 THEN 2
           WHEN p_response_seconds <= 72 * 3600 THEN 1
           ELSE 0 END)::integer
$$;
--> statement-breakpoint

ALTER TABLE "providers" ADD COLUMN IF NOT EXISTS "search_quality" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION public.providers_search_quality() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_quality := public.search_quality(NEW.reviews_score, NEW.reviews_number, NEW.plan,
    (SELECT rt.median_seconds FROM public.provider_response_times rt WHERE rt.provider_id = NEW.id));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "providers_search_quality" BEFORE INSERT OR UPDATE OF "reviews_score", "reviews_number", "plan", "search_quality"
  ON "providers" FOR EACH ROW EXECUTE FUNCTION public.providers_search_quality();
--> statement-breakpoint

CREATE OR REPLACE FUNCTION public.provider_response_times_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Any write of search_quality makes the BEFORE trigger recompute it from the current figures.
  UPDATE public.providers SET search_quality = -1
  WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.provider_id ELSE NEW.provider_id END;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "provider_response_times_search_quality" AFTER INSERT OR UPDATE OF "median_seconds" OR DELETE
  ON "provider_response_times" FOR EACH ROW EXECUTE FUNCTION public.provider_response_times_changed();
--> statement-breakpoint

CREATE TABLE IF NOT EXISTS "provider_search_entries" (
  "provider_id" integer NOT NULL REFERENCES "providers" ("id") ON DELETE CASCADE,
  "facet" integer NOT NULL,
  "department_id" integer,
  "province_id" integer,
  "location_id" integer,
  "quality" integer NOT NULL,
  PRIMARY KEY ("provider_id", "facet")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "provider_search_entries_all_idx" ON "provider_search_entries" ("facet", "quality" DESC, "provider_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "provider_search_entries_department_idx" ON "provider_search_entries" ("facet", "department_id", "quality" DESC, "provider_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "provider_search_entries_province_idx" ON "provider_search_entries" ("facet", "province_id", "quality" DESC, "provider_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "provider_search_entries_location_idx" ON "provider_search_entries" ("facet", "location_id", "quality" DESC, "provider_id");
--> statement-breakpoint
-- Text searches: matches in quality order (a scan of this index that stops at the page when the
-- words are common; a GIN bitmap and a sort when they are rare).
CREATE INDEX IF NOT EXISTS "providers_search_quality_idx" ON "providers" ("search_quality" DESC, "id") WHERE "unlinked_at" IS NULL;
--> statement-breakpoint

CREATE TABLE IF NOT EXISTS "provider_search_counts" (
  "facet" integer NOT NULL,
  "place_id" integer NOT NULL,
  "count" integer NOT NULL,
  PRIMARY KEY ("facet", "place_id")
);
--> statement-breakpoint

CREATE OR REPLACE FUNCTION public.provider_search_entries_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO public.provider_search_counts AS c (facet, place_id, count)
    SELECT e.facet, v.place, count(*)::integer FROM new_rows e,
      LATERAL (VALUES (0), (e.department_id), (e.province_id), (e.location_id)) v(place)
    WHERE v.place IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (facet, place_id) DO UPDATE SET count = c.count + EXCLUDED.count;
  ELSE
    UPDATE public.provider_search_counts c SET count = c.count - d.n
    FROM (SELECT e.facet, v.place, count(*)::integer AS n FROM old_rows e,
            LATERAL (VALUES (0), (e.department_id), (e.province_id), (e.location_id)) v(place)
          WHERE v.place IS NOT NULL GROUP BY 1, 2) d
    WHERE c.facet = d.facet AND c.place_id = d.place;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "provider_search_entries_after_insert" AFTER INSERT ON "provider_search_entries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.provider_search_entries_counted();
--> statement-breakpoint
CREATE TRIGGER "provider_search_entries_after_delete" AFTER DELETE ON "provider_search_entries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.provider_search_entries_counted();
--> statement-breakpoint

-- The entries of some providers, rebuilt from their current row and services (unlisted: none).
CREATE OR REPLACE FUNCTION public.refresh_provider_search_entries(p_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM public.provider_search_entries WHERE provider_id = ANY (p_ids);
  INSERT INTO public.provider_search_entries (provider_id, facet, department_id, province_id, location_id, quality)
  SELECT p.id, f.facet, p.department_id, p.province_id, p.location_id, p.search_quality
  FROM public.providers p
  CROSS JOIN LATERAL (
    SELECT 0 AS facet
    UNION SELECT pst.service_type_id FROM public.provider_service_types pst WHERE pst.provider_id = p.id
    UNION SELECT public.search_group_facet(st."group") FROM public.provider_service_types pst
      JOIN public.service_types st ON st.id = pst.service_type_id WHERE pst.provider_id = p.id
  ) f
  WHERE p.id = ANY (p_ids) AND p.unlinked_at IS NULL
  ORDER BY p.id, f.facet;
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION public.providers_search_entries_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id) INTO ids FROM new_rows;
  ELSE
    SELECT array_agg(n.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.search_quality IS DISTINCT FROM o.search_quality
       OR n.location_id IS DISTINCT FROM o.location_id
       OR n.province_id IS DISTINCT FROM o.province_id
       OR n.department_id IS DISTINCT FROM o.department_id
       OR n.unlinked_at IS DISTINCT FROM o.unlinked_at;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM public.refresh_provider_search_entries(ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "providers_search_entries_after_insert" AFTER INSERT ON "providers"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.providers_search_entries_changed();
--> statement-breakpoint
CREATE TRIGGER "providers_search_entries_after_update" AFTER UPDATE ON "providers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.providers_search_entries_changed();
--> statement-breakpoint

CREATE OR REPLACE FUNCTION public.provider_services_search_entries_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(DISTINCT provider_id) INTO ids FROM changed_rows;
  IF ids IS NOT NULL THEN
    PERFORM public.refresh_provider_search_entries(ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "provider_service_types_search_entries_after_insert" AFTER INSERT ON "provider_service_types"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.provider_services_search_entries_changed();
--> statement-breakpoint
CREATE TRIGGER "provider_service_types_search_entries_after_delete" AFTER DELETE ON "provider_service_types"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.provider_services_search_entries_changed();
--> statement-breakpoint

-- Existing data: quality of every provider, then their entries (the counts follow by trigger).
UPDATE "providers" SET "search_quality" = -1;
--> statement-breakpoint
SELECT public.refresh_provider_search_entries(coalesce((SELECT array_agg(id) FROM public.providers), '{}'));
