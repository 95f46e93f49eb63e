CREATE TABLE "account_limits" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "account_limits_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE INDEX "account_limits_window_idx" ON "account_limits" USING btree ("window_start");