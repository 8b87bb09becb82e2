ALTER TABLE "course_units" ADD COLUMN "content" text;--> statement-breakpoint
ALTER TABLE "course_units" ADD COLUMN "link_url" text;
