CREATE TABLE "field_assignment_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"version" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "field_assignment_investigators" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "field_assignment_investigators_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "field_assignment_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"cohort_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"project_type" smallint NOT NULL,
	"title" varchar(400) NOT NULL,
	"state_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"disease" varchar(64) NOT NULL,
	"other_disease" varchar(100),
	"target_cal_id" integer,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"mentor_id" integer,
	"one_health_approach" boolean NOT NULL,
	"data_quality_audit" boolean DEFAULT false NOT NULL,
	"database_analysis" boolean DEFAULT false NOT NULL,
	"case_investigation" boolean DEFAULT false NOT NULL,
	"outbreak_investigation" boolean DEFAULT false NOT NULL,
	"answers" jsonb NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "graduation_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrolment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cohort_id" integer NOT NULL,
	"changed_by" integer,
	"from_value" boolean NOT NULL,
	"to_value" boolean NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "field_assignment_investigators" ADD CONSTRAINT "field_assignment_investigators_project_id_field_assignment_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."field_assignment_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_assignment_investigators" ADD CONSTRAINT "field_assignment_investigators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_assignment_projects" ADD CONSTRAINT "field_assignment_projects_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_assignment_projects" ADD CONSTRAINT "field_assignment_projects_form_id_field_assignment_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."field_assignment_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_assignment_projects" ADD CONSTRAINT "field_assignment_projects_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_assignment_projects" ADD CONSTRAINT "field_assignment_projects_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_assignment_projects" ADD CONSTRAINT "field_assignment_projects_target_cal_id_cals_id_fk" FOREIGN KEY ("target_cal_id") REFERENCES "public"."cals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_assignment_projects" ADD CONSTRAINT "field_assignment_projects_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_assignment_projects" ADD CONSTRAINT "field_assignment_projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_assignment_projects" ADD CONSTRAINT "field_assignment_projects_modified_by_users_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graduation_changes" ADD CONSTRAINT "graduation_changes_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graduation_changes" ADD CONSTRAINT "graduation_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graduation_changes" ADD CONSTRAINT "graduation_changes_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graduation_changes" ADD CONSTRAINT "graduation_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "field_assignment_forms_key_version_uq" ON "field_assignment_forms" USING btree ("key","version");--> statement-breakpoint
CREATE INDEX "field_assignment_investigators_user_idx" ON "field_assignment_investigators" USING btree ("user_id","project_id");--> statement-breakpoint
CREATE INDEX "field_assignment_projects_cohort_created_idx" ON "field_assignment_projects" USING btree ("cohort_id","created_at","id");--> statement-breakpoint
CREATE INDEX "field_assignment_projects_cohort_modified_idx" ON "field_assignment_projects" USING btree ("cohort_id","modified_at");--> statement-breakpoint
CREATE INDEX "field_assignment_projects_mentor_idx" ON "field_assignment_projects" USING btree ("mentor_id");--> statement-breakpoint
CREATE INDEX "graduation_changes_enrolment_idx" ON "graduation_changes" USING btree ("enrolment_id","changed_at");--> statement-breakpoint
CREATE INDEX "graduation_changes_cohort_idx" ON "graduation_changes" USING btree ("cohort_id","changed_at");