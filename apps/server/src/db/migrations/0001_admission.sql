CREATE TABLE "application_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"field" varchar(32) NOT NULL,
	"storage_key" varchar(128) NOT NULL,
	"content_type" varchar(64) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_education" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"other_degree" varchar(64) NOT NULL,
	"passing_year" smallint NOT NULL,
	"institution" varchar(255) NOT NULL,
	"university" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_experience" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"designation" varchar(255) NOT NULL,
	"organisation" varchar(255) NOT NULL,
	"experience" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"prefix" varchar(64) NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"middle_name" varchar(100) DEFAULT '' NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"dob" date NOT NULL,
	"gender" varchar(64) NOT NULL,
	"father" varchar(100) NOT NULL,
	"community" varchar(64),
	"current_address" text NOT NULL,
	"district_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"pincode" varchar(6) NOT NULL,
	"phone_number" varchar(10) NOT NULL,
	"degree" varchar(64) NOT NULL,
	"other_degree_name" varchar(255),
	"passing_year" smallint NOT NULL,
	"institution" varchar(255) NOT NULL,
	"university" varchar(255) NOT NULL,
	"org_type" varchar(64) NOT NULL,
	"org_type_other" varchar(255),
	"employment_type" varchar(64) NOT NULL,
	"organisation" varchar(255) NOT NULL,
	"designation" varchar(255) NOT NULL,
	"experience" smallint NOT NULL,
	"responsibilities" text NOT NULL,
	"officer_address" text NOT NULL,
	"work_district_id" integer NOT NULL,
	"work_state_id" integer NOT NULL,
	"org_pincode" varchar(6) NOT NULL,
	"ms_word" varchar(64) NOT NULL,
	"ms_excel" varchar(64) NOT NULL,
	"ms_powerpoint" varchar(64) NOT NULL,
	"place" varchar(100) NOT NULL,
	"declared_on" date NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "admission_closes_on" date;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_education" ADD CONSTRAINT "application_education_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_experience" ADD CONSTRAINT "application_experience_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_work_district_id_districts_id_fk" FOREIGN KEY ("work_district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_work_state_id_states_id_fk" FOREIGN KEY ("work_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_documents_field_uq" ON "application_documents" USING btree ("application_id","field");--> statement-breakpoint
CREATE INDEX "application_education_application_idx" ON "application_education" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_experience_application_idx" ON "application_experience" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_course_email_uq" ON "applications" USING btree ("course_id",lower("email"));--> statement-breakpoint
CREATE INDEX "applications_course_submitted_idx" ON "applications" USING btree ("course_id","submitted_at");--> statement-breakpoint
CREATE INDEX "courses_admission_idx" ON "courses" USING btree ("admission_open","admission_closes_on");