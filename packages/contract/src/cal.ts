import { z } from 'zod';
import { successAnswer } from './api';
import { calFormDefinitionSchema } from './dynamic-form';
import { endpoint } from './endpoints';
import { CAL_MESSAGES } from './cal-messages';
import { PAGE_ROUTES } from './routes';
import { ROLES } from './roles';
import { courseIdParam, recordId, pageNumber } from './validation';

/** The CAL tracker's calls (spec 001 §3.2–3.4, §7 "CAL and milestones"). */

const { coordinator, mentor, mentee } = ROLES;

/** The two CAL groups, in the order the tracker shows them (001 §2.1). */
export const CAL_GROUPS = ['project', 'scientific_communication'] as const;
export type CalGroup = (typeof CAL_GROUPS)[number];
/** The group's `cal_type` as the tracker sends it. */
export const CAL_GROUP_TYPES: Record<CalGroup, string> = {
  project: 'Project CALs',
  scientific_communication: 'Scientific Communication CALs',
};

/** Milestone statuses (001 §4), with the labels shown. */
export const MILESTONE_STATUSES = ['not_started', 'pending', 'revoke', 'completed', 'passed_due_date'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];
export const MILESTONE_STATUS_LABELS: Record<MilestoneStatus, string> = {
  not_started: 'Not Started',
  pending: 'Pending',
  revoke: 'Revoke',
  completed: 'Completed',
  passed_due_date: 'Passed Due Date',
};

/** Sub-CAL statuses (001 §4): `pending` is shown as Ongoing. */
export const SUB_CAL_STATUSES = ['not_started', 'pending', 'completed', 'passed_due_date'] as const;
export type SubCalStatus = (typeof SUB_CAL_STATUSES)[number];
export const SUB_CAL_STATUS_LABELS: Record<SubCalStatus, string> = {
  not_started: 'Not Started',
  pending: 'Ongoing',
  completed: 'Completed',
  passed_due_date: 'Passed Due Date',
};

/** What a milestone takes: a file, or one of the sub-CAL's forms. */
export const MILESTONE_TAKES = ['file', 'start', 'end', 'abstract'] as const;
export type MilestoneTakes = (typeof MILESTONE_TAKES)[number];

const courseId = courseIdParam(CAL_MESSAGES.badCourse);
const menteeId = recordId(CAL_MESSAGES.badMentee);
const subCalId = recordId(CAL_MESSAGES.badCal);
const milestoneId = recordId(CAL_MESSAGES.badMilestone);
const comment = z.string().trim().max(1000, CAL_MESSAGES.commentTooLong).optional();

// ---- Answers ----

export const subCalItem = z.object({
  id: z.number(),
  auto_name: z.string(),
  short_title: z.string(),
  is_cal: z.boolean(),
  status: z.enum(SUB_CAL_STATUSES),
  is_status_editable: z.boolean(),
});
export type SubCalItem = z.infer<typeof subCalItem>;

/** A CAL of the tracker with its sub-CALs (001 §3.2). */
export const trackerCal = z.object({
  cal: z.number(),
  cal_short_name: z.string(),
  cal_full_name: z.string(),
  cal_type: z.string(),
  group: z.enum(CAL_GROUPS),
  average_progress: z.number(),
  data: z.array(subCalItem),
});
export type TrackerCal = z.infer<typeof trackerCal>;

export const trackerAnswer = z.object({ data: z.array(trackerCal), can_add: z.boolean() });
export type TrackerAnswer = z.infer<typeof trackerAnswer>;

/** A milestone row (001 §3.3). */
export const milestoneItem = z.object({
  id: z.number(),
  sequence: z.number(),
  title: z.string(),
  takes: z.enum(MILESTONE_TAKES),
  due_date: z.string(),
  submitted: z.string().nullable(),
  status: z.enum(MILESTONE_STATUSES),
  is_status_editable: z.boolean(),
  latest_file: z.object({
    tag_type: z.string(),
    text: z.string(),
    redirect_to: z.string().nullable(),
    file: z.string().nullable(),
    file_name: z.string().nullable(),
    disable: z.boolean(),
  }),
  upload_file: z.object({ text: z.string(), tag_type: z.string(), disable: z.boolean() }),
  file: z.object({ text: z.string(), disable: z.boolean() }),
});
export type MilestoneItem = z.infer<typeof milestoneItem>;

export const milestonesAnswer = z.object({
  data: z.array(milestoneItem),
  sub_cal: subCalItem.extend({ cal_full_name: z.string(), cal_short_name: z.string(), group: z.enum(CAL_GROUPS) }),
});
export type MilestonesAnswer = z.infer<typeof milestonesAnswer>;

export const registrationFormAnswer = z.object({ data: calFormDefinitionSchema });

export const registeredSubCalAnswer = z.object({ message: z.string(), data: subCalItem });

/** Page size of the CAL Requests list (as the spec's other lists, 001 §9). */
export const CAL_REQUESTS_PAGE_SIZE = 10;

