import { CAL_MESSAGES, LIVE_EVENTS, dayMonthYear, pageUrl, type MilestoneStatus, type SubCalStatus } from '@fetp/contract';
import type { Services } from '../../services';
import type { Queryable } from '../../db/client';
import { recordAudit } from '../../db/audit';
import { mentorsOf, peopleWhoSee } from '../../db/scopes';
import { sendMailJob } from '../../jobs';
import { publishLive } from '../../live/bus';
import { mailLocale, renderMail } from '../../mail/texts';
import { forbidden } from '../../plugins/errors';
import { notify, statusLabel } from '../notifications';
import {
  insertStatusChange, lockMilestone, lockSubCal, officerContact, openMilestones, subCalOfMilestone, updateMilestone, updateSubCal, type LockedSubCal,
} from './status-queries';

/**
 * The one way a milestone's or a sub-CAL's status changes (docs/architecture.md "CAL statuses"):
 * a reviewer's status call, the officer's form save or file upload, and the daily due-date job all
 * come here. Inside the caller's transaction it locks the sub-CAL, then the milestone (always in
 * that order, so two changes of one sub-CAL never deadlock), checks the transition, writes the
 * audit rows, and tells whom it concerns: a bell notification (keyed, in the reader's language),
 * the live channel and a queued e-mail.
 */

/** Who makes a change: a mentor or coordinator of the officer, the officer submitting work, or the portal itself. */
export type StatusActor =
  | { kind: 'reviewer'; userId: number; name: string }
  | { kind: 'officer'; userId: number }
  | { kind: 'system' };

export type StatusChange =
  /** A reviewer sets a milestone's status (the sub-CAL follows: Completed with its last milestone, else Ongoing once any moves). */
  | { subject: 'milestone'; milestoneId: number; to: MilestoneStatus; actor: StatusActor & { kind: 'reviewer' }; comment?: string }
  /** A reviewer sets a sub-CAL's status. */
  | { subject: 'sub_cal'; subCalId: number; to: SubCalStatus; actor: StatusActor & { kind: 'reviewer' }; comment?: string }
  /** The officer submitted a milestone's work (a form or a file): not started or revoked becomes pending, submitted now. */
  | { subject: 'submission'; milestoneId: number; actor: StatusActor & { kind: 'officer' }; at: Date; closed: () => Error }
  /** The due date passed with the milestone still open: Passed Due Date, the sub-CAL too unless completed. */
  | { subject: 'overdue'; milestoneId: number; actor: StatusActor & { kind: 'system' } };

/** What the change found and left. */
export interface StatusOutcome {
  subCalId: number;
  menteeId: number;
  courseId: number;
  milestone: { id: number; from: MilestoneStatus; to: MilestoneStatus } | null;
  subCal: { from: SubCalStatus; to: SubCalStatus };
}

/** Submissions move these milestone statuses to pending (waiting for review); passed_due_date and completed stay. */
const REOPENED_BY_SUBMISSION: readonly MilestoneStatus[] = ['not_started', 'revoke'];

/** Statuses the due-date job leaves alone. */
const SETTLED: readonly string[] = ['completed', 'passed_due_date'];

/** Keeps the change in the CAL's own history (cal_status_changes, its review pages) and in the programme's audit log (db/audit.ts). */
async function audit(
  tx: Queryable, sub: Pick<LockedSubCal, 'courseId'>, subject: 'milestone' | 'sub_cal', subjectId: number, actor: StatusActor, from: string, to: string, comment?: string,
) {
  const changedBy = actor.kind === 'system' ? null : actor.userId;
  await insertStatusChange(tx, { subject, subjectId, changedBy, fromStatus: from, toStatus: to, comment: comment || null });
  await recordAudit(tx, {
    actorId: changedBy, action: 'cal.status', entity: subject, entityId: subjectId, courseId: sub.courseId,
    before: { status: from }, after: { status: to, ...(comment ? { comment } : {}) },
  });
}

/**
 * Applies one change inside `tx` (the caller's transaction: its own writes, such as a form's
 * answers or a file's version, commit or roll back with it). Throws a 403 when the officer's work
 * can no longer change (the milestone or the whole sub-CAL is completed), and a plain error when
 * the record is gone (the caller has checked it exists).
 */
