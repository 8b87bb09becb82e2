-- The sub-CAL reports (Resident Activities, Scientific Communications): their page read in order of assignment, newest first, stopping at its last row (course and CAL in the index: a small course among many is found without reading each row), and their total counted from an index alone.
CREATE INDEX "sub_cals_registered_idx" ON "sub_cals" USING btree ("registered_at","id","course_id","cal_id");
--> statement-breakpoint
CREATE INDEX "sub_cals_course_cal_registered_idx" ON "sub_cals" USING btree ("course_id","cal_id","registered_at");
