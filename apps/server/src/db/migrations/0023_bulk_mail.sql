CREATE TABLE "bulk_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"subject" varchar(128) NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"choices" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_mail_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"bulk_mail_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"content_type" varchar(128) NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	CONSTRAINT "bulk_mail_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "bulk_mail_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"bulk_mail_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"user_id" integer,
	"name" varchar(200) DEFAULT '' NOT NULL,
	"language" varchar(8),
	"status" varchar(8) DEFAULT 'waiting' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_mails" ADD CONSTRAINT "bulk_mails_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bulk_mail_attachments" ADD CONSTRAINT "bulk_mail_attachments_bulk_mail_id_bulk_mails_id_fk" FOREIGN KEY ("bulk_mail_id") REFERENCES "public"."bulk_mails"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bulk_mail_recipients" ADD CONSTRAINT "bulk_mail_recipients_bulk_mail_id_bulk_mails_id_fk" FOREIGN KEY ("bulk_mail_id") REFERENCES "public"."bulk_mails"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bulk_mail_recipients" ADD CONSTRAINT "bulk_mail_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bulk_mails_sender_idx" ON "bulk_mails" USING btree ("sender_id","id");
--> statement-breakpoint
CREATE INDEX "bulk_mail_attachments_mail_idx" ON "bulk_mail_attachments" USING btree ("bulk_mail_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_mail_recipients_mail_email_idx" ON "bulk_mail_recipients" USING btree ("bulk_mail_id","email");
--> statement-breakpoint
CREATE INDEX "bulk_mail_recipients_waiting_idx" ON "bulk_mail_recipients" USING btree ("bulk_mail_id","next_attempt_at","id") WHERE "bulk_mail_recipients"."status" = 'waiting';
--> statement-breakpoint
CREATE INDEX "bulk_mail_recipients_status_idx" ON "bulk_mail_recipients" USING btree ("bulk_mail_id","status");
