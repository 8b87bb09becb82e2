-- The Cohort Project Report's last three flags (002 §2.9), kept on the field-assignment project like the
-- spec's four: a FIELD Assignment 1 surveillance report, a FIELD Assignment 2 expanded summary report and
-- problem analysis (project form version 2). A project saved before has them false, as the other type's flags.
ALTER TABLE "field_assignment_projects" ADD COLUMN "surveillance_report" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "field_assignment_projects" ADD COLUMN "expanded_summary_report" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "field_assignment_projects" ADD COLUMN "problem_analysis" boolean DEFAULT false NOT NULL;
