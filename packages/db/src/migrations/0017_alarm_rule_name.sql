ALTER TABLE "alarms" ADD COLUMN "rule_name" text;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "evidence" text;--> statement-breakpoint
-- Alarms theft rules raised before named their rule only in the trail: name them by it where the rule still exists.
UPDATE "alarms" SET "rule_name" = "theft_rules"."name" FROM "theft_rules" WHERE "theft_rules"."id" = "alarms"."rule_id" AND "alarms"."rule_id" <> 0;
