-- Device events are written far more often than read, so they keep one index: the natural key (device, type, device
-- time). It dedupes resent events and answers "the newest events of this kind of this device" directly. The surrogate
-- key (id, device_time) and the serial index were never used to look anything up but cost every insert two more
-- index entries. Written by hand, like 0001, because drizzle-kit cannot express the partitioned table.
ALTER TABLE "device_events" DROP CONSTRAINT "device_events_pkey";
--> statement-breakpoint
ALTER TABLE "device_events" DROP CONSTRAINT "device_events_device_time_type_unique";
--> statement-breakpoint
DROP INDEX "device_events_serial_time_idx";
--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_pkey" PRIMARY KEY ("device_id", "type", "device_time");