/** A sub-CAL waiting for its mentors' or coordinators' review, newest first (CAL Requests). */
export const calRequestRow = z.object({
  id: z.number(),
  auto_name: z.string(),
  short_title: z.string(),
  cal_short_name: z.string(),
  cal_full_name: z.string(),
  mentee_id: z.number(),
  mentee_name: z.string(),
  course_id: z.number(),
  course_title: z.string(),
  registered_at: z.string(),
  /** The mentee's tracker (the mentee details page) in that course. */
  link: z.string(),
});
export type CalRequestRow = z.infer<typeof calRequestRow>;
/** `count` is exact while `count_exact`; a longer list is counted only ten pages beyond the one asked for (docs/api.md). */
export const calRequestsAnswer = z.object({ count: z.number(), count_exact: z.boolean(), page: z.number(), page_size: z.number(), results: z.array(calRequestRow) });

// ---- Bodies ----

export const courseParams = z.object({ course: courseId });
export const menteeCourseParams = z.object({ course: courseId, mentee: menteeId });
export const menteeParams = z.object({ id: menteeId });
export const calRequestsQuery = z.object({
  page: pageNumber(CAL_MESSAGES.badPage),
});
export const milestonesBody = z.object({ cal_id: subCalId, course_id: courseId });
export const registrationFormBody = z.object({ cal_id: recordId(CAL_MESSAGES.badCal), course_id: courseId });
export const milestoneStatusBody = z.object({
  cal_id: subCalId,
  course_id: courseId,
  milestone_id: milestoneId,
  milestone_status: z.enum(MILESTONE_STATUSES, { error: CAL_MESSAGES.badStatus }),
  comment,
});
export const subCalStatusBody = z.object({
  cal_id: subCalId,
  course_id: courseId,
  cal_status: z.enum(SUB_CAL_STATUSES, { error: CAL_MESSAGES.badStatus }),
  comment,
});
/**
 * The registration form's submit (its path is not in the spec): the CAL, the course, and the
 * answers as the form's fields; the answers are checked against the CAL's registration form.
 */
export const registrationSubmitBody = z.looseObject({ cal_id: recordId(CAL_MESSAGES.badCal), course_id: courseId });

const reviewers = [coordinator, mentor] as const;

/** Every call of the CAL tracker, with its roles; each also checks that the record is the caller's. */
export const CAL_API = {
  /** The learner's own tracker. */
  courseTracker: endpoint({ method: 'GET', path: '/cal/api/courses/:course/cal/', access: [mentee], params: courseParams, answer: trackerAnswer }),
  /** A mentee's tracker, for the mentee, their mentors and the course's coordinators. */
  menteeTracker: endpoint({
    method: 'GET', path: '/cal/api/mentee/:course/:mentee/dashboard/', access: PAGE_ROUTES.menteeDashboard.access, params: menteeCourseParams, answer: trackerAnswer,
  }),
  /** The learner's milestones of one of their sub-CALs. */
  courseMilestones: endpoint({ method: 'POST', path: '/cal/api/courses/get/milestones/', access: [mentee], body: milestonesBody, answer: milestonesAnswer }),
  /** A mentee's milestones of one of their sub-CALs. */
  menteeMilestones: endpoint({
    method: 'POST', path: '/cal/api/mentor/get/:id/milestones/', access: PAGE_ROUTES.menteeDashboard.access, params: menteeParams, body: milestonesBody, answer: milestonesAnswer,
  }),
  registrationForm: endpoint({ method: 'POST', path: '/cal/api/get/registration-form/', access: [mentee], body: registrationFormBody, answer: registrationFormAnswer }),
  submitRegistration: endpoint({ method: 'POST', path: '/cal/api/submit/registration-form/', access: [mentee], body: registrationSubmitBody, answer: registeredSubCalAnswer }),
  milestoneStatus: endpoint({
    method: 'POST', path: '/cal/api/mentor/update/:id/milestone/status/', access: reviewers, params: menteeParams, body: milestoneStatusBody, answer: successAnswer,
  }),
  /** Sub-CALs of the caller's mentees (or of the courses they coordinate) waiting for review. */
  calRequests: endpoint({ method: 'GET', path: '/cal/api/cal_requests/', access: PAGE_ROUTES.calRequests.access, query: calRequestsQuery, answer: calRequestsAnswer }),
  subCalStatus: endpoint({
    method: 'POST', path: '/cal/api/mentor/update/:id/cal/status/', access: reviewers, params: menteeParams, body: subCalStatusBody, answer: successAnswer,
  }),
} as const;

/**
 * The `cuc` query value of the milestone version and chat pages (001 §2.1, §2.8): whether the
 * sub-CAL is completed, as an encoded true/false flag (the word in base64), written by the
 * tracker's Files link and read by those pages.
 */
const CUC_VALUES = { true: 'dHJ1ZQ==', false: 'ZmFsc2U=' } as const;

export function encodeCucFlag(completed: boolean): string {
  return completed ? CUC_VALUES.true : CUC_VALUES.false;
}

/** Reads a `cuc` value: true only for the encoded word true; anything else (absent, garbled) is false. */
export function decodeCucFlag(value: string | null | undefined): boolean {
  return value === CUC_VALUES.true;
}
