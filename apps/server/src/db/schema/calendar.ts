import { sql } from 'drizzle-orm';
import {
  bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { subCals } from './cal';
import { users } from './people';
import { cohorts, courses } from './programme';

/**
 * Everything a programme puts in its officers' calendars (001 §2.4–2.7, §3.6–3.8): webinars (which
 * may recur), meetings and mentor-mentee discussions are one kind of row, so invitations, the .ics
 * invites, reminders, attendance and the personal feed are written once for all three.
 */

/** The kinds of calendar event; each has its own feature (webinars, meetings, discussions). */
export type CalendarEventKind = 'webinar' | 'meeting' | 'discussion';

export const calendarEvents = pgTable('calendar_events', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 16 }).$type<CalendarEventKind>().notNull(),
  /** The course it belongs to (webinars, meetings, a mentee's or a coordinator's discussion); null for a mentor's discussion across courses. */
  courseId: integer('course_id').references(() => courses.id),
  /** A coordinator's discussion is for one cohort. */
  cohortId: integer('cohort_id').references(() => cohorts.id),
  /** The officer's CAL a discussion is about (the sub-CAL), if any. */
  subCalId: integer('sub_cal_id').references(() => subCals.id, { onDelete: 'set null' }),
  title: varchar('title', { length: 255 }).notNull(),
  description: text('description').notNull().default(''),
  presenter: varchar('presenter', { length: 200 }).notNull().default(''),
  /** The real join address (webinar join link, meeting URL, discussion link); the lists show the portal's recording address instead for webinars. */
  joinUrl: text('join_url'),
  /** Meeting mode (online, offline) or discussion mode. */
  mode: varchar('mode', { length: 32 }),
  /** Meeting event type: Webinar, one-on-one, others. */
  eventType: varchar('event_type', { length: 32 }),
  /** The first occurrence, in UTC; later ones keep its wall-clock time in `time_zone`. */
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** The scheduler's IANA time zone: recurrence is computed in it, so a daylight-saving change keeps the wall-clock time. */
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
  /** The RFC 5545 rule (without DTSTART), e.g. FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=…; null: a single occurrence. */
  recurrence: text('recurrence'),
  /** The form's recurrence fields as sent (interval, week_days, monthly_type, …), echoed back by the details call. */
  recurrenceForm: jsonb('recurrence_form').$type<Record<string, unknown>>(),
  /** When the last occurrence ends; null for an unending series. Lists skip series that ended before their window. */
  seriesEndsAt: timestamp('series_ends_at', { withTimezone: true }),
  menteeOnly: boolean('mentee_only').notNull().default(false),
  mentorOnly: boolean('mentor_only').notNull().default(false),
  /** Who scheduled it, and as what (Course Coordinator, Mentor, Mentee). */
  createdBy: integer('created_by').notNull().references(() => users.id),
  schedulerRole: varchar('scheduler_role', { length: 32 }).notNull(),
  /** The iCalendar SEQUENCE: raised on each change so calendars update the event instead of adding one. */
  sequence: integer('sequence').notNull().default(0),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  cancellationNote: varchar('cancellation_note', { length: 100 }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // With INCLUDE (ends_at, cancelled_at) in its migration (0039), which the ORM cannot declare.
  index('calendar_events_listing_idx').on(t.kind, t.courseId, t.startsAt, t.id),
  index('calendar_events_creator_idx').on(t.createdBy, t.kind, t.startsAt),
  index('calendar_events_cohort_idx').on(t.cohortId).where(sql`${t.cohortId} is not null`),
]);

/** The cohorts a webinar or meeting is for: their officers (unless mentor_only) and their mentors (unless mentee_only). */
export const calendarEventCohorts = pgTable('calendar_event_cohorts', {
  eventId: integer('event_id').notNull().references(() => calendarEvents.id, { onDelete: 'cascade' }),
  cohortId: integer('cohort_id').notNull().references(() => cohorts.id),
}, (t) => [primaryKey({ columns: [t.eventId, t.cohortId] }), index('calendar_event_cohorts_cohort_idx').on(t.cohortId, t.eventId)]);

