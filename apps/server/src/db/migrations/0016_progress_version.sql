-- The dashboards' cohort-wide figures (progress, CAL summaries, a mentor's mentees) are kept in memory
-- per app process and recomputed when this counter moves: every statement that changes what they are
-- computed from bumps it, whichever process or tool wrote (docs/architecture.md "Dashboards").
CREATE SEQUENCE "progress_version";
--> statement-breakpoint
CREATE FUNCTION "bump_progress_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('progress_version');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "milestones_progress_version" AFTER INSERT OR UPDATE OR DELETE ON "milestones" FOR EACH STATEMENT EXECUTE FUNCTION "bump_progress_version"();
--> statement-breakpoint
CREATE TRIGGER "sub_cals_progress_version" AFTER INSERT OR UPDATE OR DELETE ON "sub_cals" FOR EACH STATEMENT EXECUTE FUNCTION "bump_progress_version"();
--> statement-breakpoint
CREATE TRIGGER "unit_completions_progress_version" AFTER INSERT OR UPDATE OR DELETE ON "unit_completions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_progress_version"();
--> statement-breakpoint
CREATE TRIGGER "enrolments_progress_version" AFTER INSERT OR UPDATE OR DELETE ON "enrolments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_progress_version"();
--> statement-breakpoint
CREATE TRIGGER "mentor_assignments_progress_version" AFTER INSERT OR UPDATE OR DELETE ON "mentor_assignments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_progress_version"();
--> statement-breakpoint
CREATE TRIGGER "cals_progress_version" AFTER INSERT OR UPDATE OR DELETE ON "cals" FOR EACH STATEMENT EXECUTE FUNCTION "bump_progress_version"();
--> statement-breakpoint
CREATE TRIGGER "course_modules_progress_version" AFTER INSERT OR UPDATE OR DELETE ON "course_modules" FOR EACH STATEMENT EXECUTE FUNCTION "bump_progress_version"();
--> statement-breakpoint
CREATE TRIGGER "course_units_progress_version" AFTER INSERT OR UPDATE OR DELETE ON "course_units" FOR EACH STATEMENT EXECUTE FUNCTION "bump_progress_version"();
--> statement-breakpoint
CREATE TRIGGER "cohorts_progress_version" AFTER INSERT OR UPDATE OR DELETE ON "cohorts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_progress_version"();
