-- Search indexes and the small amount of logic the database keeps consistent by itself:
--   * accent-insensitive trigram indexes (pg_trgm) over f_unaccent(lower(...));
--   * search_tsvector()/search_tsquery(): accent-insensitive Spanish full text;
--   * providers.search_document: Spanish full-text document (A name, B services, C places, D intro);
--   * province_id/department_id derived from location_id (providers, user_events);
--   * like counters (media.likes_count, providers.likes_count) and review aggregates
--     (reviews.score from review_ratings; providers.reviews_score/reviews_number from published reviews).
-- Plain SQL accepted by PostgreSQL 15 and PGlite (PostgreSQL 18). See docs/data-model.md.

-- Trigram indexes. Both the expression and the generated *_search column are indexed on the small
-- catalogue tables, so `f_unaccent(lower(col)) % $q` and `col_search LIKE $q` both use an index.
CREATE INDEX IF NOT EXISTS "keywords_description_trgm_idx" ON "keywords" USING gin (f_unaccent(lower("description")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "keywords_description_search_trgm_idx" ON "keywords" USING gin ("description_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "locations_name_trgm_idx" ON "locations" USING gin (f_unaccent(lower("name")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "locations_name_search_trgm_idx" ON "locations" USING gin ("name_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "providers_company_name_trgm_idx" ON "providers" USING gin (f_unaccent(lower("company_name")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "providers_search_document_idx" ON "providers" USING gin ("search_document");
--> statement-breakpoint

-- Spanish full-text helpers, accent-insensitive in both directions. The Snowball stemmer gives
-- different stems for accented and unaccented spellings ('fotografía' → fotograf, 'fotografia' →
-- fotografi), so a document holds both: the stems of the accented text (then unaccented) and the
-- stems of the unaccented text. Queries are unaccented before parsing, so 'fotógrafo', 'fotografo'
-- and 'fotografia' all match "Fotografía y video".
CREATE OR REPLACE FUNCTION public.search_tsvector(text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT public.f_unaccent(to_tsvector('spanish'::regconfig, lower($1))::text)::tsvector
      || to_tsvector('spanish'::regconfig, public.f_unaccent(lower($1)))
$$;
--> statement-breakpoint
-- Web-search syntax ("quoted phrases", OR, -word) over unaccented input.
CREATE OR REPLACE FUNCTION public.search_tsquery(text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT websearch_to_tsquery('spanish'::regconfig, public.f_unaccent(lower($1)))
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "media_search_idx" ON "media"
  USING gin (public.search_tsvector("seo_filename" || ' ' || "description"))
  WHERE "trashed_at" IS NULL AND "visibility" = 'public';
--> statement-breakpoint

-- Province and department above a location (a district, a province or a department).
CREATE OR REPLACE FUNCTION public.location_lineage(p_location_id integer, OUT province_id integer, OUT department_id integer)
  LANGUAGE sql STABLE AS $$
  SELECT
    CASE l.type WHEN 'district' THEN l.parent_id WHEN 'province' THEN l.id END,
    CASE l.type WHEN 'district' THEN p.parent_id WHEN 'province' THEN l.parent_id ELSE l.id END
  FROM public.locations l
  LEFT JOIN public.locations p ON p.id = l.parent_id
  WHERE l.id = p_location_id
$$;
--> statement-breakpoint

-- The provider's Spanish full-text document. Query it with
--   search_document @@ search_tsquery($q)   (rank: ts_rank(search_document, search_tsquery($q)))
CREATE OR REPLACE FUNCTION public.provider_search_vector(
  p_id integer, p_company text, p_intro text, p_location_id integer, p_district text
) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT
    setweight(public.search_tsvector(coalesce(p_company, '')), 'A') ||
    setweight(public.search_tsvector(coalesce((
      SELECT string_agg(st.type_name || ' ' || st.group_name, ' ')
      FROM public.provider_service_types pst
      JOIN public.service_types st ON st.id = pst.service_type_id
      WHERE pst.provider_id = p_id
    ), '')), 'B') ||
    setweight(public.search_tsvector(coalesce((
      SELECT string_agg(l.name, ' ')
      FROM public.locations l
      WHERE l.id IN (
        SELECT x FROM public.location_lineage(p_location_id) ll,
          LATERAL (VALUES (p_location_id), (ll.province_id), (ll.department_id)) v(x)
      )
    ), '') || ' ' || coalesce(p_district, '')), 'C') ||
    setweight(public.search_tsvector(coalesce(p_intro, '')), 'D')
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION public.providers_before_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lin record;
BEGIN
  IF NEW.location_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.location_id IS DISTINCT FROM OLD.location_id) THEN
    SELECT * INTO lin FROM public.location_lineage(NEW.location_id);
    NEW.province_id := lin.province_id;
    NEW.department_id := lin.department_id;
  END IF;
  IF TG_OP = 'INSERT'
     OR NEW.search_document IS NULL
     OR NEW.company_name IS DISTINCT FROM OLD.company_name
     OR NEW.introductory_text IS DISTINCT FROM OLD.introductory_text
     OR NEW.location_id IS DISTINCT FROM OLD.location_id
     OR NEW.district_name IS DISTINCT FROM OLD.district_name THEN
    NEW.search_document := public.provider_search_vector(
      NEW.id, NEW.company_name, NEW.introductory_text, NEW.location_id, NEW.district_name);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "providers_before_write" BEFORE INSERT OR UPDATE ON "providers"
  FOR EACH ROW EXECUTE FUNCTION public.providers_before_write();
--> statement-breakpoint

-- Services changed: refresh the documents of the providers concerned (once per statement).
CREATE OR REPLACE FUNCTION public.provider_services_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.providers p
  SET search_document = public.provider_search_vector(p.id, p.company_name, p.introductory_text, p.location_id, p.district_name)
  WHERE p.id IN (SELECT provider_id FROM changed_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "provider_service_types_after_insert" AFTER INSERT ON "provider_service_types"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.provider_services_changed();
--> statement-breakpoint
CREATE TRIGGER "provider_service_types_after_delete" AFTER DELETE ON "provider_service_types"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.provider_services_changed();
--> statement-breakpoint

-- A service type renamed: refresh the providers offering it.
CREATE OR REPLACE FUNCTION public.service_types_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.providers p
  SET search_document = public.provider_search_vector(p.id, p.company_name, p.introductory_text, p.location_id, p.district_name)
  WHERE p.id IN (
    SELECT pst.provider_id FROM public.provider_service_types pst
    JOIN new_rows n ON n.id = pst.service_type_id
    JOIN old_rows o ON o.id = n.id
    WHERE n.type_name IS DISTINCT FROM o.type_name OR n.group_name IS DISTINCT FROM o.group_name
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "service_types_after_update" AFTER UPDATE ON "service_types"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.service_types_renamed();
--> statement-breakpoint

-- user_events: derive province/department from the chosen location.
CREATE OR REPLACE FUNCTION public.user_events_before_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lin record;
BEGIN
  IF NEW.location_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.location_id IS DISTINCT FROM OLD.location_id) THEN
    SELECT * INTO lin FROM public.location_lineage(NEW.location_id);
    NEW.province_id := lin.province_id;
    NEW.department_id := lin.department_id;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_events_before_write" BEFORE INSERT OR UPDATE OF "location_id" ON "user_events"
  FOR EACH ROW EXECUTE FUNCTION public.user_events_before_write();
--> statement-breakpoint

-- Likes: the target must exist; counters follow inserts and deletes.
CREATE OR REPLACE FUNCTION public.likes_before_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.target_type = 'media' AND NOT EXISTS (SELECT 1 FROM public.media WHERE id = NEW.target_id))
     OR (NEW.target_type = 'provider' AND NOT EXISTS (SELECT 1 FROM public.providers WHERE id = NEW.target_id)) THEN
    RAISE EXCEPTION 'like target %/% does not exist', NEW.target_type, NEW.target_id USING ERRCODE = '23503';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "likes_before_insert" BEFORE INSERT ON "likes"
  FOR EACH ROW EXECUTE FUNCTION public.likes_before_insert();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.likes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.target_type = 'media' THEN
      UPDATE public.media SET likes_count = likes_count + 1 WHERE id = NEW.target_id;
    ELSE
      UPDATE public.providers SET likes_count = likes_count + 1 WHERE id = NEW.target_id;
    END IF;
    RETURN NEW;
  END IF;
  IF OLD.target_type = 'media' THEN
    UPDATE public.media SET likes_count = GREATEST(likes_count - 1, 0) WHERE id = OLD.target_id;
  ELSE
    UPDATE public.providers SET likes_count = GREATEST(likes_count - 1, 0) WHERE id = OLD.target_id;
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "likes_count" AFTER INSERT OR DELETE ON "likes"
  FOR EACH ROW EXECUTE FUNCTION public.likes_count();
--> statement-breakpoint

-- Polymorphic likes have no foreign key: remove them with their target.
CREATE OR REPLACE FUNCTION public.likes_target_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.likes l USING deleted_rows d
  WHERE l.target_type = TG_ARGV[0] AND l.target_id = d.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "media_after_delete_likes" AFTER DELETE ON "media"
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION public.likes_target_deleted('media');
--> statement-breakpoint
CREATE TRIGGER "providers_after_delete_likes" AFTER DELETE ON "providers"
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION public.likes_target_deleted('provider');
--> statement-breakpoint

-- Reviews: score = average of its ratings; provider aggregates over published reviews.
CREATE OR REPLACE FUNCTION public.refresh_provider_reviews(p_provider_id integer) RETURNS void LANGUAGE sql AS $$
  UPDATE public.providers p
  SET reviews_number = s.n, reviews_score = s.score
  FROM (
    SELECT count(*)::integer AS n, coalesce(round(avg(score)::numeric, 2), 0)::real AS score
    FROM public.reviews WHERE provider_id = p_provider_id AND status = 'published'
  ) s
  WHERE p.id = p_provider_id AND (p.reviews_number, p.reviews_score) IS DISTINCT FROM (s.n, s.score)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.reviews_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM public.refresh_provider_reviews(NEW.provider_id);
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.provider_id <> NEW.provider_id) THEN
    PERFORM public.refresh_provider_reviews(OLD.provider_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reviews_after_write" AFTER INSERT OR DELETE OR UPDATE OF "score", "status", "provider_id" ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION public.reviews_after_write();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.review_ratings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.reviews r
  SET score = coalesce((SELECT round(avg(rr.rating)::numeric, 2)::real FROM public.review_ratings rr WHERE rr.review_id = r.id), 0)
  WHERE r.id IN (SELECT review_id FROM changed_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "review_ratings_after_insert" AFTER INSERT ON "review_ratings"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.review_ratings_changed();
--> statement-breakpoint
CREATE TRIGGER "review_ratings_after_update" AFTER UPDATE ON "review_ratings"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.review_ratings_changed();
--> statement-breakpoint
CREATE TRIGGER "review_ratings_after_delete" AFTER DELETE ON "review_ratings"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.review_ratings_changed();
