-- A profile read (one's own, or an officer's by their mentor or coordinator) is kept in memory per
-- app process for the reader's session and read again when this counter moves: every statement
-- that changes a user, their roles, any part of a profile, or who may read whose profile (enrolments,
-- mentors, coordinators, cohorts, courses, hubs) bumps it, whichever process or tool wrote
-- (docs/architecture.md "Progress").
CREATE SEQUENCE "profile_version";
--> statement-breakpoint
CREATE FUNCTION "bump_profile_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('profile_version');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_profile_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_version"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_profile_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_version"();
--> statement-breakpoint
CREATE TRIGGER "profiles_profile_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_version"();
--> statement-breakpoint
CREATE TRIGGER "user_education_profile_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_education" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_version"();
--> statement-breakpoint
CREATE TRIGGER "user_jobs_profile_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_jobs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_version"();
--> statement-breakpoint
CREATE TRIGGER "user_ug_degrees_profile_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_ug_degrees" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_version"();
--> statement-breakpoint
CREATE TRIGGER "user_pg_degrees_profile_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_pg_degrees" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_version"();
--> statement-breakpoint
CREATE TRIGGER "user_posting_details_profile_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_posting_details" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_version"();
--> statement-breakpoint
CREATE TRIGGER "user_experiences_profile_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_experiences" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_version"();
--> statement-breakpoint
CREATE TRIGGER "user_achievements_profile_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_achievements" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_version"();
--> statement-breakpoint
CREATE TRIGGER "hubs_profile_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hubs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_version"();
--> statement-breakpoint
CREATE TRIGGER "enrolments_profile_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "enrolments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_version"();
--> statement-breakpoint
CREATE TRIGGER "cohorts_profile_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cohorts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_version"();
--> statement-breakpoint
CREATE TRIGGER "courses_profile_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_version"();
--> statement-breakpoint
CREATE TRIGGER "mentor_assignments_profile_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mentor_assignments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_version"();
--> statement-breakpoint
CREATE TRIGGER "course_coordinators_profile_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_coordinators" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_version"();
--> statement-breakpoint
CREATE TRIGGER "districts_profile_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "districts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_version"();
--> statement-breakpoint
CREATE TRIGGER "states_profile_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "states" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_version"();
