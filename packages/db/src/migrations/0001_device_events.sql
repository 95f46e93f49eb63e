-- Device events, range-partitioned by month of device time; written by hand because drizzle-kit cannot express partitioning.
CREATE TABLE "device_events" (
	"id" bigserial NOT NULL,
	"device_id" integer NOT NULL,
	"serial_number" text NOT NULL,
	"type" text NOT NULL,
	"device_time" timestamp with time zone NOT NULL,
	"received_time" timestamp with time zone DEFAULT now() NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "device_events_pkey" PRIMARY KEY ("id", "device_time"),
	CONSTRAINT "device_events_device_time_type_unique" UNIQUE ("device_id", "device_time", "type")
) PARTITION BY RANGE ("device_time");
--> statement-breakpoint
CREATE INDEX "device_events_serial_time_idx" ON "device_events" USING btree ("serial_number", "device_time");
--> statement-breakpoint
-- Catches device clocks far outside the months prepared ahead of time.
CREATE TABLE "device_events_default" PARTITION OF "device_events" DEFAULT;
--> statement-breakpoint
-- Creates the monthly partitions from the month of `from_month` for `months` months; safe to call repeatedly.
CREATE OR REPLACE FUNCTION ensure_device_event_partitions(from_month date, months integer) RETURNS void AS $$
DECLARE
	month_start date;
	partition_name text;
BEGIN
	FOR i IN 0 .. months - 1 LOOP
		month_start := (date_trunc('month', from_month) + make_interval(months => i))::date;
		partition_name := format('device_events_%s', to_char(month_start, 'YYYY_MM'));
		IF to_regclass(partition_name) IS NULL THEN
			EXECUTE format(
				'CREATE TABLE %I PARTITION OF device_events FOR VALUES FROM (%L) TO (%L)',
				partition_name, month_start, (month_start + interval '1 month')::date
			);
		END IF;
	END LOOP;
END;
$$ LANGUAGE plpgsql;
