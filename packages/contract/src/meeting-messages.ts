/*
 * The meetings' texts, limits and choices (001 §5 "Meeting form", "Meeting cancel", §8, §9) as plain
 * constants: no schema (no zod), so SERVER_MESSAGES and the web's first load carry them without the
 * schema library. The calls and schemas are in meetings.ts.
 */

export const MEETING_LIMITS = {
  titleMax: 100,
  presenterMax: 200,
  cancellationNoteMax: 100,
  urlMax: 2000,
  pageSize: 10,
  choicesMax: 500,
} as const;

export const MEETING_MODES = ['online', 'offline'] as const;
export type MeetingMode = (typeof MEETING_MODES)[number];
export const MEETING_EVENT_TYPES = ['Webinar', 'one-on-one', 'others'] as const;
export type MeetingEventType = (typeof MEETING_EVENT_TYPES)[number];
export const MEETING_PAGE_TYPES = ['coordinator_dashboard', 'course_page', 'mentee_details'] as const;
export type MeetingPageType = (typeof MEETING_PAGE_TYPES)[number];
/** 001 §2.5: the default page type is the coordinator dashboard. */
export const DEFAULT_MEETING_PAGE_TYPE: MeetingPageType = 'coordinator_dashboard';
export const MEETING_LIST_TYPES = ['upcoming', 'past'] as const;
export type MeetingListType = (typeof MEETING_LIST_TYPES)[number];

/** The labels of the form's fields and options (English; the web translates them by key). */
export const MEETING_LABELS = {
  course_id: 'Course',
  meeting_mode: 'Meeting Mode',
  event_type: 'Event Type',
  cohorts: 'Cohorts',
  mentee_only: 'Mentee only',
  mentor_only: 'Mentor only',
  internal_members: 'Internal Members',
  title: 'Title',
  presenter: 'Presenter',
  start_date: 'Start Date',
  end_date: 'End Date',
  time: 'Start Time',
  end_time: 'End Time',
  meeting_url: 'Meeting URL',
  online: 'Online',
  offline: 'Offline',
} as const;

/** Every text the meetings' calls answer with; the form's messages are the spec's (001 §5, §8). */
export const MEETING_MESSAGES = {
  titleRequired: 'Please enter title',
  titleTooLong: 'Maximum 100 characters',
  presenterTooLong: 'Ensure this field has no more than 200 characters.',
  modeRequired: 'Please select meeting mode',
  eventTypeRequired: 'Please select event type',
  onlineIsWebinar: 'An online meeting has the event type Webinar.',
  offlineNoWebinar: 'A Webinar is held online.',
  courseRequired: 'Please select course',
  cohortsRequired: 'Please select Officer/Mentors',
  cohortNotInCourse: 'Choose cohorts of the selected course.',
  flagsExclusive: 'Choose mentee only or mentor only, not both.',
  badMember: 'Select a valid member.',
  startDateRequired: 'Please select start date',
  endDateRequired: 'Please select end date',
  endDateBeforeStart: 'End date cannot be before start date',
  startTimeRequired: 'Please select start time',
  endTimeRequired: 'Please select end time',
  endBeforeStart: 'End time must be after start time',
  invalidDate: 'Invalid date format',
  invalidTime: 'Enter a valid time (HH:MM).',
  badTimeZone: 'Unknown time zone.',
  urlRequired: 'Please enter meeting URL',
  badUrl: 'Enter a valid URL.',
  badOldAttachment: 'Select a valid attachment.',
  noteRequired: 'Please enter cancellation note',
  noteTooLong: 'Maximum 100 characters',
  badMeeting: 'Select a valid meeting.',
  badCourse: 'Select a valid course.',
  badCohort: 'Select a valid cohort.',
  badPage: 'Select a valid page.',
  badPageType: 'Select a valid page type.',
  menteeRequired: 'Select a valid officer.',
  alreadyCancelled: 'This meeting is already cancelled.',
  pastMeeting: 'This meeting has already ended.',
  notCoordinator: 'You do not coordinate this course.',
  created: 'Meeting scheduled successfully.',
  updated: 'Meeting updated successfully.',
  cancelled: 'Meeting cancelled successfully.',
  notEnded: 'Attendance can be populated once the meeting has ended',
  attendanceUploaded: 'Attendance uploaded successfully',
  attendanceAlreadyUploaded: 'Attendance Already Uploaded',
} as const;


