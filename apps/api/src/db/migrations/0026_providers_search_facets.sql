-- The provider's facets in its row (issue 16, docs/decisions/384-providers-search-facets.md):
-- providers.search_facets = its facets other than 0 (its service type ids and search_group_facet()
-- of their groups: the non-zero facets refresh_provider_search_entries writes, migration 0014),
-- sorted. The full-text plan of a text search counts the facets of its matches from the rows it
-- has already read instead of probing provider_search_entries once per match (30,004 buffers for
-- "palacios eventos" at 1,000,000 providers).
-- Kept by the statement triggers that refresh search_document when services change (0002): a
-- change of the services, of a service type's names or of its group rewrites the facets of the
-- providers concerned, and a change of the facets refreshes their entries (0014) and per-word rows
-- (0017, 0018) — which also covers a group change, refreshed by nothing before.
-- Plain SQL for PostgreSQL 15 and PGlite.

ALTER TABLE "providers" ADD COLUMN IF NOT EXISTS "search_facets" integer[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
-- The rows there are (before the triggers below watch the column: the entries and per-word rows
-- already hold these facets). The bench loader writes the column itself (its batches run without
-- triggers).
UPDATE "providers" p SET "search_facets" = f.facets
FROM (SELECT pst.provider_id, array_agg(DISTINCT x.f ORDER BY x.f) AS facets
      FROM provider_service_types pst JOIN service_types st ON st.id = pst.service_type_id,
        LATERAL (VALUES (pst.service_type_id), (public.search_group_facet(st."group"))) x(f)
      GROUP BY pst.provider_id) f
WHERE f.provider_id = p.id;
--> statement-breakpoint

-- As in 0002, with the facets.
CREATE OR REPLACE FUNCTION public.provider_services_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.providers p
  SET search_document = public.provider_search_vector(p.id, p.company_name, p.introductory_text, p.location_id, p.district_name),
      search_facets = public.provider_search_facets(p.id)
  WHERE p.id IN (SELECT provider_id FROM changed_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- As in 0002, with the facets, and for a change of group too.
CREATE OR REPLACE FUNCTION public.service_types_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.providers p
  SET search_document = public.provider_search_vector(p.id, p.company_name, p.introductory_text, p.location_id, p.district_name),
      search_facets = public.provider_search_facets(p.id)
  WHERE p.id IN (
    SELECT pst.provider_id FROM public.provider_service_types pst
    JOIN new_rows n ON n.id = pst.service_type_id
    JOIN old_rows o ON o.id = n.id
    WHERE n.type_name IS DISTINCT FROM o.type_name OR n.group_name IS DISTINCT FROM o.group_name
       OR n."group" IS DISTINCT FROM o."group"
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- As in 0014; new facets refresh the entries.
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
       OR n.unlinked_at IS DISTINCT FROM o.unlinked_at
       OR n.search_facets IS DISTINCT FROM o.search_facets;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM public.refresh_provider_search_entries(ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The services' own statement triggers of 0014 would now refresh the same entries a second time.
DROP TRIGGER IF EXISTS "provider_service_types_search_entries_after_insert" ON "provider_service_types";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "provider_service_types_search_entries_after_delete" ON "provider_service_types";
--> statement-breakpoint
DROP FUNCTION IF EXISTS public.provider_services_search_entries_changed();
--> statement-breakpoint
-- As in 0018; new facets refresh the per-word rows.
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
       OR n.department_id IS DISTINCT FROM o.department_id
       OR n.search_facets IS DISTINCT FROM o.search_facets;
  END IF;
  IF olds IS NOT NULL OR news IS NOT NULL THEN
    PERFORM public.provider_words_changed(olds, news);
  END IF;
  RETURN NULL;
END
$$;
