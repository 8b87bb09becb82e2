CREATE TABLE "profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"template_name" varchar(64) NOT NULL,
	"prefix" varchar(20),
	"middle_name" varchar(100),
	"current_address" varchar(500),
	"correspondence_address" varchar(500),
	"whatsapp_number" varchar(10),
	"diseases_job_is_addressing" varchar(200),
	"other_diseases_job_is_addressing" varchar(100),
	"institutional_affiliation_of_job" varchar(200),
	"other_institutional_affiliation_of_job" varchar(100),
	"institutional_level_of_current_job" varchar(200),
	"institution_type" varchar(200),
	"areas_in_experience" varchar(200),
	"other_areas_in_experience" varchar(100),
	"interest_area_1" varchar(200),
	"interest_area_2" varchar(200),
	"interest_area_3" varchar(200),
	"interest_area_4" varchar(200),
	"interest_area_5" varchar(200),
	"self_declaration" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"no_of_publications" varchar(10),
	"publications_link" varchar(500),
	"key_achivements" text
);
--> statement-breakpoint
CREATE TABLE "user_education" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"professional_background" varchar(200),
	"other_professional_background" varchar(100),
	"sector" varchar(200),
	"other_sector" varchar(100),
	"area_of_experience" varchar(200),
	"other_area_of_experience" varchar(100),
	"graduate_degree" varchar(200),
	"other_graduate_degree" varchar(100),
	"highest_qualification" varchar(200),
	"other_highest_qualification" varchar(100),
	"any_previous_training_in_field_epidemiology" boolean,
	"previous_training_in_field_epidemiology_name" varchar(100),
	"any_previous_training_in_one_health" boolean,
	"previous_training_in_one_health_name" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "user_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"position" smallint NOT NULL,
	"organisation_name" varchar(200) NOT NULL,
	"organisation_type" varchar(200),
	"designation" varchar(200) NOT NULL,
	"employment_type" varchar(200),
	"location" varchar(200),
	"district_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"responsibilities" text,
	"job_from" date NOT NULL,
	"job_to" date,
	"is_current" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_jobs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"employer" varchar(200),
	"job_title" varchar(200),
	"year_in_current_job" varchar(4),
	"facility_name" varchar(200),
	"facility_surveillance_level" varchar(200),
	"other_facility_surveillance_level" varchar(100),
	"role_in_training" varchar(100),
	"other_role_in_training" varchar(100),
	"name_of_department" varchar(200),
	"name_of_organization" varchar(200),
	"name_of_institute" varchar(200),
	"designation" varchar(200),
	"district_id" integer,
	"state_id" integer,
	"start_date_current_job" date
);
--> statement-breakpoint
CREATE TABLE "user_pg_degrees" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"degree_name" varchar(200) NOT NULL,
	"passing_year" varchar(4) NOT NULL,
	"institution" varchar(200) NOT NULL,
	"university" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_posting_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"doj" date NOT NULL,
	"posting_place" varchar(200) NOT NULL,
	"district_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"is_current_posting" boolean NOT NULL,
	"current_posting_place" varchar(200),
	"current_district_id" integer,
	"current_state_id" integer,
	"period_from" date,
	"period_to" date,
	"total_duration" varchar(10) NOT NULL,
	"has_mentor_experience" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_ug_degrees" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"degree_name" varchar(200) NOT NULL,
	"passing_year" varchar(4) NOT NULL,
	"institution" varchar(200) NOT NULL,
	"university" varchar(200) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hubs" ADD COLUMN "profile_template" varchar(64) DEFAULT 'mentee-profile-details' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_image_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hub_id" integer;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "user_agent" varchar(300);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_education" ADD CONSTRAINT "user_education_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_experiences" ADD CONSTRAINT "user_experiences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_experiences" ADD CONSTRAINT "user_experiences_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_experiences" ADD CONSTRAINT "user_experiences_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_jobs" ADD CONSTRAINT "user_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_jobs" ADD CONSTRAINT "user_jobs_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_jobs" ADD CONSTRAINT "user_jobs_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_pg_degrees" ADD CONSTRAINT "user_pg_degrees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_posting_details" ADD CONSTRAINT "user_posting_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_posting_details" ADD CONSTRAINT "user_posting_details_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_posting_details" ADD CONSTRAINT "user_posting_details_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_posting_details" ADD CONSTRAINT "user_posting_details_current_district_id_districts_id_fk" FOREIGN KEY ("current_district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_posting_details" ADD CONSTRAINT "user_posting_details_current_state_id_states_id_fk" FOREIGN KEY ("current_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ug_degrees" ADD CONSTRAINT "user_ug_degrees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_achievements_user_idx" ON "user_achievements" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "user_experiences_user_idx" ON "user_experiences" USING btree ("user_id","kind","position");--> statement-breakpoint
CREATE INDEX "user_pg_degrees_user_idx" ON "user_pg_degrees" USING btree ("user_id","position");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;