/** Portal users invited by name: internal members, and a discussion's mentees, mentors and coordinators. */
export const calendarEventMembers = pgTable('calendar_event_members', {
  eventId: integer('event_id').notNull().references(() => calendarEvents.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** internal, mentee, mentor or coordinator. */
  role: varchar('role', { length: 16 }).notNull(),
}, (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('calendar_event_members_user_idx').on(t.userId, t.eventId)]);

/** People outside the portal, invited by e-mail address (external members, a discussion's participants). */
export const calendarEventGuests = pgTable('calendar_event_guests', {
  eventId: integer('event_id').notNull().references(() => calendarEvents.id, { onDelete: 'cascade' }),
  email: varchar('email', { length: 254 }).notNull(),
}, (t) => [primaryKey({ columns: [t.eventId, t.email] })]);

/**
 * How many people outside the portal each user invited on each day (UTC): the portal is not a mail
 * relay (OUTSIDE_INVITEES_PER_USER_PER_DAY). Counted inside the writing transaction, so a refused
 * or failed write counts nothing.
 */
export const outsideInviteeCounts = pgTable('outside_invitee_counts', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
  count: integer('count').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.day] })]);

/**
 * One occurrence of a series changed or cancelled (RECURRENCE-ID / EXDATE), keyed by the start the
 * rule gives it. An edited occurrence has its own start, end, title, presenter or link.
 */
export const calendarEventExceptions = pgTable('calendar_event_exceptions', {
  eventId: integer('event_id').notNull().references(() => calendarEvents.id, { onDelete: 'cascade' }),
  occurrenceStart: timestamp('occurrence_start', { withTimezone: true }).notNull(),
  cancelled: boolean('cancelled').notNull().default(false),
  cancellationNote: varchar('cancellation_note', { length: 100 }),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  title: varchar('title', { length: 255 }),
  description: text('description'),
  presenter: varchar('presenter', { length: 200 }),
  joinUrl: text('join_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.eventId, t.occurrenceStart] })]);

/** Files attached to an event, kept in the file store and checked by content. */
export const calendarEventAttachments = pgTable('calendar_event_attachments', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id').notNull().references(() => calendarEvents.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 255 }).notNull(),
  contentType: varchar('content_type', { length: 128 }).notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  storageKey: text('storage_key').notNull().unique(),
  createdAt: createdAt(),
}, (t) => [index('calendar_event_attachments_event_idx').on(t.eventId)]);

/** Who opened an occurrence's join link through the portal, and when first. */
export const calendarEventJoins = pgTable('calendar_event_joins', {
  eventId: integer('event_id').notNull().references(() => calendarEvents.id, { onDelete: 'cascade' }),
  occurrenceStart: timestamp('occurrence_start', { withTimezone: true }).notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.eventId, t.occurrenceStart, t.userId] }), index('calendar_event_joins_user_idx').on(t.userId)]);

/** An occurrence whose attendance was populated (once), by whom and when. */
export const calendarAttendanceRuns = pgTable('calendar_attendance_runs', {
  eventId: integer('event_id').notNull().references(() => calendarEvents.id, { onDelete: 'cascade' }),
  occurrenceStart: timestamp('occurrence_start', { withTimezone: true }).notNull(),
  populatedBy: integer('populated_by').notNull().references(() => users.id),
  populatedAt: timestamp('populated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.eventId, t.occurrenceStart] })]);

/** Each invitee's attendance of an occurrence, as populated from the join records. */
export const calendarAttendance = pgTable('calendar_attendance', {
  eventId: integer('event_id').notNull().references(() => calendarEvents.id, { onDelete: 'cascade' }),
  occurrenceStart: timestamp('occurrence_start', { withTimezone: true }).notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  attended: boolean('attended').notNull(),
}, (t) => [primaryKey({ columns: [t.eventId, t.occurrenceStart, t.userId] }), index('calendar_attendance_user_idx').on(t.userId)]);

/** A reminder sent for an occurrence (`day` the day before, `soon` 15 minutes before): the key makes each one go once. */
export const calendarRemindersSent = pgTable('calendar_reminders_sent', {
  eventId: integer('event_id').notNull().references(() => calendarEvents.id, { onDelete: 'cascade' }),
  occurrenceStart: timestamp('occurrence_start', { withTimezone: true }).notNull(),
  kind: varchar('kind', { length: 8 }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.eventId, t.occurrenceStart, t.kind] })]);

/** A user's private calendar feed address: only its SHA-256 is kept; resetting it replaces the row. */
export const calendarFeedTokens = pgTable('calendar_feed_tokens', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  createdAt: createdAt(),
});