export async function changeStatus(services: Pick<Services, 'jobs' | 'config'>, tx: Queryable, change: StatusChange): Promise<StatusOutcome> {
  // The sub-CAL first, then the milestone: every writer takes the two locks in this order.
  const subCalId = change.subject === 'sub_cal' ? change.subCalId : await subCalOfMilestone(tx, change.milestoneId);
  const sub = subCalId === null ? undefined : await lockSubCal(tx, subCalId);
  if (!sub) throw new Error('changeStatus: no such sub-CAL or milestone');
  const subFrom = sub.status as SubCalStatus;
  const outcome: StatusOutcome = { subCalId: sub.id, menteeId: sub.menteeId, courseId: sub.courseId, milestone: null, subCal: { from: subFrom, to: subFrom } };

  if (change.subject === 'sub_cal') {
    if (change.to !== subFrom) {
      await updateSubCal(tx, sub.id, { status: change.to, reviewedAt: sub.reviewedAt ?? new Date() });
      await audit(tx, sub, 'sub_cal', sub.id, change.actor, subFrom, change.to, change.comment);
      outcome.subCal.to = change.to;
      await tellOfficer(services, tx, sub, change.actor, { subject: 'sub_cal', item: sub.autoName, status: change.to, comment: change.comment });
    }
    await announce(tx, sub);
    return outcome;
  }

  const milestone = (await lockMilestone(tx, change.milestoneId))!;
  const from = milestone.status as MilestoneStatus;
  let to: MilestoneStatus = from;
  let subTo: SubCalStatus = subFrom;
  switch (change.subject) {
    case 'milestone': {
      to = change.to;
      if (to === from) break;
      await updateMilestone(tx, milestone.id, { status: to });
      if (!sub.reviewedAt) await updateSubCal(tx, sub.id, { reviewedAt: new Date() });
      // A sub-CAL is Completed when its last open milestone is; it is Ongoing once any milestone moves.
      const open = await openMilestones(tx, sub.id);
      subTo = open === 0 ? 'completed' : subFrom === 'not_started' || subFrom === 'completed' ? 'pending' : subFrom;
      break;
    }
    case 'submission': {
      // A completed sub-CAL is read-only for its officer until a reviewer reopens it; so is a completed milestone.
      if (subFrom === 'completed') throw forbidden(CAL_MESSAGES.subCalCompleted);
      if (from === 'completed') throw change.closed();
      to = REOPENED_BY_SUBMISSION.includes(from) ? 'pending' : from;
      await updateMilestone(tx, milestone.id, { status: to, submittedAt: change.at });
      if (to !== from && subFrom === 'not_started') subTo = 'pending';
      break;
    }
    case 'overdue': {
      if (SETTLED.includes(from)) break;
      to = 'passed_due_date';
      await updateMilestone(tx, milestone.id, { status: to });
      if (!SETTLED.includes(subFrom)) subTo = 'passed_due_date';
      break;
    }
  }
  if (to !== from) await audit(tx, sub, 'milestone', milestone.id, change.actor, from, to, change.subject === 'milestone' ? change.comment : undefined);
  if (subTo !== subFrom) {
    await updateSubCal(tx, sub.id, { status: subTo });
    await audit(tx, sub, 'sub_cal', sub.id, change.actor, subFrom, subTo);
  }
  outcome.milestone = { id: milestone.id, from, to };
  outcome.subCal.to = subTo;
  if (to !== from && change.subject === 'milestone') {
    await tellOfficer(services, tx, sub, change.actor, { subject: 'milestone', item: `${sub.autoName} – ${milestone.title}`, status: to, comment: change.comment });
  }
  if (to !== from && change.subject === 'overdue') await tellMentorsOfOverdue(services, tx, sub, milestone);
  if (to !== from || subTo !== subFrom) await announce(tx, sub);
  return outcome;
}

/** The officer's and their reviewers' open pages reload the tracker (ids only; readers ask again). */
async function announce(tx: Queryable, sub: LockedSubCal) {
  await publishLive(tx, { users: await peopleWhoSee(tx, sub.menteeId, sub.courseId), type: LIVE_EVENTS.calStatus, data: { sub_cal_id: sub.id, course_id: sub.courseId } });
}

/** A reviewer's change, told to the officer: a bell notification in their language when they read it, and an e-mail in their account's language. */
async function tellOfficer(
  services: Pick<Services, 'jobs' | 'config'>, tx: Queryable, sub: LockedSubCal, actor: StatusActor & { kind: 'reviewer' },
  what: { subject: 'milestone' | 'sub_cal'; item: string; status: string; comment?: string },
) {
  const comment = what.comment?.trim() ?? '';
  const key = what.subject === 'milestone' ? (comment ? 'calMilestoneStatusWithComment' : 'calMilestoneStatus') : comment ? 'calSubCalStatusWithComment' : 'calSubCalStatus';
  await notify(tx, [sub.menteeId], { key, params: { reviewer: actor.name, item: what.item, subject: what.subject, status: what.status, ...(comment ? { comment } : {}) } });
  const officer = await officerContact(tx, sub.menteeId);
  const locale = mailLocale(officer.language, null);
  const mail = renderMail('calStatusChanged', locale, {
    name: officer.name, reviewer: actor.name, item: what.item, status: statusLabel(what.subject, what.status, locale), comment,
    link: `${services.config.publicUrl}${pageUrl('coursesDashboard', { id: sub.courseId })}`,
  });
  await services.jobs.enqueue(sendMailJob, { to: officer.email, ...mail }, { db: tx });
}

/** A milestone passed its due date: each of the officer's mentors in the course is e-mailed once (db/scopes.ts mentorsOf). */
async function tellMentorsOfOverdue(services: Pick<Services, 'jobs' | 'config'>, tx: Queryable, sub: LockedSubCal, milestone: { id: number; title: string; dueDate: string }) {
  const mentors = await mentorsOf(tx, sub.menteeId, sub.courseId);
  if (!mentors.length) return;
  const officer = await officerContact(tx, sub.menteeId);
  for (const mentor of mentors) {
    const mail = renderMail('calMilestoneOverdue', mailLocale(mentor.language, null), {
      name: mentor.name, mentee: officer.name, item: milestone.title, subCal: sub.autoName, date: dayMonthYear(milestone.dueDate),
      link: `${services.config.publicUrl}${pageUrl('menteeDashboard', { id: sub.menteeId })}?course=${sub.courseId}`,
    });
    await services.jobs.enqueue(sendMailJob, { to: mentor.email, ...mail }, { db: tx, key: `cal-overdue:${milestone.id}:${mentor.id}` });
  }
}
