-- The clients search is a contains match; trigram GIN indexes (pg_trgm) answer it without a scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm_idx" ON "users" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_registration_trgm_idx" ON "vehicles" USING gin ("registration_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_make_variant_trgm_idx" ON "vehicles" USING gin ("make_variant" gin_trgm_ops);