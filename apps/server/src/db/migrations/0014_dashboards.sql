ALTER TABLE "cals" ADD COLUMN "expected_count" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cals" ADD COLUMN "tephinet_category" varchar(32);