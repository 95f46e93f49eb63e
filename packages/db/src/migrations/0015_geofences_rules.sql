CREATE TABLE "geofences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "geofences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"shape" jsonb NOT NULL,
	"scope" text NOT NULL,
	"scope_id" integer NOT NULL,
	"created_by_user_id" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theft_rule_states" (
	"vehicle_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"state" jsonb NOT NULL,
	"updated_on" timestamp with time zone NOT NULL,
	CONSTRAINT "theft_rule_states_vehicle_id_rule_id_pk" PRIMARY KEY("vehicle_id","rule_id")
);
--> statement-breakpoint
CREATE TABLE "theft_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "theft_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"scope_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"schedule" jsonb,
	"geofence_id" integer,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "alarms_open_vehicle_kind_idx";--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "rule_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "geofences" ADD CONSTRAINT "geofences_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theft_rule_states" ADD CONSTRAINT "theft_rule_states_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theft_rule_states" ADD CONSTRAINT "theft_rule_states_rule_id_theft_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."theft_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theft_rules" ADD CONSTRAINT "theft_rules_geofence_id_geofences_id_fk" FOREIGN KEY ("geofence_id") REFERENCES "public"."geofences"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theft_rules" ADD CONSTRAINT "theft_rules_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geofences_scope_idx" ON "geofences" USING btree ("scope","scope_id");--> statement-breakpoint
CREATE INDEX "theft_rule_states_rule_id_index" ON "theft_rule_states" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "theft_rules_scope_idx" ON "theft_rules" USING btree ("scope","scope_id");--> statement-breakpoint
CREATE INDEX "theft_rules_geofence_id_index" ON "theft_rules" USING btree ("geofence_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_open_vehicle_kind_rule_idx" ON "alarms" USING btree ("vehicle_id","kind","rule_id") WHERE "alarms"."resolved_on" is null;