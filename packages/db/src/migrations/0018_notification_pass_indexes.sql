CREATE INDEX "notification_deliveries_held_idx" ON "notification_deliveries" USING btree ("next_attempt_on") WHERE "notification_deliveries"."status" = 'held';--> statement-breakpoint
CREATE INDEX "notification_deliveries_pending_idx" ON "notification_deliveries" USING btree ("id") WHERE "notification_deliveries"."status" = 'pending';
