ALTER TABLE "report_files" ADD COLUMN "cohort_id" integer;--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_files_cohort_idx" ON "report_files" USING btree ("cohort_id");
