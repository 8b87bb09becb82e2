import {
  CAL_API as API, CAL_FILE_API, CAL_FORM_API, type AnswerOf, type CalFilledFormKind, type CalPayload, type MilestoneStatus, type SubCalStatus,
} from '@fetp/contract';
import { call } from '../../app/http';

/**
 * Whose tracker a page shows: the signed-in learner's own course (the course page), or a mentee's
 * course as their mentor, their course's coordinator or the mentee sees it (the mentee details page).
 */
export type CalScope = { kind: 'course'; course: number } | { kind: 'mentee'; course: number; mentee: number };

export type TrackerAnswer = AnswerOf<typeof API.courseTracker>;
export type MilestonesAnswer = AnswerOf<typeof API.courseMilestones>;
export type StatusAnswer = AnswerOf<typeof API.milestoneStatus>;
export type RegistrationFormAnswer = AnswerOf<typeof API.registrationForm>;
export type RegisteredAnswer = AnswerOf<typeof API.submitRegistration>;
export type UploadAnswer = AnswerOf<typeof CAL_FILE_API.upload>;
export type VersionsAnswer = AnswerOf<typeof CAL_FILE_API.versions>;
export type CalFormAnswer = AnswerOf<typeof CAL_FORM_API.startForm>;
export type SavedCalFormAnswer = AnswerOf<typeof CAL_FORM_API.submitStartForm>;

/** The load and submit calls of each filled form (001 §2.2, §4). */
const FORM_CALLS = {
  start: { load: CAL_FORM_API.startForm, submit: CAL_FORM_API.submitStartForm },
  end: { load: CAL_FORM_API.endForm, submit: CAL_FORM_API.submitEndForm },
  abstract: { load: CAL_FORM_API.abstractForm, submit: CAL_FORM_API.submitAbstractForm },
} satisfies Record<CalFilledFormKind, { load: unknown; submit: unknown }>;

/** Which form of a sub-CAL is loaded: the sub-CAL, its mentee's user id and the milestone that takes it. */
export interface CalFormTarget {
  kind: CalFilledFormKind;
  subCal: number;
  menteeUser: number;
  milestone: number;
}

/**
 * A form's payload with extra fields: as form data (a multi-select's choices as the key repeated),
 * or multipart when it holds a file.
 */
function payloadBody<X extends Record<string, number>>(payload: CalPayload, extra: X): (Record<string, string | string[] | number> & X) | FormData {
  const files = Object.values(payload).some((value) => value instanceof File);
  if (!files) return { ...(payload as Record<string, string | string[]>), ...extra };
  const formData = new FormData();
  for (const [key, value] of Object.entries(extra)) formData.append(key, String(value));
  for (const [key, value] of Object.entries(payload)) {
    for (const item of Array.isArray(value) ? value : [value]) formData.append(key, item instanceof File ? item : String(typeof item === 'string' ? item : item.name));
  }
  return formData;
}

/** A new sub-CAL's registration: the CAL (not a sub-CAL), and the form's payload (toPayload's output). */
export interface Registration {
  cal: number;
  payload: CalPayload;
}

export interface MilestoneStatusChange {
  subCal: number;
  milestone: number;
  status: MilestoneStatus;
}

export interface SubCalStatusChange {
  subCal: number;
  status: SubCalStatus;
}

/**
 * The CAL tracker's calls (001 §7 "CAL and milestones"). The loads show no toast (a page tells a
 * failure in place); the status changes show the server's message as the client's toasts do.
 */
export const calApi = {
  tracker: (scope: CalScope) =>
    scope.kind === 'course'
      ? call(API.courseTracker, { params: { course: scope.course }, toast: false })
      : call(API.menteeTracker, { params: { course: scope.course, mentee: scope.mentee }, toast: false }),
  /** The milestones of one sub-CAL (form data cal_id, course_id). */
  milestones: (scope: CalScope, subCal: number) => {
    const form = { cal_id: subCal, course_id: scope.course };
    return scope.kind === 'course'
      ? call(API.courseMilestones, { body: form, toast: false })
      : call(API.menteeMilestones, { params: { id: scope.mentee }, body: form, toast: false });
  },
  /** A mentor's or coordinator's change of a milestone's status. */
  milestoneStatus: (course: number, mentee: number, change: MilestoneStatusChange) =>
    call(API.milestoneStatus, {
      params: { id: mentee },
      body: { milestone_id: change.milestone, milestone_status: change.status, cal_id: change.subCal, course_id: course },
    }),
  /** A mentor's or coordinator's change of a sub-CAL's status. */
  subCalStatus: (course: number, mentee: number, change: SubCalStatusChange) =>
    call(API.subCalStatus, {
      params: { id: mentee },
      body: { cal_id: change.subCal, course_id: course, cal_status: change.status },
    }),
  /** The registration form of a new sub-CAL of a CAL (form data cal_id, course_id), with no toast: the modal tells a failure. */
  registrationForm: (course: number, cal: number) =>
    call(API.registrationForm, { body: { cal_id: cal, course_id: course }, toast: false }),
  /**
   * Registers a new sub-CAL: cal_id, course_id and the payload as form data (a multi-select's
   * choices as the key repeated, which the server reads back as a list). The modal shows the
   * success message itself (the answer has no `success` flag); refusals toast as usual.
   */
  submitRegistration: (course: number, { cal, payload }: Registration) => {
    const files = Object.entries(payload).filter((entry): entry is [string, File] => entry[1] instanceof File);
    if (files.length === 0) {
      const form = { ...(payload as Record<string, string | string[]>), cal_id: cal, course_id: course };
      return call(API.submitRegistration, { body: form, toast: false, errorToast: true });
    }
    const formData = new FormData();
    formData.append('cal_id', String(cal));
    formData.append('course_id', String(course));
    for (const [key, value] of Object.entries(payload)) {
      for (const item of Array.isArray(value) ? value : [value]) formData.append(key, item instanceof File ? item : String(typeof item === 'string' ? item : item.name));
    }
    return call(API.submitRegistration, { body: formData, toast: false, errorToast: true });
  },
  /** The mentee uploads a version of a milestone's file (multipart milestone_file, milestone_id); the modal tells the outcome. */
  uploadFile: (milestone: number, file: File) => {
    const formData = new FormData();
    formData.append('milestone_id', String(milestone));
    formData.append('milestone_file', file);
    return call(CAL_FILE_API.upload, { body: formData, toast: false });
  },
  /** Every version of a milestone's file, newest first (the milestone version page). */
  versions: (milestone: number) => call(CAL_FILE_API.versions, { params: { id: milestone }, toast: false }),
  /** A sub-CAL's start, end or abstract form with its saved answers, and whether the caller may save it. */
  calForm: ({ kind, subCal, menteeUser, milestone }: CalFormTarget) =>
    call(FORM_CALLS[kind].load, { body: { cal_id: subCal, user_id: menteeUser, milestone_id: milestone }, toast: false }),
  /** Saves the mentee's form; the modal shows the success message, refusals show under the fields. */
  submitCalForm: ({ kind, subCal, milestone }: CalFormTarget, payload: CalPayload) =>
    call(FORM_CALLS[kind].submit, { body: payloadBody(payload, { cal_id: subCal, milestone_id: milestone }), toast: false, errorToast: true }),
};
