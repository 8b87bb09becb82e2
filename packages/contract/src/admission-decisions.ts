import { z } from 'zod';
import { endpoint } from './endpoints';
import { PAGE_ROUTES } from './routes';
import { recordId } from './validation';
import { ADMISSION_DECISION_LIMITS as L, ADMISSION_DECISION_MESSAGES as M, APPLICATION_STATUSES } from './admission-decision-messages';

export * from './admission-decision-messages';

/**
 * Admission decisions (issue 32) on the applications tracker (002 §2.11): a Course Coordinator of
 * the application's course, or an Administrator, admits an application into a cohort of that
 * course or rejects it, with a note. Admitting makes the officer's account (or links the account of
 * that address), enrols it in the cohort and sends the invitation (or a mail that it was
 * admitted), in one transaction; rejecting mails the applicant. An application is decided once.
 */

const note = z.string({ error: M.noteRequired }).trim().min(1, M.noteRequired).max(L.noteMax, M.noteTooLong);

export const admitBody = z.object({
  cohort_id: recordId(M.cohortRequired),
  note,
});
export type AdmitBody = z.input<typeof admitBody>;

export const rejectBody = z.object({ note });
export type RejectBody = z.input<typeof rejectBody>;

export const applicationDecisionParams = z.object({ application: recordId(M.applicationNotFound) });

/** A decision as the tracker shows it. */
export const applicationDecision = z.object({
  id: z.number(),
  status: z.enum(APPLICATION_STATUSES),
  decision_note: z.string().nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  cohort: z.string().nullable(),
});
export type ApplicationDecision = z.infer<typeof applicationDecision>;

export const applicationDecisionAnswer = z.object({ message: z.string(), data: applicationDecision });
export type ApplicationDecisionAnswer = z.infer<typeof applicationDecisionAnswer>;

/** Who decides: a coordinator of the application's course or an administrator (checked per record). */
const deciders = PAGE_ROUTES.contentManagement.access;

export const ADMISSION_DECISION_API = {
  admit: endpoint({
    method: 'POST', path: '/api/admin/applications/:application/admit/', access: deciders, params: applicationDecisionParams, body: admitBody,
    answer: applicationDecisionAnswer,
  }),
  reject: endpoint({
    method: 'POST', path: '/api/admin/applications/:application/reject/', access: deciders, params: applicationDecisionParams, body: rejectBody,
    answer: applicationDecisionAnswer,
  }),
} as const;
