-- People (issue 32): the search's prefixes of e-mail, first and last name, and the role filter.
CREATE INDEX IF NOT EXISTS "users_email_prefix_idx" ON "users" (lower("email") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_first_name_prefix_idx" ON "users" (lower("first_name") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_last_name_prefix_idx" ON "users" (lower("last_name") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_roles_role_idx" ON "user_roles" (lower("role"), "user_id");
