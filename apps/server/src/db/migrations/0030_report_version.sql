-- The report tables' pages are kept in memory per app process and read again when this counter
-- moves: every statement that changes a table the five reports (or their scope) read bumps it,
-- whichever process or tool wrote (docs/reports.md "Kept pages"; a test checks the list covers
-- every table the reports' statements name).
CREATE SEQUENCE "report_version";
--> statement-breakpoint
CREATE FUNCTION "bump_report_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('report_version');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "advisor_hubs_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "advisor_hubs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "cal_form_answers_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cal_form_answers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "cal_forms_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cal_forms" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "cals_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cals" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "cohorts_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cohorts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "course_coordinators_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_coordinators" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "courses_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "districts_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "districts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "enrolments_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "enrolments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "field_assignment_investigators_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "field_assignment_investigators" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "field_assignment_projects_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "field_assignment_projects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "graduation_changes_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "graduation_changes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "hubs_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hubs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "mentor_assignments_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mentor_assignments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "option_items_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "option_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "profiles_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "states_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "states" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "sub_cals_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_cals" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "user_education_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_education" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "user_experiences_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_experiences" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "user_jobs_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_jobs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
--> statement-breakpoint
CREATE TRIGGER "users_report_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_version"();
