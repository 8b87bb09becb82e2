ALTER TABLE "notifications" ADD COLUMN "text_key" varchar(64);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;