-- The job queue (docs/decisions/194-job-queue.md): background work runs from the "jobs" table,
-- claimed with FOR UPDATE SKIP LOCKED by the worker role (npm run worker, or in-process).
-- A singleton key keeps at most one pending job of a kind (a schedule's tick, a wake-up);
-- job_schedules holds the recurring jobs: the worker that moves next_run_at enqueues the tick.
-- Plain SQL for PostgreSQL 15 and PGlite.
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "singleton_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "jobs_singleton_idx" ON "jobs" USING btree ("type", "singleton_key") WHERE "status" = 'pending' AND "singleton_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE "status" IN ('done', 'failed');--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "job_schedules" (
	"type" text PRIMARY KEY NOT NULL,
	"every_seconds" integer NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_schedules_every_check" CHECK ("every_seconds" > 0)
);
