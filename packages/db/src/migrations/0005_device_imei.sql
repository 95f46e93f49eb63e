ALTER TABLE "devices" ADD COLUMN "imei" text;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_imei_unique" UNIQUE("imei");