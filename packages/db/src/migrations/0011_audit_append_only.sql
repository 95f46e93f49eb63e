-- The audit trail is append-only (issue #27): written by hand because drizzle-kit cannot express triggers. UPDATE and
-- TRUNCATE are always refused; DELETE only inside the retention's own transaction, which sets vigil.audit_retention.
CREATE OR REPLACE FUNCTION refuse_audit_entry_change() RETURNS trigger AS $$
BEGIN
	IF TG_OP = 'DELETE' AND current_setting('vigil.audit_retention', true) = 'on' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'audit entries cannot be changed or deleted (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON "audit_entries"
	FOR EACH ROW EXECUTE FUNCTION refuse_audit_entry_change();
--> statement-breakpoint
CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON "audit_entries"
	FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_entry_change();
