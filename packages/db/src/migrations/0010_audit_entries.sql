CREATE TABLE "audit_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"on" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" integer,
	"actor_role" text,
	"vehicle_id" integer,
	"device_id" integer,
	"user_id" integer,
	"company_id" integer,
	"subject" text,
	"before" jsonb,
	"after" jsonb,
	"note" text,
	"address" text
);
--> statement-breakpoint
CREATE INDEX "audit_entries_on_idx" ON "audit_entries" USING btree ("on","id");--> statement-breakpoint
CREATE INDEX "audit_entries_vehicle_idx" ON "audit_entries" USING btree ("vehicle_id","on");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_user_id","on");--> statement-breakpoint
CREATE INDEX "audit_entries_action_idx" ON "audit_entries" USING btree ("action","on");