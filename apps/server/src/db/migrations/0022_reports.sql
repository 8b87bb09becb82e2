ALTER TABLE "hubs" ADD COLUMN "country" varchar(100);--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "track" varchar(100);--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "other_track" varchar(100);--> statement-breakpoint
CREATE TABLE "advisor_hubs" (
	"user_id" integer NOT NULL,
	"hub_id" integer NOT NULL,
	CONSTRAINT "advisor_hubs_user_id_hub_id_pk" PRIMARY KEY("user_id","hub_id")
);--> statement-breakpoint
ALTER TABLE "advisor_hubs" ADD CONSTRAINT "advisor_hubs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_hubs" ADD CONSTRAINT "advisor_hubs_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "report_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"name" varchar(200) NOT NULL,
	"format" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"start_date" date,
	"end_date" date,
	"storage_key" text,
	"size" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_files_user_kind_idx" ON "report_files" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_files_storage_key_uq" ON "report_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "sub_cals_course_registered_idx" ON "sub_cals" USING btree ("course_id","registered_at");--> statement-breakpoint
CREATE INDEX "cohorts_course_start_idx" ON "cohorts" USING btree ("course_id","start_date");--> statement-breakpoint
CREATE INDEX "field_assignment_projects_cohort_from_idx" ON "field_assignment_projects" USING btree ("cohort_id","from_date");
