-- Admission decisions (issue 32): a coordinator of the application's course (or an administrator)
-- admits an application into a cohort of that course, or rejects it, with a note. Decided once.
ALTER TABLE "applications" ADD COLUMN "status" varchar(16) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cohort_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("status" in ('pending', 'admitted', 'rejected'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
