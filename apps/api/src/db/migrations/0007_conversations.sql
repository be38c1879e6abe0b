-- Conversations (issue 15, docs/decisions/150-conversations.md): one thread per event and provider,
-- its messages (text, attachments through the CDN, system lines of the quotation), the provider's
-- quick replies, reports, and each provider's median time to first reply. Plain SQL for PostgreSQL 15
-- and PGlite.
CREATE TABLE "conversation_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_event_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"origin" text NOT NULL,
	"last_message_id" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_customer_message_id" integer DEFAULT 0 NOT NULL,
	"last_provider_message_id" integer DEFAULT 0 NOT NULL,
	"customer_last_read_id" integer DEFAULT 0 NOT NULL,
	"provider_last_read_id" integer DEFAULT 0 NOT NULL,
	"customer_digest_through_id" integer DEFAULT 0 NOT NULL,
	"provider_digest_through_id" integer DEFAULT 0 NOT NULL,
	"customer_archived_at" timestamp with time zone,
	"provider_archived_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"first_customer_at" timestamp with time zone,
	"first_reply_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_threads_origin_check" CHECK ("origin" IN ('request', 'invitation', 'quotation'))
);
--> statement-breakpoint
ALTER TABLE "conversation_threads" ADD CONSTRAINT "conversation_threads_user_event_id_user_events_id_fk" FOREIGN KEY ("user_event_id") REFERENCES "public"."user_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_threads" ADD CONSTRAINT "conversation_threads_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_threads" ADD CONSTRAINT "conversation_threads_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_threads_event_provider_key" ON "conversation_threads" USING btree ("user_event_id","provider_id");--> statement-breakpoint
CREATE INDEX "conversation_threads_customer_idx" ON "conversation_threads" USING btree ("customer_id","last_message_at" DESC);--> statement-breakpoint
CREATE INDEX "conversation_threads_provider_idx" ON "conversation_threads" USING btree ("provider_id","last_message_at" DESC);--> statement-breakpoint
CREATE INDEX "conversation_threads_digest_idx" ON "conversation_threads" USING btree ("last_message_at") WHERE "last_provider_message_id" > greatest("customer_last_read_id", "customer_digest_through_id") OR "last_customer_message_id" > greatest("provider_last_read_id", "provider_digest_through_id");--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"author_role" text NOT NULL,
	"author_id" integer,
	"kind" text DEFAULT 'text' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"attachment_upload_id" integer,
	"attachment_kind" text,
	"attachment_path" text,
	"attachment_name" text,
	"attachment_thumbnail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_author_role_check" CHECK ("author_role" IN ('customer', 'provider')),
	CONSTRAINT "conversation_messages_kind_check" CHECK ("kind" IN ('text', 'system')),
	CONSTRAINT "conversation_messages_attachment_kind_check" CHECK ("attachment_kind" IS NULL OR "attachment_kind" IN ('image', 'file')),
	CONSTRAINT "conversation_messages_body_length_check" CHECK ("kind" = 'system' OR char_length("body") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_thread_id_conversation_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."conversation_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_attachment_upload_id_uploads_id_fk" FOREIGN KEY ("attachment_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_thread_idx" ON "conversation_messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "conversation_messages_author_recent_idx" ON "conversation_messages" USING btree ("author_id","created_at") WHERE "kind" = 'text';--> statement-breakpoint
CREATE TABLE "conversation_quick_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_quick_replies" ADD CONSTRAINT "conversation_quick_replies_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_quick_replies_provider_idx" ON "conversation_quick_replies" USING btree ("provider_id","id");--> statement-breakpoint
CREATE TABLE "conversation_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_thread_id_conversation_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."conversation_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_reports_thread_user_key" ON "conversation_reports" USING btree ("thread_id","user_id");--> statement-breakpoint
CREATE TABLE "provider_response_times" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"median_seconds" integer NOT NULL,
	"threads" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_response_times" ADD CONSTRAINT "provider_response_times_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;
