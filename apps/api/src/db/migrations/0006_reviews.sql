-- Reviews (docs/decisions/140-review-eligibility.md): how a review was earned (an accepted quotation →
-- 'verified', a provider's review request → 'invited'), one review per customer, provider and event,
-- the provider's report and the admin's decision, the review requests a Business provider sends,
-- and the day-after-the-event reminders (one per accepted quotation). Plain SQL for PostgreSQL 15
-- and PGlite.
ALTER TABLE "reviews" ADD COLUMN "kind" text DEFAULT 'verified' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "quotation_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "review_request_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "report_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderation_decision" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_kind_check" CHECK ("kind" IN ('verified', 'invited'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_moderation_decision_check" CHECK ("moderation_decision" IS NULL OR "moderation_decision" IN ('kept', 'removed'));--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reminders" (
	"quotation_id" integer PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_review_request_id_review_requests_id_fk" FOREIGN KEY ("review_request_id") REFERENCES "public"."review_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reminders" ADD CONSTRAINT "review_reminders_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "reviews_provider_user_key";--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_provider_user_event_key" ON "reviews" USING btree ("provider_id","user_id","user_event_id") NULLS NOT DISTINCT;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_review_request_key" ON "reviews" USING btree ("review_request_id");--> statement-breakpoint
CREATE INDEX "reviews_reported_idx" ON "reviews" USING btree ("reported_at") WHERE "reviews"."reported_at" IS NOT NULL AND "reviews"."moderated_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_provider_email_key" ON "review_requests" USING btree ("provider_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_token_key" ON "review_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "review_requests_provider_recent_idx" ON "review_requests" USING btree ("provider_id","created_at" DESC NULLS FIRST);
