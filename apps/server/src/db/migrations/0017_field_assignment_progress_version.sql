-- The graduation table's FIELD Assignment flags come from a cohort's projects and their investigators:
-- their writes move the dashboards' counter too (migration 0016), so the kept table is asked anew.
CREATE TRIGGER "field_assignment_projects_progress_version" AFTER INSERT OR UPDATE OR DELETE ON "field_assignment_projects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_progress_version"();
--> statement-breakpoint
CREATE TRIGGER "field_assignment_investigators_progress_version" AFTER INSERT OR UPDATE OR DELETE ON "field_assignment_investigators" FOR EACH STATEMENT EXECUTE FUNCTION "bump_progress_version"();
