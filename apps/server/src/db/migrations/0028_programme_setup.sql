-- Programme setup (issue 32): the first day a course takes applications, and the coordinator-dashboard
-- tabs a cohort shows (002 §2.2 `to_be_shown`; null: the course's default).
ALTER TABLE "courses" ADD COLUMN "admission_opens_on" date;
--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "shown_tabs" jsonb;
--> statement-breakpoint
-- The coordinator dashboard keeps a course's overview (title, type, hub flags) until this counter moves (migration 0016).
CREATE TRIGGER "courses_progress_version" AFTER INSERT OR UPDATE OR DELETE ON "courses" FOR EACH STATEMENT EXECUTE FUNCTION "bump_progress_version"();
--> statement-breakpoint
CREATE TRIGGER "hubs_progress_version" AFTER INSERT OR UPDATE OR DELETE ON "hubs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_progress_version"();
