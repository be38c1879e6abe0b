CREATE TABLE "event_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_name" text NOT NULL,
	"slug" text NOT NULL,
	"group" text NOT NULL,
	"group_name" text NOT NULL,
	"group_order" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_types_group_check" CHECK ("group" IN ('social', 'corporate', 'marketing', 'political'))
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"entry_type" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"custom1" text,
	"custom2" text,
	"reference_id" integer,
	"reference_key" text,
	"description_search" text GENERATED ALWAYS AS (f_unaccent(lower(description))) STORED,
	CONSTRAINT "keywords_description_entry_type_key" UNIQUE("description","entry_type")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(6) NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"parent_id" integer,
	"name_search" text GENERATED ALWAYS AS (f_unaccent(lower(name))) STORED,
	CONSTRAINT "locations_type_check" CHECK ("type" IN ('department', 'province', 'district'))
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_name" text NOT NULL,
	"slug" text NOT NULL,
	"group" text NOT NULL,
	"group_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_types_group_check" CHECK ("group" IN ('locals', 'feeding', 'audiovisual', 'animation', 'dressing', 'planning', 'setting', 'structures', 'coming_soon'))
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"family_expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"display_name" text,
	"avatar_url" text,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"gender" text,
	"birth_date" date,
	"avatar_url" text,
	"avatar_upload_id" integer,
	"avatar_preferred" text DEFAULT 'social' NOT NULL,
	"provider_id" integer,
	"is_admin" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_gender_check" CHECK ("gender" IS NULL OR "gender" IN ('male', 'female', 'other', 'prefer_not_to_say')),
	CONSTRAINT "users_avatar_preferred_check" CHECK ("avatar_preferred" IN ('social', 'upload'))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"key_prefix" text NOT NULL,
	"mime_type" text NOT NULL,
	"original_filename" text,
	"size" integer DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer,
	"aspect_ratio" real,
	"sizes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_kind_check" CHECK ("kind" IN ('media', 'logo', 'avatar', 'cover', 'testimonial', 'blog', 'file'))
);
--> statement-breakpoint
CREATE TABLE "provider_service_types" (
	"provider_id" integer NOT NULL,
	"service_type_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_service_types_pkey" PRIMARY KEY("provider_id","service_type_id")
);
--> statement-breakpoint
CREATE TABLE "provider_slug_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"preregister_id" text,
	"company_name" text NOT NULL,
	"slug" text NOT NULL,
	"logo_id" integer,
	"introductory_text" text DEFAULT '' NOT NULL,
	"plan" text DEFAULT 'basic' NOT NULL,
	"plan_started_at" timestamp with time zone,
	"plan_expires_at" timestamp with time zone,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contact_firstname" text,
	"contact_lastname" text,
	"email" text,
	"email_verified_at" timestamp with time zone,
	"cellphone" text,
	"address_line1" text,
	"address_line2" text,
	"location_id" integer,
	"province_id" integer,
	"department_id" integer,
	"district_name" text,
	"website" text,
	"reviews_score" real DEFAULT 0 NOT NULL,
	"reviews_number" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"search_document" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_plan_check" CHECK ("plan" IN ('basic', 'business'))
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"testimonial" text NOT NULL,
	"company_url" text,
	"photo_upload_id" integer,
	"photo" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upgrade_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"user_id" integer,
	"requested_plan" text DEFAULT 'business' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_reference" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "upgrade_requests_plan_check" CHECK ("requested_plan" IN ('basic', 'business')),
	CONSTRAINT "upgrade_requests_status_check" CHECK ("status" IN ('pending', 'granted', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"kind" text DEFAULT 'gallery' NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "albums_kind_check" CHECK ("kind" IN ('gallery', 'covers'))
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"media_type" text DEFAULT 'photo' NOT NULL,
	"mime_type" text NOT NULL,
	"filename" text DEFAULT '' NOT NULL,
	"seo_filename" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"original_filename" text,
	"external_id" text,
	"path" text,
	"thumbnail" text,
	"sizes" jsonb,
	"width" integer,
	"height" integer,
	"size" integer,
	"aspect_ratio" real,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"top" boolean DEFAULT false NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"upload_id" integer,
	"created_by" integer,
	"trashed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_media_type_check" CHECK ("media_type" IN ('photo', 'video')),
	CONSTRAINT "media_visibility_check" CHECK ("visibility" IN ('public', 'private'))
);
--> statement-breakpoint
CREATE TABLE "media_service_types" (
	"media_id" integer NOT NULL,
	"service_type_id" integer NOT NULL,
	CONSTRAINT "media_service_types_pkey" PRIMARY KEY("media_id","service_type_id")
);
--> statement-breakpoint
CREATE TABLE "customer_album_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_album_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_albums_name_check" CHECK (length(btrim(name)) > 0)
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_target_type_check" CHECK ("target_type" IN ('media', 'provider'))
);
--> statement-breakpoint
CREATE TABLE "review_ratings" (
	"review_id" integer NOT NULL,
	"criterion" text NOT NULL,
	"rating" smallint NOT NULL,
	CONSTRAINT "review_ratings_pkey" PRIMARY KEY("review_id","criterion"),
	CONSTRAINT "review_ratings_criterion_check" CHECK ("criterion" IN ('price', 'experience', 'quality', 'punctuality', 'kindly', 'advisory')),
	CONSTRAINT "review_ratings_rating_check" CHECK (rating BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_event_id" integer,
	"comment" text NOT NULL,
	"conditions" boolean DEFAULT false NOT NULL,
	"score" real DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"response" text,
	"responded_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_status_check" CHECK ("status" IN ('published', 'hidden', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "user_event_service_types" (
	"user_event_id" integer NOT NULL,
	"service_type_id" integer NOT NULL,
	"guests" integer,
	"hours" numeric(4, 1),
	"budget_min_cents" integer,
	"budget_max_cents" integer,
	"currency" text DEFAULT 'PEN' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_event_service_types_pkey" PRIMARY KEY("user_event_id","service_type_id"),
	CONSTRAINT "user_event_service_types_currency_check" CHECK ("currency" IN ('PEN', 'USD')),
	CONSTRAINT "user_event_service_types_budget_check" CHECK (budget_min_cents IS NULL OR budget_max_cents IS NULL OR budget_min_cents <= budget_max_cents)
);
--> statement-breakpoint
CREATE TABLE "user_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_type_id" integer NOT NULL,
	"description" text NOT NULL,
	"location_id" integer,
	"province_id" integer,
	"department_id" integer,
	"place" text,
	"event_date" date NOT NULL,
	"start_time" text,
	"guests" integer,
	"status" text DEFAULT 'visible' NOT NULL,
	"addressed_provider_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_events_status_check" CHECK ("status" IN ('visible', 'hidden', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "quotation_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" integer,
	"actor_role" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_status_history_to_check" CHECK ("to_status" IN ('delivered', 'opened', 'liked', 'accepted', 'discarded', 'upgraded', 'archived')),
	CONSTRAINT "quotation_status_history_from_check" CHECK ("from_status" IS NULL OR "from_status" IN ('delivered', 'opened', 'liked', 'accepted', 'discarded', 'upgraded', 'archived')),
	CONSTRAINT "quotation_status_history_actor_check" CHECK ("actor_role" IN ('customer', 'provider', 'system', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "quotation_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"version" integer NOT NULL,
	"currency" text DEFAULT 'PEN' NOT NULL,
	"service_price_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	"include_igv" boolean DEFAULT true NOT NULL,
	"total_cents" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"includes" text,
	"valid_until" date,
	"attachment_upload_id" integer,
	"attachment_path" text,
	"attachment_name" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_versions_currency_check" CHECK ("currency" IN ('PEN', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_event_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"service_type_id" integer,
	"created_by" integer,
	"status" text DEFAULT 'delivered' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"currency" text DEFAULT 'PEN' NOT NULL,
	"service_price_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	"include_igv" boolean DEFAULT true NOT NULL,
	"total_cents" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"includes" text,
	"valid_until" date,
	"attachment_upload_id" integer,
	"attachment_path" text,
	"attachment_name" text,
	"opened_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"archived_by_customer_at" timestamp with time zone,
	"archived_by_provider_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_status_check" CHECK ("status" IN ('delivered', 'opened', 'liked', 'accepted', 'discarded', 'upgraded', 'archived')),
	CONSTRAINT "quotations_currency_check" CHECK ("currency" IN ('PEN', 'USD')),
	CONSTRAINT "quotations_amounts_check" CHECK (service_price_cents >= 0 AND discount_cents >= 0 AND price_cents >= 0 AND total_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("status" IN ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"template" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_status_check" CHECK ("status" IN ('pending', 'sending', 'sent', 'failed', 'logged'))
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content_md" text DEFAULT '' NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"cover_upload_id" integer,
	"cover" text,
	"author_id" integer,
	"author_name" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"seo_title" text,
	"seo_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_status_check" CHECK ("status" IN ('draft', 'published'))
);
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_parent_id_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_parent_id_refresh_tokens_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."refresh_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_upload_id_uploads_id_fk" FOREIGN KEY ("avatar_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_service_types" ADD CONSTRAINT "provider_service_types_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_service_types" ADD CONSTRAINT "provider_service_types_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_slug_history" ADD CONSTRAINT "provider_slug_history_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_logo_id_uploads_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_province_id_locations_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_department_id_locations_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_photo_upload_id_uploads_id_fk" FOREIGN KEY ("photo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_requests" ADD CONSTRAINT "upgrade_requests_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_requests" ADD CONSTRAINT "upgrade_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_service_types" ADD CONSTRAINT "media_service_types_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_service_types" ADD CONSTRAINT "media_service_types_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_album_items" ADD CONSTRAINT "customer_album_items_customer_album_id_customer_albums_id_fk" FOREIGN KEY ("customer_album_id") REFERENCES "public"."customer_albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_album_items" ADD CONSTRAINT "customer_album_items_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_albums" ADD CONSTRAINT "customer_albums_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_ratings" ADD CONSTRAINT "review_ratings_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_event_id_user_events_id_fk" FOREIGN KEY ("user_event_id") REFERENCES "public"."user_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_event_service_types" ADD CONSTRAINT "user_event_service_types_user_event_id_user_events_id_fk" FOREIGN KEY ("user_event_id") REFERENCES "public"."user_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_event_service_types" ADD CONSTRAINT "user_event_service_types_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_province_id_locations_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_department_id_locations_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_addressed_provider_id_providers_id_fk" FOREIGN KEY ("addressed_provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_status_history" ADD CONSTRAINT "quotation_status_history_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_status_history" ADD CONSTRAINT "quotation_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_versions" ADD CONSTRAINT "quotation_versions_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_versions" ADD CONSTRAINT "quotation_versions_attachment_upload_id_uploads_id_fk" FOREIGN KEY ("attachment_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_versions" ADD CONSTRAINT "quotation_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_user_event_id_user_events_id_fk" FOREIGN KEY ("user_event_id") REFERENCES "public"."user_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_attachment_upload_id_uploads_id_fk" FOREIGN KEY ("attachment_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_cover_upload_id_uploads_id_fk" FOREIGN KEY ("cover_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_types_slug_key" ON "event_types" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "event_types_popularity_idx" ON "event_types" USING btree ("popularity" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "event_types_group_idx" ON "event_types" USING btree ("group_order","type_name");--> statement-breakpoint
CREATE INDEX "keywords_priority_idx" ON "keywords" USING btree ("priority" DESC NULLS FIRST,"description");--> statement-breakpoint
CREATE INDEX "keywords_reference_idx" ON "keywords" USING btree ("entry_type","reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_code_key" ON "locations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "locations_parent_id_idx" ON "locations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "locations_type_name_idx" ON "locations" USING btree ("type","name");--> statement-breakpoint
CREATE UNIQUE INDEX "service_types_slug_key" ON "service_types" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "service_types_group_idx" ON "service_types" USING btree ("group","sort_order");--> statement-breakpoint
CREATE INDEX "email_codes_user_purpose_idx" ON "email_codes" USING btree ("user_id","purpose","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_codes_email_idx" ON "email_codes" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_provider_subject_key" ON "user_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "user_identities_user_id_idx" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_provider_id_key" ON "users" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_path_key" ON "uploads" USING btree ("path");--> statement-breakpoint
CREATE INDEX "uploads_user_id_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploads_key_prefix_idx" ON "uploads" USING btree ("key_prefix");--> statement-breakpoint
CREATE INDEX "provider_service_types_service_idx" ON "provider_service_types" USING btree ("service_type_id","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_slug_history_slug_key" ON "provider_slug_history" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "provider_slug_history_provider_idx" ON "provider_slug_history" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_slug_key" ON "providers" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_guid_key" ON "providers" USING btree ("guid");--> statement-breakpoint
CREATE INDEX "providers_location_id_idx" ON "providers" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "providers_province_id_idx" ON "providers" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "providers_department_id_idx" ON "providers" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "providers_created_by_idx" ON "providers" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "providers_created_at_idx" ON "providers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "providers_featured_idx" ON "providers" USING btree ("reviews_score" DESC NULLS FIRST,"id") WHERE "providers"."featured";--> statement-breakpoint
CREATE INDEX "providers_rank_idx" ON "providers" USING btree ("reviews_score" DESC NULLS FIRST,"plan","id");--> statement-breakpoint
CREATE INDEX "testimonials_provider_idx" ON "testimonials" USING btree ("provider_id","sort_order");--> statement-breakpoint
CREATE INDEX "upgrade_requests_provider_idx" ON "upgrade_requests" USING btree ("provider_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "albums_provider_kind_key" ON "albums" USING btree ("provider_id","kind");--> statement-breakpoint
CREATE INDEX "media_album_sort_idx" ON "media" USING btree ("album_id","sort_order","id") WHERE "media"."trashed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "media_album_trash_idx" ON "media" USING btree ("album_id","trashed_at" DESC NULLS FIRST) WHERE "media"."trashed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "media_provider_idx" ON "media" USING btree ("provider_id","media_type","sort_order") WHERE "media"."trashed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "media_public_recent_idx" ON "media" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "media"."trashed_at" IS NULL AND "media"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "media_upload_id_idx" ON "media" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "media_service_types_service_idx" ON "media_service_types" USING btree ("service_type_id","media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_album_items_album_media_key" ON "customer_album_items" USING btree ("customer_album_id","media_id");--> statement-breakpoint
CREATE INDEX "customer_album_items_media_idx" ON "customer_album_items" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "customer_albums_user_idx" ON "customer_albums" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "likes_user_target_key" ON "likes" USING btree ("user_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "likes_target_idx" ON "likes" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_provider_user_key" ON "reviews" USING btree ("provider_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_provider_recent_idx" ON "reviews" USING btree ("provider_id","created_at" DESC NULLS FIRST) WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_event_service_types_service_idx" ON "user_event_service_types" USING btree ("service_type_id","user_event_id");--> statement-breakpoint
CREATE INDEX "user_events_user_idx" ON "user_events" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_events_status_date_idx" ON "user_events" USING btree ("status","event_date");--> statement-breakpoint
CREATE INDEX "user_events_visible_recent_idx" ON "user_events" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "user_events"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "user_events_location_idx" ON "user_events" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "user_events_province_idx" ON "user_events" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "user_events_department_idx" ON "user_events" USING btree ("department_id","event_date");--> statement-breakpoint
CREATE INDEX "user_events_event_type_idx" ON "user_events" USING btree ("event_type_id");--> statement-breakpoint
CREATE INDEX "user_events_addressed_provider_idx" ON "user_events" USING btree ("addressed_provider_id") WHERE "user_events"."addressed_provider_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "quotation_status_history_quotation_idx" ON "quotation_status_history" USING btree ("quotation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_versions_quotation_version_key" ON "quotation_versions" USING btree ("quotation_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_event_provider_key" ON "quotations" USING btree ("user_event_id","provider_id");--> statement-breakpoint
CREATE INDEX "quotations_provider_status_idx" ON "quotations" USING btree ("provider_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotations_provider_recent_idx" ON "quotations" USING btree ("provider_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotations_event_status_idx" ON "quotations" USING btree ("user_event_id","status");--> statement-breakpoint
CREATE INDEX "jobs_pending_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_running_idx" ON "jobs" USING btree ("locked_at") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "notifications_user_recent_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("send_after","id") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_to_recent_idx" ON "outbox" USING btree ("to_address","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at" DESC NULLS FIRST) WHERE "blog_posts"."status" = 'published';