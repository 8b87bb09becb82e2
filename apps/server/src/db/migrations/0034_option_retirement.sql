-- An option list's item is retired rather than deleted (issue 32, Content Management): answers keep
-- its key and still show its label; forms no longer offer it.
ALTER TABLE "option_items" ADD COLUMN "retired_at" timestamp with time zone;
