import { z } from 'zod';
import { calFieldSchema } from './dynamic-form';
import { dateProblem, discussionRowFields, eventMessageAnswer, inviteeEmailsProblem, isEventLink, timesProblems } from './calendar';
import { DISCUSSION_MESSAGES } from './discussion-messages';
import { endpoint } from './endpoints';
import { ROLES } from './roles';
import { idListOf, isKnownTimeZone, parseRecordId, courseIdParam, recordId, pageNumber } from './validation';

export { DISCUSSION_MESSAGES } from './discussion-messages';

/**
 * Mentor-mentee discussion events (001 §2.7, §3.8, §4, §5, §7; 002 §2.5, §3, §5, §7): a mentee
 * schedules one with their own mentors on one of their CALs, a mentor with their own officers, a
 * coordinator with people of a cohort of a course they coordinate. One event is one occurrence
 * (no recurrence). In update mode the description, the CAL and the mode stay as scheduled; only
 * the scheduler edits or cancels. Paths are the spec's, odd spellings kept (`disucssion`,
 * `meenteeOrmentor`, `is_seleted`); the ones it does not show are designed here (docs/api.md).
 */

const M = DISCUSSION_MESSAGES;

/** 10 rows per page (001 §9, 002 §9). */
export const DISCUSSION_PAGE_SIZE = 10;

/**
 * The discussion modes the forms offer (the spec says they come from the server and does not list
 * them). An online discussion needs a meeting link; the others have none (a link sent is dropped).
 */
export const DISCUSSION_MODES = ['Online', 'In person', 'Phone call'] as const;
export type DiscussionMode = (typeof DISCUSSION_MODES)[number];
export const ONLINE_DISCUSSION_MODE: DiscussionMode = 'Online';

/** Who scheduled a discussion, as the spec's `scheduler` names them. */
export const DISCUSSION_SCHEDULERS = { mentee: ROLES.mentee, mentor: ROLES.mentor, coordinator: ROLES.coordinator } as const;

export const DISCUSSION_LIMITS = { titleMax: 100, descriptionMax: 1000, linkMax: 2048, participantsMax: 50 } as const;

/** The event types of the lists. */
export const DISCUSSION_EVENT_TYPES = ['upcoming', 'past'] as const;
export type DiscussionEventType = (typeof DISCUSSION_EVENT_TYPES)[number];

// ---- Rules shared by the forms and the server (no zod: the web's form checks them as typed) ----

/** Today as YYYY-MM-DD in a time zone (the form's minimum date in add mode). */
export function todayIn(zone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The external participants' addresses from a text (commas, semicolons, spaces or lines between them) or a list. */
export function splitEmails(value: unknown): string[] {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(/[\s,;]+/) : []));
  return [...new Set(parts.map((p) => p.trim().toLowerCase()).filter(Boolean))];
}

/** The external participants' problem, if any. */
export const emailsProblem = (emails: readonly string[]) =>
  inviteeEmailsProblem(emails, { max: DISCUSSION_LIMITS.participantsMax, bad: M.badEmails, tooMany: M.tooManyEmails });

/** The when-and-how fields every discussion form has, as typed (dates YYYY-MM-DD, times HH:mm). */
export interface DiscussionTiming {
  start_date?: string;
  from_time?: string;
  to_time?: string;
  discussion_mode?: string;
  meeting_link?: string;
}

/**
 * The checks of the date, times, mode and link (001 §5, 002 §5): messages by field. `minDate`
 * (today in add mode) refuses an earlier date; `checkMode` is false in update mode (the mode is
 * kept as scheduled, `mode` then says which it is).
 */
