import {
  CAL_MESSAGES, CAL_REQUESTS_PAGE_SIZE, calAnswersSchema, calFormDefinitionSchema, fieldErrors, pageUrl,
  type CalFormDefinition, type CalValues, type MilestoneStatus, type SubCalStatus,
} from '@fetp/contract';
import type { Services } from '../../services';
import { isUniqueViolation } from '../../db/client';
import type { CurrentUser } from '../../plugins/auth';
import { badRequest, forbidden } from '../../plugins/errors';
import { isReviewer, notInScope, trackerScope, type TrackerScope } from '../../plugins/officer-access';
import { milestoneFileLink } from './file-service';
import { withLookupOptions } from './lookup-service';
import {
  calOfCourse, calRequestsFor, insertSubCal, latestForm, milestoneOfSubCal, milestonesOf, subCalInScope, trackerRowsOf,
} from './queries';
import { milestoneItemOf, subCalItemOf, trackerFrom } from './answers';
import { changeStatus } from './status-service';

/**
 * The CAL tracker's rules (001 §7 "CAL and milestones"): what each call answers, and who may do
 * what. Every call first finds the caller's standing to the officer in the course (db/scopes.ts).
 */

/** A day some days after a moment, as YYYY-MM-DD (UTC). */
const addDays = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The tracker, a milestone list and CAL Requests are read at every visit, tab switch and refocus:
 * each is kept for the caller's session until the progress tables change (services.trackerCache).
 */
const kept = <T>(services: Services, caller: CurrentUser, page: string, compute: () => Promise<T>) =>
  services.trackerCache.forSession(services.db, caller, page, compute);

/** An officer's tracker: the standing and the data are asked for at once, and the data is answered only with standing. */
export function trackerFor(services: Services, caller: CurrentUser, menteeId: number, courseId: number) {
  return kept(services, caller, `tracker:${menteeId}:${courseId}`, () => trackerOf(services, caller.id, menteeId, courseId));
}

async function trackerOf(services: Services, callerId: number, menteeId: number, courseId: number) {
  const [scope, rows] = await Promise.all([trackerScope(services.db, callerId, menteeId, courseId), trackerRowsOf(services.db, menteeId, courseId)]);
  return { data: trackerFrom(rows, scope), can_add: scope.viewer === 'self' && scope.hasCal };
}

/** A sub-CAL's milestones as the caller may act on them (the sub-CAL must be the officer's, in the course): the standing and the list at once. */
export function milestoneListFor(services: Services, caller: CurrentUser, menteeId: number, courseId: number, subCalId: number) {
  return kept(services, caller, `milestones:${menteeId}:${courseId}:${subCalId}`, () => milestoneListOf(services, caller.id, menteeId, courseId, subCalId));
}

async function milestoneListOf(services: Services, callerId: number, menteeId: number, courseId: number, subCalId: number) {
  const { db } = services;
  const [scope, rows] = await Promise.all([trackerScope(db, callerId, menteeId, courseId), milestonesOf(db, menteeId, courseId, subCalId)]);
  // Every row carries its sub-CAL; a sub-CAL without milestones (a CAL with no template) is looked up alone.
  const sub = rows[0]?.sub ?? (await subCalInScope(db, menteeId, courseId, subCalId));
  if (!sub) throw notInScope();
  const reviewer = isReviewer(scope);
  return {
    data: rows.map((row) => milestoneItemOf(row, reviewer, sub.status as SubCalStatus, (fileId) => milestoneFileLink(services, fileId, callerId))),
    sub_cal: { ...subCalItemOf(sub, reviewer), cal_full_name: sub.calFullName, cal_short_name: sub.calShortName, group: sub.group as 'project' },
  };
}

/** The CAL's registration form, its latest version, with the form-level fields filled in (001 §3.1). */
async function registrationFormOf(services: Services, me: CurrentUser, calId: number, courseId: number) {
  const { db } = services;
  const scope = await trackerScope(db, me.id, me.id, courseId);
  if (!scope.hasCal) throw forbidden(CAL_MESSAGES.noCalSections);
  const cal = await calOfCourse(db, calId, courseId);
  if (!cal) throw notInScope();
  const form = await latestForm(db, cal.registrationFormKey);
  if (!form) throw notInScope();
  // Stored forms hold their name and fields; the form-level fields are this CAL's and course's.
  const definition = calFormDefinitionSchema.parse({
    ...(form.definition as object), cal_id: cal.id, cal_name: cal.fullName, short_name: cal.shortName, course_id: courseId, milestone_id: null, auto_name: cal.shortName,
  });
  return { scope, cal, form, definition: definition as CalFormDefinition };
}

/** The registration form with the dropdowns the server fills (states; districts once a state is chosen). */
export async function registrationForm(services: Services, me: CurrentUser, calId: number, courseId: number) {
  const { scope, definition } = await registrationFormOf(services, me, calId, courseId);
  return { data: await withLookupOptions(services.db, definition, scope, {}) };
}

