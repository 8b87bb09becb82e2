-- Form definitions edited from the browser (issue 32): each saved version of a CAL form or of the
-- field-assignment project form records who saved it (null: the seed, the code's built-in form, or a
-- deleted account). Answers already keep the version they were given under (sub_cals.registration_form_id,
-- cal_form_answers.form_id, field_assignment_projects.form_id).
ALTER TABLE "cal_forms" ADD COLUMN "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "field_assignment_forms" ADD COLUMN "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL;
