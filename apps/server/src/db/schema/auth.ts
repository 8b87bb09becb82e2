import { index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './people';

/** Sign-in machinery: encryption keys, one-time codes, tokens, password resets, rate limits, server secrets. */

export const encryptionKeys = pgTable('encryption_keys', {
  id: varchar('id', { length: 64 }).primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const otpChallenges = pgTable('otp_challenges', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  validatedAt: timestamp('validated_at', { withTimezone: true }),
  spentAt: timestamp('spent_at', { withTimezone: true }),
}, (t) => [index('otp_challenges_user_idx').on(t.userId, t.sentAt)]);

export const accessTokens = pgTable('access_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** The browser that signed in (its User-Agent, cut to 300), shown in Account Settings' session list. */
  userAgent: varchar('user_agent', { length: 300 }),
  createdAt: createdAt(),
}, (t) => [index('access_tokens_user_idx').on(t.userId)]);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('password_resets_user_idx').on(t.userId)]);

/** Fixed-window counters shared by every server process (so limits hold behind a load balancer). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 300 }).notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.key, t.windowStart] })]);

/** Server-wide secrets (CSRF signing key), created once and shared by every process. */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
});

/** The local mail outbox, used when no SMTP server is configured. */
