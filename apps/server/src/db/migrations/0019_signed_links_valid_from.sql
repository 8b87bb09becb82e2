ALTER TABLE "users" ADD COLUMN "links_valid_from" timestamp with time zone;
