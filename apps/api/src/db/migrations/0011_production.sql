-- Production readiness (docs/decisions/190-session-revocation.md): every API process reads the
-- sign-ins revoked within one access-token lifetime at start and every 30 s, so that read is
-- served by a small partial index. Plain SQL for PostgreSQL 15 and PGlite.
CREATE INDEX IF NOT EXISTS "refresh_tokens_revoked_at_idx" ON "refresh_tokens" USING btree ("revoked_at") WHERE "revoked_at" IS NOT NULL;
