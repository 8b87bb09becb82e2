-- The calendar's lists (Upcoming and Past Webinars, a course's meetings, the discussions) are kept in
-- memory per app process for the reader's session and read again when this counter moves: every
-- statement that changes an event, whom it invites, its files, its changed occurrences, joins or
-- attendance, or who stands where (enrolments, mentors, coordinators, cohorts, courses, roles) bumps
-- it, whichever process or tool wrote (docs/architecture.md "Scheduling").
CREATE SEQUENCE "calendar_version";
--> statement-breakpoint
CREATE FUNCTION "bump_calendar_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('calendar_version');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "calendar_events_calendar_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_events" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
--> statement-breakpoint
CREATE TRIGGER "calendar_event_cohorts_calendar_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_event_cohorts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
--> statement-breakpoint
CREATE TRIGGER "calendar_event_members_calendar_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_event_members" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
--> statement-breakpoint
CREATE TRIGGER "calendar_event_guests_calendar_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_event_guests" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
--> statement-breakpoint
CREATE TRIGGER "calendar_event_exceptions_calendar_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_event_exceptions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
--> statement-breakpoint
CREATE TRIGGER "calendar_event_attachments_calendar_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_event_attachments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
--> statement-breakpoint
CREATE TRIGGER "calendar_event_joins_calendar_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_event_joins" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
--> statement-breakpoint
CREATE TRIGGER "calendar_attendance_runs_calendar_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_attendance_runs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
--> statement-breakpoint
CREATE TRIGGER "calendar_attendance_calendar_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_attendance" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
--> statement-breakpoint
CREATE TRIGGER "enrolments_calendar_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "enrolments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
--> statement-breakpoint
CREATE TRIGGER "mentor_assignments_calendar_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mentor_assignments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
--> statement-breakpoint
CREATE TRIGGER "course_coordinators_calendar_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_coordinators" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
--> statement-breakpoint
CREATE TRIGGER "cohorts_calendar_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cohorts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
--> statement-breakpoint
CREATE TRIGGER "courses_calendar_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_calendar_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
