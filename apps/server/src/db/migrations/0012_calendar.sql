CREATE TABLE "calendar_attendance" (
	"event_id" integer NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"user_id" integer NOT NULL,
	"attended" boolean NOT NULL,
	CONSTRAINT "calendar_attendance_event_id_occurrence_start_user_id_pk" PRIMARY KEY("event_id","occurrence_start","user_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_attendance_runs" (
	"event_id" integer NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"populated_by" integer NOT NULL,
	"populated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_attendance_runs_event_id_occurrence_start_pk" PRIMARY KEY("event_id","occurrence_start")
);
--> statement-breakpoint
CREATE TABLE "calendar_event_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"content_type" varchar(128) NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_event_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "calendar_event_cohorts" (
	"event_id" integer NOT NULL,
	"cohort_id" integer NOT NULL,
	CONSTRAINT "calendar_event_cohorts_event_id_cohort_id_pk" PRIMARY KEY("event_id","cohort_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_event_exceptions" (
	"event_id" integer NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"cancellation_note" varchar(100),
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"title" varchar(255),
	"description" text,
	"presenter" varchar(200),
	"join_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_event_exceptions_event_id_occurrence_start_pk" PRIMARY KEY("event_id","occurrence_start")
);
--> statement-breakpoint
CREATE TABLE "calendar_event_guests" (
	"event_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	CONSTRAINT "calendar_event_guests_event_id_email_pk" PRIMARY KEY("event_id","email")
);
--> statement-breakpoint
CREATE TABLE "calendar_event_joins" (
	"event_id" integer NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_event_joins_event_id_occurrence_start_user_id_pk" PRIMARY KEY("event_id","occurrence_start","user_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_event_members" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	CONSTRAINT "calendar_event_members_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"course_id" integer,
	"cohort_id" integer,
	"sub_cal_id" integer,
	"title" varchar(255) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"presenter" varchar(200) DEFAULT '' NOT NULL,
	"join_url" text,
	"mode" varchar(32),
	"event_type" varchar(32),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" varchar(64) DEFAULT 'UTC' NOT NULL,
	"recurrence" text,
	"recurrence_form" jsonb,
	"series_ends_at" timestamp with time zone,
	"mentee_only" boolean DEFAULT false NOT NULL,
	"mentor_only" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"scheduler_role" varchar(32) NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancellation_note" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_tokens" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "calendar_reminders_sent" (
	"event_id" integer NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"kind" varchar(8) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_reminders_sent_event_id_occurrence_start_kind_pk" PRIMARY KEY("event_id","occurrence_start","kind")
);
--> statement-breakpoint
ALTER TABLE "calendar_attendance" ADD CONSTRAINT "calendar_attendance_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_attendance" ADD CONSTRAINT "calendar_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_attendance_runs" ADD CONSTRAINT "calendar_attendance_runs_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_attendance_runs" ADD CONSTRAINT "calendar_attendance_runs_populated_by_users_id_fk" FOREIGN KEY ("populated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_attachments" ADD CONSTRAINT "calendar_event_attachments_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_cohorts" ADD CONSTRAINT "calendar_event_cohorts_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_cohorts" ADD CONSTRAINT "calendar_event_cohorts_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_exceptions" ADD CONSTRAINT "calendar_event_exceptions_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_guests" ADD CONSTRAINT "calendar_event_guests_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_joins" ADD CONSTRAINT "calendar_event_joins_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_joins" ADD CONSTRAINT "calendar_event_joins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_members" ADD CONSTRAINT "calendar_event_members_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_members" ADD CONSTRAINT "calendar_event_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_sub_cal_id_sub_cals_id_fk" FOREIGN KEY ("sub_cal_id") REFERENCES "public"."sub_cals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_reminders_sent" ADD CONSTRAINT "calendar_reminders_sent_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_attendance_user_idx" ON "calendar_attendance" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calendar_event_attachments_event_idx" ON "calendar_event_attachments" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "calendar_event_cohorts_cohort_idx" ON "calendar_event_cohorts" USING btree ("cohort_id","event_id");--> statement-breakpoint
CREATE INDEX "calendar_event_joins_user_idx" ON "calendar_event_joins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calendar_event_members_user_idx" ON "calendar_event_members" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "calendar_events_course_idx" ON "calendar_events" USING btree ("kind","course_id","starts_at");--> statement-breakpoint
CREATE INDEX "calendar_events_creator_idx" ON "calendar_events" USING btree ("created_by","kind","starts_at");--> statement-breakpoint
CREATE INDEX "calendar_events_cohort_idx" ON "calendar_events" USING btree ("cohort_id") WHERE "calendar_events"."cohort_id" is not null;