/*
 * The webinars' texts and limits (001 §5 "Webinar form", "Webinar cancel", §8, §9), as plain
 * constants (no zod) so SERVER_MESSAGES can carry them to the web's catalog. The spec's words are
 * kept exactly; the others are ours.
 */
import { CAL_FILE_MESSAGES } from './cal-messages';

/** 001 §9: title and cancellation note at most 100 characters; the presenter is shown cut at 25. */
export const WEBINAR_LIMITS = {
  titleMax: 100,
  presenterMax: 200,
  presenterShown: 25,
  descriptionMax: 20_000,
  cancellationNoteMax: 100,
  joinLinkMax: 2000,
  /** 001 §9: each attachment at most 20 MB. */
  attachmentMaxBytes: 20 * 1024 * 1024,
  attachmentsMax: 10,
  externalMembersMax: 200,
  /** The portal's join address counts a join from this long before an occurrence starts until it ends. */
  joinEarlyMinutes: 15,
} as const;

/** The week days as RFC 5545 names them: a WebinarWeekDay. */
export const WEBINAR_WEEK_DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WebinarWeekDay = (typeof WEBINAR_WEEK_DAYS)[number];
/** 001 §9: interval types; `none` is a single webinar. */
export const WEBINAR_INTERVALS = ['none', 'weekly', 'monthly', 'yearly'] as const;
export type WebinarInterval = (typeof WEBINAR_INTERVALS)[number];
export const WEBINAR_MONTHLY_TYPES = ['absoluteMonthly', 'relativeMonthly'] as const;
export const WEBINAR_YEARLY_TYPES = ['absoluteYearly', 'relativeYearly'] as const;
/** The nth weekday of a month: first to fourth, or -1 for the last. */
export const WEBINAR_WEEK_NUMBERS = [1, 2, 3, 4, -1] as const;
/** 001 §9: change types of an edit or a cancel. */
export const WEBINAR_CHANGE_TYPES = ['occurrence', 'series'] as const;
export type WebinarChangeType = (typeof WEBINAR_CHANGE_TYPES)[number];

/** Every text the webinar calls answer with (001 §5, §8), the spec's words first. */
export const WEBINAR_MESSAGES = {
  title: 'Please enter title',
  description: 'Please enter discussion',
  startDate: 'Please select start date',
  endDate: 'Please select end date',
  interval: 'Please select interval',
  startTime: 'Please select start time',
  endTime: 'Please select end time',
  cohorts: 'Please select Officer/Mentors',
  cancelType: 'Please select cancel type',
  titleTooLong: 'Maximum 100 characters',
  cancellationNoteTooLong: 'Maximum 100 characters',
  attendanceAlreadyUploaded: 'Attendance Already Uploaded',
  // Ours: the recurrence, and the rules the spec states without words.
  weekDays: 'Please select week days',
  changeType: 'Please select change type',
  monthlyType: 'Please select monthly type',
  monthDay: 'Please select a day of the month (1-31)',
  weekNumber: 'Please select week number',
  weekDay: 'Please select week day',
  yearlyType: 'Please select yearly type',
  month: 'Please select month',
  startDatePast: 'Start date cannot be before today',
  endDateBeforeStart: 'End date cannot be before start date',
  endTimeBeforeStart: 'End time must be after start time',
  noOccurrence: 'No webinar falls between the start date and the end date',
  badDate: 'Invalid date format',
  badTime: 'Please select a valid time',
  badJoinLink: 'Please enter a valid join link (https://…)',
  presenterTooLong: 'Presenter can have at most 200 characters',
  descriptionTooLong: 'Description is too long',
  badTimeZone: 'Please choose a valid time zone',
  badCohort: 'Please select cohorts of one course you coordinate',
  badMember: 'Please select members from the list',
  badExternalMember: 'Please enter valid e-mail addresses',
  tooManyExternalMembers: 'Too many external members',
  badWebinar: 'Please choose a valid webinar',
  badOccurrence: 'Please choose an occurrence of this webinar',
  badAttachment: 'Please keep only this webinar’s attachments',
  tooManyAttachments: 'A webinar can have at most 10 attachments',
  badPage: 'Please choose a valid page',
  badType: 'Please choose upcoming or past',
  cancelled: 'This webinar has been cancelled',
  notEnded: 'Attendance can be populated once the webinar has ended',
  created: 'Webinar scheduled successfully',
  updated: 'Webinar updated successfully',
  cancelDone: 'Webinar cancelled successfully',
  attendanceUploaded: 'Attendance uploaded successfully',
  /** 001 §8, with the file's name (a function: no catalog entry; the web writes it from its own text). */
  attachmentTooLarge: (name: string) => `File ${name} exceeds 20MB and has been removed.`,
  attachmentType: CAL_FILE_MESSAGES.badType,
  attachmentContent: CAL_FILE_MESSAGES.contentMismatch,
  multipleExtensions: CAL_FILE_MESSAGES.multipleExtensions,
} as const;