export function timingProblems(values: DiscussionTiming, opts: { minDate?: string; checkMode?: boolean; mode?: string } = {}): Record<string, string> {
  const problems: Record<string, string> = {};
  const put = (field: string, message: string | undefined) => message && (problems[field] = message);
  put('start_date', dateProblem(values.start_date?.trim() ?? '', { required: M.enterDate, invalid: M.badDate, min: opts.minDate, beforeMin: M.dateInPast }));
  const times = timesProblems(values.from_time?.trim() ?? '', values.to_time?.trim() ?? '', {
    fromRequired: M.enterTime, toRequired: M.enterTime, invalid: M.badTime, notAfter: M.toTimeNotAfter, sameDay: true,
  });
  put('from_time', times.from);
  put('to_time', times.to);
  const mode = opts.checkMode === false ? opts.mode : values.discussion_mode?.trim();
  if (opts.checkMode !== false) {
    if (!mode) problems.discussion_mode = M.selectMode;
    else if (!(DISCUSSION_MODES as readonly string[]).includes(mode)) problems.discussion_mode = M.badMode;
  }
  const link = values.meeting_link?.trim() ?? '';
  // The link is optional in every form (issue 30 §2): the server may open a room for an online discussion without one.
  if (mode === ONLINE_DISCUSSION_MODE && link && !isEventLink(link, DISCUSSION_LIMITS.linkMax)) problems.meeting_link = M.badMeetingLink;
  return problems;
}

// ---- Request schemas ----

