import type { z } from 'zod';
import {
  ADMISSION_DECISION_MESSAGES as M, ROLES, hasAnyRole, isLocale, pageUrl, type ApplicationDecision, type admitBody, type rejectBody,
} from '@fetp/contract';
import type { Services } from '../../services';
import type { CurrentUser } from '../../plugins/auth';
import { HttpError, forbidden, notFound } from '../../plugins/errors';
import { UNUSABLE_PASSWORD } from '../../plugins/passwords';
import type { Queryable } from '../../db/client';
import { recordAudit } from '../../db/audit';
import { enrol } from '../../db/people';
import { answeringRefusals } from '../people';
import { coordinates } from '../../db/scopes';
import { sendMailJob } from '../../jobs/kinds';
import { mailLocale, renderMail } from '../../mail/texts';
import { queueInvitation } from '../password-reset';
import {
  accountByEmail, applicationForDecision, cohortById, decisionOf, fillEmptyProfile, insertAccount, writeDecision, type ApplicationForDecision,
} from './queries';

/**
 * Admission decisions (issue 32). A Course Coordinator decides the applications to the courses
 * they coordinate, an Administrator those to any course; a coordinator naming another course's
 * application is refused with 403 whether or not it exists (as programme setup refuses), an
 * administrator naming a missing one gets 404. The cohort must be one of the application's course
 * (else 403, as another's). An application is decided once (409).
 *
 * Admitting, in ONE transaction: the account of the application's address (a new one without a
 * usable password, or the existing one linked), the profile fields the application holds that the
 * account lacks, the Mentee role and the enrolment (db/people.ts, audited there), the decision and
 * its audit entry, and the mail (the invitation of a new account, or a mail telling an existing one
 * it was admitted) queued in the same transaction, so it goes only if everything is kept.
 */

/** Who decides: a user's id and whether they are an administrator (any course). */
export interface Decider { id: number; administrator: boolean }

export const deciderOf = (user: CurrentUser): Decider => ({ id: user.id, administrator: hasAnyRole(user.roles, [ROLES.administrator]) });