/** Registers a new sub-CAL of the caller through its CAL's form, with its milestones due from the CAL's template. */
export async function registerSubCal(services: Services, me: CurrentUser, calId: number, courseId: number, values: Record<string, unknown>) {
  const { scope, cal, form, definition } = await registrationFormOf(services, me, calId, courseId);
  // Checked against the options these answers open (the districts of the chosen state).
  const filled = await withLookupOptions(services.db, definition, scope, values as CalValues);
  const parsed = calAnswersSchema(filled, 'registration').safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw badRequest(Object.values(errors)[0]?.[0] ?? CAL_MESSAGES.badCal, errors);
  }
  const answers = parsed.data as Record<string, unknown>;
  const shortTitle = String(answers.short_title ?? answers.title ?? cal.fullName).slice(0, 255);
  // Two registrations at once may pick the same number: the unique index refuses one, which tries again.
  for (let attempt = 0; ; attempt++) {
    try {
      const created = await services.db.transaction((tx) =>
        insertSubCal(tx, { cal, courseId, menteeId: scope.menteeId, formId: form.id, answers, shortTitle, dueDate: addDays }));
      return { message: CAL_MESSAGES.registered, data: subCalItemOf(created, false) };
    } catch (error) {
      if (attempt < 2 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** How far CAL Requests counts: ten pages past the one asked for (exact when fewer wait). */
const countUpTo = (page: number) => (page + 10) * CAL_REQUESTS_PAGE_SIZE + 1;

/** CAL Requests: a page of the sub-CALs waiting for the caller's review, newest first. */
export function calRequests(services: Services, me: CurrentUser, page: number) {
  return kept(services, me, `cal-requests:${page}`, () => calRequestsPage(services, me, page));
}

async function calRequestsPage(services: Services, me: CurrentUser, page: number) {
  const limit = countUpTo(page);
  const { rows, count } = await calRequestsFor(services.db, me.id, page, CAL_REQUESTS_PAGE_SIZE, limit);
  return {
    // Counted up to `limit`: beyond it the answer says so, and the pager offers ten pages more.
    count: Math.min(count, limit - 1),
    count_exact: count < limit,
    page,
    page_size: CAL_REQUESTS_PAGE_SIZE,
    results: rows.map((r) => ({
      id: r.id, auto_name: r.autoName, short_title: r.shortTitle, cal_short_name: r.calShortName, cal_full_name: r.calFullName,
      mentee_id: r.menteeId, mentee_name: r.menteeName, course_id: r.courseId, course_title: r.courseTitle,
      registered_at: r.registeredAt.toISOString(),
      link: `${pageUrl('menteeDashboard', { id: r.menteeId })}?course=${r.courseId}`,
    })),
  };
}

/** The reviewer's standing and the sub-CAL, checked: a mentee may not review their own work. */
async function reviewedSubCal(services: Services, me: CurrentUser, menteeId: number, courseId: number, subCalId: number): Promise<TrackerScope> {
  const [scope, sub] = await Promise.all([trackerScope(services.db, me.id, menteeId, courseId), subCalInScope(services.db, menteeId, courseId, subCalId)]);
  if (!isReviewer(scope)) throw forbidden();
  if (!sub) throw notInScope();
  return scope;
}

/** A mentor or coordinator sets a milestone's status (the sub-CAL follows); the officer is told. */
export async function setMilestoneStatus(
  services: Services, me: CurrentUser, menteeId: number, body: { course_id: number; cal_id: number; milestone_id: number; milestone_status: MilestoneStatus; comment?: string },
) {
  await reviewedSubCal(services, me, menteeId, body.course_id, body.cal_id);
  if (!(await milestoneOfSubCal(services.db, body.milestone_id, body.cal_id))) throw notInScope();
  await services.db.transaction((tx) => changeStatus(services, tx, {
    subject: 'milestone', milestoneId: body.milestone_id, to: body.milestone_status, comment: body.comment, actor: { kind: 'reviewer', userId: me.id, name: me.displayName },
  }));
  return { success: true, message: CAL_MESSAGES.statusUpdated };
}

/** A mentor or coordinator sets a sub-CAL's status (Completed closes it to its officer; another status reopens it). */
export async function setSubCalStatus(
  services: Services, me: CurrentUser, menteeId: number, body: { course_id: number; cal_id: number; cal_status: SubCalStatus; comment?: string },
) {
  await reviewedSubCal(services, me, menteeId, body.course_id, body.cal_id);
  await services.db.transaction((tx) => changeStatus(services, tx, {
    subject: 'sub_cal', subCalId: body.cal_id, to: body.cal_status, comment: body.comment, actor: { kind: 'reviewer', userId: me.id, name: me.displayName },
  }));
  return { success: true, message: CAL_MESSAGES.statusUpdated };
}
