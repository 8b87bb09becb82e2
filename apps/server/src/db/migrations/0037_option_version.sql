-- The option lists the profile forms offer are kept in memory per app process and read again when
-- this counter moves: every statement that changes an option list, a state or a district bumps it,
-- whichever process or tool wrote (an item added, renamed or retired in Content Management shows in
-- every process at once, not after a minute).
CREATE SEQUENCE "option_version";
--> statement-breakpoint
CREATE FUNCTION "bump_option_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('option_version');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "option_items_option_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "option_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_option_version"();
--> statement-breakpoint
CREATE TRIGGER "states_option_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "states" FOR EACH STATEMENT EXECUTE FUNCTION "bump_option_version"();
--> statement-breakpoint
CREATE TRIGGER "districts_option_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "districts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_option_version"();
