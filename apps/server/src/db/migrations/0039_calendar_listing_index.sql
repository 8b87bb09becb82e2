-- A course's webinars or meetings in start order, with what decides upcoming or past (the end and the
-- cancellation) kept in the index: a list's count walks the index alone, and its page reads ten rows
-- (issue 33: the coordinator's Past Meetings counted 1,753 meetings by reading each one's row).
-- It replaces calendar_events_course_idx (kind, course_id, starts_at), a prefix of it.
CREATE INDEX "calendar_events_listing_idx" ON "calendar_events" ("kind", "course_id", "starts_at", "id") INCLUDE ("ends_at", "cancelled_at");
--> statement-breakpoint
DROP INDEX "calendar_events_course_idx";
