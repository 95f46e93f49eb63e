CREATE TABLE "checklist_passcodes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checklist_passcodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"passcode_hash" text NOT NULL,
	"created_by_user_id" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
