-- The audit log's pages are kept in memory per app process and read again when this counter moves:
-- every statement that writes the log bumps it, whichever process or tool wrote (an entry shows on
-- the next read of the page in every process).
CREATE SEQUENCE "audit_version";
--> statement-breakpoint
CREATE FUNCTION "bump_audit_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('audit_version');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_audit_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "bump_audit_version"();
--> statement-breakpoint
-- A record's name is read with the page (as it is now): a rename moves the counter too.
CREATE TRIGGER "users_audit_version" AFTER UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_audit_version"();
