-- Issue 11 (docs/decisions/116-unlinked-sites.md): a site whose owner unlinked it is hidden (404,
-- out of search and sitemap) until someone claims it with the code mailed to the site's e-mail.
ALTER TABLE "providers" ADD COLUMN IF NOT EXISTS "unlinked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "providers_unlinked_idx" ON "providers" ("id") WHERE "unlinked_at" IS NOT NULL;
