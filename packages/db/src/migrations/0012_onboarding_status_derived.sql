DROP INDEX "vehicles_on_boarding_status_index";--> statement-breakpoint
ALTER TABLE "vehicles" DROP COLUMN "on_boarding_status";