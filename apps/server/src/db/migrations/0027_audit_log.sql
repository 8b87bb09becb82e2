-- Programme administration's audit log (issue 32): who changed what, when, before and after. Written by
-- db/audit.ts recordAudit inside the transaction of the change it records; actor_id null is the system
-- (seed, command line, jobs); course_id lets a coordinator read their courses' entries.
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"action" varchar(64) NOT NULL,
	"entity" varchar(64) NOT NULL,
	"entity_id" text NOT NULL,
	"course_id" integer,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- The log's pages, newest first, each filter walking an index of its own and stopping after a page.
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id", "at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action", "at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity", "entity_id", "at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_log_course_idx" ON "audit_log" USING btree ("course_id", "at" DESC, "id" DESC);
