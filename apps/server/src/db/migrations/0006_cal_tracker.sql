CREATE TABLE "cal_form_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_cal_id" integer NOT NULL,
	"milestone_id" integer,
	"kind" varchar(16) NOT NULL,
	"form_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_by" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cal_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"version" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cal_milestone_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"cal_id" integer NOT NULL,
	"sequence" smallint NOT NULL,
	"title" varchar(200) NOT NULL,
	"due_offset_days" integer NOT NULL,
	"takes" varchar(16) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cal_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" varchar(16) NOT NULL,
	"subject_id" integer NOT NULL,
	"changed_by" integer,
	"from_status" varchar(24) NOT NULL,
	"to_status" varchar(24) NOT NULL,
	"comment" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cals" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"group" varchar(32) NOT NULL,
	"short_name" varchar(16) NOT NULL,
	"full_name" varchar(200) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"registration_form_key" varchar(64) NOT NULL,
	"start_form_key" varchar(64),
	"end_form_key" varchar(64),
	"abstract_form_key" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "milestone_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"milestone_id" integer NOT NULL,
	"version" integer NOT NULL,
	"uploader_id" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"size" bigint NOT NULL,
	"content_type" varchar(128) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"storage_key" text NOT NULL,
	"tag_type" varchar(16) DEFAULT 'file' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_cal_id" integer NOT NULL,
	"sequence" smallint NOT NULL,
	"title" varchar(200) NOT NULL,
	"takes" varchar(16) NOT NULL,
	"due_date" date NOT NULL,
	"submitted_at" timestamp with time zone,
	"status" varchar(24) DEFAULT 'not_started' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_cals" (
	"id" serial PRIMARY KEY NOT NULL,
	"cal_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"mentee_id" integer NOT NULL,
	"number" integer NOT NULL,
	"auto_name" varchar(32) NOT NULL,
	"short_title" varchar(255) NOT NULL,
	"status" varchar(24) DEFAULT 'not_started' NOT NULL,
	"registration_form_id" integer NOT NULL,
	"registration_answers" jsonb NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cal_form_answers" ADD CONSTRAINT "cal_form_answers_sub_cal_id_sub_cals_id_fk" FOREIGN KEY ("sub_cal_id") REFERENCES "public"."sub_cals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_form_answers" ADD CONSTRAINT "cal_form_answers_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_form_answers" ADD CONSTRAINT "cal_form_answers_form_id_cal_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."cal_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_form_answers" ADD CONSTRAINT "cal_form_answers_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_milestone_templates" ADD CONSTRAINT "cal_milestone_templates_cal_id_cals_id_fk" FOREIGN KEY ("cal_id") REFERENCES "public"."cals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cal_status_changes" ADD CONSTRAINT "cal_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cals" ADD CONSTRAINT "cals_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_files" ADD CONSTRAINT "milestone_files_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_files" ADD CONSTRAINT "milestone_files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_sub_cal_id_sub_cals_id_fk" FOREIGN KEY ("sub_cal_id") REFERENCES "public"."sub_cals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_cals" ADD CONSTRAINT "sub_cals_cal_id_cals_id_fk" FOREIGN KEY ("cal_id") REFERENCES "public"."cals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_cals" ADD CONSTRAINT "sub_cals_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_cals" ADD CONSTRAINT "sub_cals_mentee_id_users_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_cals" ADD CONSTRAINT "sub_cals_registration_form_id_cal_forms_id_fk" FOREIGN KEY ("registration_form_id") REFERENCES "public"."cal_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cal_form_answers_kind_uq" ON "cal_form_answers" USING btree ("sub_cal_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "cal_forms_key_version_uq" ON "cal_forms" USING btree ("key","version");--> statement-breakpoint
CREATE UNIQUE INDEX "cal_milestone_templates_seq_uq" ON "cal_milestone_templates" USING btree ("cal_id","sequence");--> statement-breakpoint
CREATE INDEX "cal_status_changes_subject_idx" ON "cal_status_changes" USING btree ("subject","subject_id","changed_at");--> statement-breakpoint
CREATE INDEX "cals_course_idx" ON "cals" USING btree ("course_id","group","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "milestone_files_version_uq" ON "milestone_files" USING btree ("milestone_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "milestones_sub_cal_seq_uq" ON "milestones" USING btree ("sub_cal_id","sequence");--> statement-breakpoint
CREATE INDEX "milestones_open_due_idx" ON "milestones" USING btree ("due_date") WHERE "milestones"."status" not in ('completed', 'passed_due_date');--> statement-breakpoint
CREATE UNIQUE INDEX "sub_cals_number_uq" ON "sub_cals" USING btree ("cal_id","mentee_id","number");--> statement-breakpoint
CREATE INDEX "sub_cals_mentee_course_idx" ON "sub_cals" USING btree ("mentee_id","course_id");--> statement-breakpoint
CREATE INDEX "sub_cals_waiting_idx" ON "sub_cals" USING btree ("registered_at","id") WHERE "sub_cals"."reviewed_at" is null;