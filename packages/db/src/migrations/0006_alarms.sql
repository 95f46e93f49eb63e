CREATE TABLE "alarm_trail" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alarm_trail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"alarm_id" integer NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"on" timestamp with time zone NOT NULL,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "alarms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alarms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_id" integer NOT NULL,
	"device_id" integer,
	"kind" text NOT NULL,
	"raised_on" timestamp with time zone NOT NULL,
	"last_reported_on" timestamp with time zone NOT NULL,
	"report_count" integer DEFAULT 1 NOT NULL,
	"latitude_degrees" double precision,
	"longitude_degrees" double precision,
	"acknowledged_on" timestamp with time zone,
	"acknowledged_by_user_id" integer,
	"armed_response_on" timestamp with time zone,
	"armed_response_by_user_id" integer,
	"air_ambulance_on" timestamp with time zone,
	"air_ambulance_by_user_id" integer,
	"resolved_on" timestamp with time zone,
	"resolved_by_user_id" integer,
	"resolution_note" text
);
--> statement-breakpoint
ALTER TABLE "alarm_trail" ADD CONSTRAINT "alarm_trail_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_trail" ADD CONSTRAINT "alarm_trail_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_acknowledged_by_user_id_users_id_fk" FOREIGN KEY ("acknowledged_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_armed_response_by_user_id_users_id_fk" FOREIGN KEY ("armed_response_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_air_ambulance_by_user_id_users_id_fk" FOREIGN KEY ("air_ambulance_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_trail_alarm_idx" ON "alarm_trail" USING btree ("alarm_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_open_vehicle_kind_idx" ON "alarms" USING btree ("vehicle_id","kind") WHERE "alarms"."resolved_on" is null;--> statement-breakpoint
CREATE INDEX "alarms_raised_on_idx" ON "alarms" USING btree ("raised_on");