/** A list of record ids (validation.ts idListOf), at most 500. */
const idList = (message: string) => z.unknown().optional().transform((value, ctx) => {
  const ids = idListOf(value);
  if (ids === null || ids.length > 500) {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  return ids;
});

/** A text field (absent is ''), trimmed. */
const text = (max: number, tooLong: string) => z.string({ error: tooLong }).trim().max(max, tooLong).optional().default('');
const timeZone = z.string().trim().refine(isKnownTimeZone, M.badTimeZone).optional();
const participants = z
  .union([z.string(), z.array(z.string())], { error: M.badEmails })
  .optional()
  .transform((value, ctx) => {
    const emails = splitEmails(value);
    const problem = emailsProblem(emails);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return emails;
  });

/** The fields every learner and mentor form shares. */
const commonFields = {
  start_date: z.string({ error: M.enterDate }).trim().optional().default(''),
  from_time: z.string({ error: M.enterTime }).trim().optional().default(''),
  to_time: z.string({ error: M.enterTime }).trim().optional().default(''),
  description: text(DISCUSSION_LIMITS.descriptionMax, M.descriptionTooLong),
  discussion_mode: z.string({ error: M.selectMode }).trim().optional().default(''),
  meeting_link: z.string({ error: M.badMeetingLink }).trim().max(DISCUSSION_LIMITS.linkMax, M.badMeetingLink).optional().default(''),
  internal_members: idList(M.badMember),
  participants,
  /** Read and ignored: the server knows who schedules. */
  scheduler: z.string().optional(),
  /** The scheduler's IANA zone (the browser's): the date and times are wall-clock there. Default UTC. */
  time_zone: timeZone,
};

/** Each message of `problems` as an issue under its field, in order; a field without one (false, undefined) has none. */
const addIssues = (ctx: z.RefinementCtx, problems: Record<string, string | false | undefined>) => {
  for (const [path, message] of Object.entries(problems)) if (message) ctx.addIssue({ code: 'custom', path: [path], message });
};

/**
 * A form's own checks, then the description (required when adding) and the timing. 'add' checks the date against today
 * in the scheduler's zone and the mode; 'update' leaves the locked fields to the server.
 */
type FormMode = 'add' | 'update';
const formRefinement = <V extends DiscussionTiming & { description: string; time_zone?: string }>(mode: FormMode, own: (values: V) => Record<string, string | false | undefined>) =>
  (values: V, ctx: z.RefinementCtx) => {
    addIssues(ctx, { ...own(values), description: mode === 'add' && !values.description && M.enterDescription });
    addIssues(ctx, timingProblems(values, { minDate: mode === 'add' ? todayIn(values.time_zone ?? 'UTC') : undefined, checkMode: mode === 'add' }));
  };

/** The learner's form (001 §5 "Discussion event (learner)"): mentors, CAL, date, times, description, mode. */
const menteeFields = {
  ...commonFields,
  mentor_id: idList(M.selectMentor),
  cal_id: z.union([z.string(), z.number()]).optional(),
  course_id: courseIdParam(M.badCourse),
};

const menteeRefinement = (mode: FormMode) => formRefinement(mode, (values: z.output<z.ZodObject<typeof menteeFields>>) => ({
  mentor_id: values.mentor_id.length === 0 && M.selectMentor,
  cal_id: mode === 'add' && parseRecordId(values.cal_id === undefined ? '' : String(values.cal_id).trim()) === null && M.selectCal,
}));

/** POST /v1/cal/event/mentee/create/new/ (form data; lists repeat their key). */
export const menteeDiscussionBody = z.object(menteeFields).superRefine(menteeRefinement('add'));
/** The learner's update: event_id and the form; description, cal_id and discussion_mode are kept as scheduled (a change is refused). */
export const menteeDiscussionUpdateBody = z.object({ ...menteeFields, event_id: recordId(M.badEvent) }).superRefine(menteeRefinement('update'));
export type MenteeDiscussionBody = z.output<typeof menteeDiscussionBody>;

/** The mentor's form (002 §3 "Mentor event payload", §5): officers, title, date, times, description, mode. */
const mentorFields = {
  ...commonFields,
  mentee_id: idList(M.selectOfficer),
  title: text(DISCUSSION_LIMITS.titleMax, M.titleTooLong),
  /** Optional: the course the discussion is about; else the one course in which the mentor mentors every chosen officer, if there is one. */
  course_id: courseIdParam(M.badCourse).optional(),
};
const mentorRefinement = (mode: FormMode) => formRefinement(mode, (values: z.output<z.ZodObject<typeof mentorFields>>) => ({
  mentee_id: values.mentee_id.length === 0 && M.selectOfficer,
  title: !values.title && M.enterTitle,
}));
/** POST /v1/event/mentor/create/new/. */
export const mentorDiscussionBody = z.object(mentorFields).superRefine(mentorRefinement('add'));
/** POST /v1/event/mentor/update/: event_id and the form; description and discussion_mode are kept as scheduled. */
export const mentorDiscussionUpdateBody = z.object({ ...mentorFields, event_id: recordId(M.badEvent) }).superRefine(mentorRefinement('update'));
export type MentorDiscussionBody = z.output<typeof mentorDiscussionBody>;

/**
 * The coordinator's form is server-described (field_data): the body is its answers by field key,
 * checked on the server against the same definition (calAnswersSchema), plus cohort_id. Lists
 * repeat their key in form data.
 */
export const coordinatorDiscussionBody = z.object({ cohort_id: recordId(M.badCohort) }).catchall(z.union([z.string(), z.array(z.string())]));
/** POST /v1/cal/event/update/: event_id (and cal_id, read and ignored: the CAL is kept), with the answers. */
export const coordinatorDiscussionUpdateBody = z.object({ event_id: recordId(M.badEvent), cal_id: z.string().optional() }).catchall(z.union([z.string(), z.array(z.string())]));

export const menteePreDataParams = z.object({ courseKey: z.string().trim().min(1, M.badCourse).max(200, M.badCourse) });
export const coordinatorPreDataQuery = z.object({ cohort_id: recordId(M.badCohort) });
export const coordinatorUpdatePreDataQuery = z.object({
  event_id: recordId(M.badEvent),
  /** Read and ignored (the event says them): the spec's call sends them. */
  scheduler: z.string().optional(),
  course_id: z.string().optional(),
  cohort_id: z.string().optional(),
  time_zone: timeZone,
});
export const discussionEventBody = z.object({ event_id: recordId(M.badEvent), time_zone: timeZone });
export const discussionCancelQuery = z.object({ event_id: recordId(M.badEvent) });

const page = pageNumber(M.badPage);
const eventType = z.enum(DISCUSSION_EVENT_TYPES, { error: M.badEventType }).default('upcoming');
/** GET /v1/mentor-mentee-discussion: the caller's discussions, an officer's (user_id), or a coordinated cohort's (cohort_id). */
export const discussionListQuery = z.object({
  page,
  event_type: eventType,
  user_id: recordId(M.badUser).optional(),
  cohort_id: recordId(M.badCohort).optional(),
  time_zone: timeZone,
});
/** GET /v1/course-cal-mentor-mentee-discussion: an officer's discussions in one course (the course page's tab). */
export const courseDiscussionListQuery = discussionListQuery.omit({ cohort_id: true }).extend({
  /** Ours: without it, the officer's one course the caller stands in (the spec's call names none). */
  course_id: courseIdParam(M.badCourse).optional(),
});

// ---- Answers ----

/** A choice of a discussion form. */
export const discussionOption = z.object({ value: z.number(), label: z.string() });
export const discussionModeOption = z.object({ value: z.string(), label: z.string(), needs_link: z.boolean() });

/** GET /v1/mentee/disucssion/pre-data/{courseKey}. */
export const menteePreDataAnswer = z.object({
  course_id: z.number(),
  mentor: z.array(discussionOption),
  cal: z.array(discussionOption),
  discussion_mode: z.array(discussionModeOption),
  internal_members: z.array(discussionOption),
});
export type MenteePreDataAnswer = z.infer<typeof menteePreDataAnswer>;

/** GET /v1/mentor/disucssion/pre-data/. */
export const mentorPreDataAnswer = z.object({
  officer: z.array(discussionOption),
  discussion_mode: z.array(discussionModeOption),
  internal_members: z.array(discussionOption),
});

/** The coordinator's field_data: a dynamic-form definition (001 §3.1), rendered by the shared DynamicForm. */
export const discussionFieldData = z.object({
  cal_id: z.number(),
  cal_name: z.string(),
  short_name: z.string(),
  milestone_id: z.number().nullable(),
  auto_name: z.string(),
  course_id: z.number(),
  name: z.string(),
  fields: z.record(z.string(), calFieldSchema),
});
export const coordinatorPreDataAnswer = z.object({
  field_data: discussionFieldData,
  cohort_id: z.number(),
  course_id: z.number(),
  /** Set on the update pre-data: the event the values are of. */
  event_id: z.number().optional(),
});

/** The participant fields of the coordinator's form: at least one of them must name someone. */
export const COORDINATOR_PARTICIPANT_FIELDS = ['mentees', 'mentors', 'course_coordinators'] as const;

/** A create or update: the message and the event. */
export const discussionSavedAnswer = z.object({ message: z.string(), event_id: z.number() });

const selectable = z.object({ value: z.number(), label: z.string(), is_selected: z.boolean() });
/** 002 §3 "Detail": the event as its form shows it, in the asked time zone. */
export const discussionDetailAnswer = z.object({
  event_id: z.number(),
  scheduler: z.string(),
  course_id: z.number().nullable(),
  cohort_id: z.number().nullable(),
  /** The officers (the spec spells the flag is_seleted). */
  mentees: z.array(z.object({ value: z.number(), label: z.string(), is_seleted: z.boolean() })),
  mentors: z.array(selectable),
  course_coordinators: z.array(selectable),
  title: z.string(),
  cal: z.object({ value: z.number(), label: z.string() }).nullable(),
  is_cal: z.boolean(),
  /** YYYY-MM-DD, HH:mm, HH:mm in `time_zone`. */
  date: z.string(),
  from_time: z.string(),
  to_time: z.string(),
  time_zone: z.string(),
  description: z.string(),
  discussion_mode: z.string(),
  meeting_link: z.string(),
  internal_members: z.array(selectable),
  /** External participants' addresses. */
  participants: z.array(z.string()),
  user_can_edit: z.boolean(),
});
export type DiscussionDetail = z.infer<typeof discussionDetailAnswer>;

/** A list row (001 §3.8, 002 §3); coordinator rows fill mentees, mentors and course_coordinators. */
export const discussionRow = z.object({
  ...discussionRowFields,
  end_time: z.string(),
  ends_at: z.string(),
  mode: z.string(),
  scheduler: z.string(),
  mentees: z.string(),
  mentors: z.string(),
  course_coordinators: z.string(),
});
export type DiscussionRow = z.infer<typeof discussionRow>;
export const discussionListAnswer = z.object({ count: z.number(), results: z.array(discussionRow) });

const { coordinator, mentor, mentee } = ROLES;
const anyone = [coordinator, mentor, mentee] as const;

/** The discussions' calls; each also checks the caller's relation to every id it names (db/scopes.ts). */
export const DISCUSSIONS_API = {
  menteePreData: endpoint({ method: 'GET', path: '/v1/mentee/disucssion/pre-data/:courseKey', access: [mentee], params: menteePreDataParams, answer: menteePreDataAnswer }),
  menteeCreate: endpoint({ method: 'POST', path: '/v1/cal/event/mentee/create/new/', access: [mentee], body: menteeDiscussionBody, answer: discussionSavedAnswer }),
  /** The learner's update (path not shown in the spec: the PATCH it names). */
  menteeUpdate: endpoint({ method: 'PATCH', path: '/v1/cal/event/update/', access: [mentee], body: menteeDiscussionUpdateBody, answer: discussionSavedAnswer }),
  mentorPreData: endpoint({ method: 'GET', path: '/v1/mentor/disucssion/pre-data/', access: [mentor], answer: mentorPreDataAnswer }),
  mentorCreate: endpoint({ method: 'POST', path: '/v1/event/mentor/create/new/', access: [mentor], body: mentorDiscussionBody, answer: discussionSavedAnswer }),
  /** The mentor's update (path not shown in the spec: designed beside the create). */
  mentorUpdate: endpoint({ method: 'POST', path: '/v1/event/mentor/update/', access: [mentor], body: mentorDiscussionUpdateBody, answer: discussionSavedAnswer }),
  coordinatorPreData: endpoint({ method: 'GET', path: '/v1/cc/disucssion/pre-data/', access: [coordinator], query: coordinatorPreDataQuery, answer: coordinatorPreDataAnswer }),
  coordinatorCreate: endpoint({ method: 'POST', path: '/v1/event/cc/create/new/', access: [coordinator], body: coordinatorDiscussionBody, answer: discussionSavedAnswer }),
  coordinatorUpdatePreData: endpoint({ method: 'GET', path: '/v1/cc/update-discussion/pre-data/', access: [coordinator], query: coordinatorUpdatePreDataQuery, answer: coordinatorPreDataAnswer }),
  coordinatorUpdate: endpoint({ method: 'POST', path: '/v1/cal/event/update/', access: [coordinator], body: coordinatorDiscussionUpdateBody, answer: discussionSavedAnswer }),
  /** An event as its form shows it: for those who may read it (invitees, the scheduler, the course's coordinators). */
  event: endpoint({ method: 'POST', path: '/v1/cal/event/get/', access: anyone, body: discussionEventBody, answer: discussionDetailAnswer }),
  /** Cancels an event: the scheduler only. */
  cancel: endpoint({ method: 'DELETE', path: '/v1/cal/event/cancel/', access: anyone, query: discussionCancelQuery, answer: eventMessageAnswer }),
  list: endpoint({ method: 'GET', path: '/v1/mentor-mentee-discussion', access: anyone, query: discussionListQuery, answer: discussionListAnswer }),
  courseList: endpoint({ method: 'GET', path: '/v1/course-cal-mentor-mentee-discussion', access: anyone, query: courseDiscussionListQuery, answer: discussionListAnswer }),
} as const;
