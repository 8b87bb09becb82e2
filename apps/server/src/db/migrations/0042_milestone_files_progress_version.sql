-- An officer's milestone list (kept per session until this counter moves: features/cal-tracker) shows
-- each milestone's latest file: a new version of a file moves the counter as a status change does.
CREATE TRIGGER "milestone_files_progress_version" AFTER INSERT OR UPDATE OR DELETE ON "milestone_files" FOR EACH STATEMENT EXECUTE FUNCTION "bump_progress_version"();
