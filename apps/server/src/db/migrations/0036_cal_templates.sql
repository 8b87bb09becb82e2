-- CAL templates edited from the browser (issue 32): a CAL's short name names its officers' work
-- (OI-2), so a course has one CAL of each short name, whatever the case.
CREATE UNIQUE INDEX "cals_course_short_name_uq" ON "cals" ("course_id", lower("short_name"));