/** What a decision sends, queued in the deciding transaction. */
export interface DecisionMail {
  invite(tx: Queryable, userId: number): Promise<void>;
  send(tx: Queryable, mail: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}

/** The mail of the running app: the invitation job and the mail job, in the caller's transaction. */
export const queuedMail = (services: Pick<Services, 'jobs'>): DecisionMail => ({
  invite: (tx, userId) => queueInvitation(services, tx, userId),
  send: async (tx, mail) => {
    await services.jobs.enqueue(sendMailJob, mail, { db: tx });
  },
});

/** The application, when the decider may decide it and it is still pending. */
async function pendingApplication(tx: Queryable, decider: Decider, applicationId: number): Promise<ApplicationForDecision> {
  const application = await applicationForDecision(tx, applicationId);
  if (!decider.administrator && !(application && (await coordinates(tx, decider.id, application.courseId)))) throw forbidden(M.notYourApplication);
  if (!application) throw notFound(M.applicationNotFound);
  if (application.status !== 'pending') throw new HttpError(409, M.alreadyDecided);
  return application;
}

const applicantName = (a: { firstName: string; lastName: string }) => `${a.firstName} ${a.lastName}`.trim();

/** The language of the wizard the application was made in (null for those made before it was kept: the portal's default). */
const wizardLocale = (a: { language: string | null }) => (isLocale(a.language) ? a.language : null);

function decisionOut(row: NonNullable<Awaited<ReturnType<typeof decisionOf>>>): ApplicationDecision {
  return {
    id: row.id, status: row.status, decision_note: row.note, decided_by: row.decidedBy, decided_at: row.decidedAt?.toISOString() ?? null, cohort: row.cohort,
  };
}

export interface DecisionOptions {
  /** When it was decided (the demo seed's dates); now by default. */
  at?: Date;
  /** Where the mails' links point (the app's public address). */
  publicUrl: string;
}

/** Admits an application into a cohort of its course; answers the account's id. */
export async function admitIn(
  tx: Queryable, decider: Decider, applicationId: number, body: z.output<typeof admitBody>, mail: DecisionMail, opts: DecisionOptions,
): Promise<{ userId: number; created: boolean }> {
  const application = await pendingApplication(tx, decider, applicationId);
  const cohort = await cohortById(tx, body.cohort_id);
  if (!cohort || cohort.courseId !== application.courseId) throw forbidden(M.notYourCohort);

  let account = await accountByEmail(tx, application.email);
  if (account && !account.isActive) throw new HttpError(409, M.accountDeactivated);
  const created = !account;
  if (!account) {
    account = await insertAccount(tx, {
      email: application.email, passwordHash: UNUSABLE_PASSWORD, firstName: application.firstName, lastName: application.lastName,
      displayName: applicantName(application) || application.email.split('@')[0]!,
      // The wizard's language, so the invitation and the first sign-in speak it.
      language: wizardLocale(application),
    });
    // Another transaction made the account meanwhile: refuse rather than guess; deciding again links it.
    if (!account) throw new HttpError(409, M.alreadyDecided);
  }
  await fillEmptyProfile(tx, account.id, {
    phoneNumber: application.phoneNumber, dob: application.dob, gender: application.gender, districtId: application.districtId, stateId: application.stateId,
  });
  // The enrolment, with the Mentee role when the account lacks it (db/people.ts `enrol`, which
  // audits both); enrolled there already: 409, and nothing of this transaction is kept.
  await enrol(tx, decider.id, account.id, cohort.id).catch(answeringRefusals);

  if (!(await writeDecision(tx, application.id, { status: 'admitted', note: body.note, decidedBy: decider.id, decidedAt: opts.at, cohortId: cohort.id, userId: account.id }))) {
    throw new HttpError(409, M.alreadyDecided);
  }
  await recordAudit(tx, {
    actorId: decider.id, action: 'application.admit', entity: 'application', entityId: application.id, courseId: application.courseId,
    before: { status: 'pending' },
    after: { status: 'admitted', note: body.note, cohortId: cohort.id, userId: account.id, accountCreated: created },
  });

  if (created) await mail.invite(tx, account.id);
  else {
    await mail.send(tx, {
      to: account.email,
      ...renderMail('applicationAdmitted', mailLocale(account.language, wizardLocale(application)), {
        name: account.displayName, course: application.courseTitle, cohort: cohort.name, email: account.email, link: `${opts.publicUrl}${pageUrl('login')}`,
      }),
    });
  }
  return { userId: account.id, created };
}

/** Rejects an application and mails the applicant. */
export async function rejectIn(
  tx: Queryable, decider: Decider, applicationId: number, body: z.output<typeof rejectBody>, mail: DecisionMail, opts: Omit<DecisionOptions, 'publicUrl'> = {},
): Promise<void> {
  const application = await pendingApplication(tx, decider, applicationId);
  if (!(await writeDecision(tx, application.id, { status: 'rejected', note: body.note, decidedBy: decider.id, decidedAt: opts.at }))) {
    throw new HttpError(409, M.alreadyDecided);
  }
  await recordAudit(tx, {
    actorId: decider.id, action: 'application.reject', entity: 'application', entityId: application.id, courseId: application.courseId,
    before: { status: 'pending' }, after: { status: 'rejected', note: body.note },
  });
  await mail.send(tx, { to: application.email, ...renderMail('applicationRejected', wizardLocale(application), { name: applicantName(application), course: application.courseTitle }) });
}

async function answer(services: Pick<Services, 'db'>, applicationId: number, message: string) {
  return { message, data: decisionOut((await decisionOf(services.db, applicationId))!) };
}

export async function admitApplication(services: Services, user: CurrentUser, applicationId: number, body: z.output<typeof admitBody>) {
  await services.db.transaction((tx) => admitIn(tx, deciderOf(user), applicationId, body, queuedMail(services), { publicUrl: services.config.publicUrl }));
  return answer(services, applicationId, M.admitted);
}

export async function rejectApplication(services: Services, user: CurrentUser, applicationId: number, body: z.output<typeof rejectBody>) {
  await services.db.transaction((tx) => rejectIn(tx, deciderOf(user), applicationId, body, queuedMail(services)));
  return answer(services, applicationId, M.rejected);
}
