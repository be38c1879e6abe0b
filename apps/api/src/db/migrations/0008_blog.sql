-- Blog as a content service: categories, scheduled posts and the reading time of each post.
CREATE TABLE IF NOT EXISTS "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "blog_categories_slug_key" ON "blog_categories" USING btree ("slug");
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN IF NOT EXISTS "category_id" integer;
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN IF NOT EXISTS "reading_minutes" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "blog_posts" DROP CONSTRAINT IF EXISTS "blog_posts_status_check";
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_status_check" CHECK ("status" IN ('draft', 'published', 'scheduled'));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_category_idx" ON "blog_posts" USING btree ("category_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_tags_idx" ON "blog_posts" USING gin ("tags");
--> statement-breakpoint
DROP INDEX IF EXISTS "blog_posts_published_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_visible_idx" ON "blog_posts" USING btree ("published_at" DESC) WHERE "status" IN ('published', 'scheduled');
--> statement-breakpoint
INSERT INTO "blog_categories" ("slug", "name", "description", "position") VALUES
	('locales', 'Locales y espacios', 'Cómo elegir, visitar y reservar el local de tu evento.', 1),
	('presupuesto', 'Presupuesto', 'Cuánto cuesta cada parte de un evento y cómo ahorrar sin que se note.', 2),
	('proveedores', 'Proveedores', 'Qué preguntar y qué revisar antes de contratar a cada proveedor.', 3),
	('planificacion', 'Planificación', 'Calendarios, clima y logística para que todo salga a tiempo.', 4)
ON CONFLICT ("slug") DO NOTHING;
