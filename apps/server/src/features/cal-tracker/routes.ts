import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import {
  CAL_API as API, CAL_MESSAGES, CAL_REQUESTS_PAGE_SIZE, COURSE_TABS, COURSE_TAB_LABELS, MILESTONE_STATUS_LABELS, SUB_CAL_STATUS_LABELS,
  calAnswersSchema, calFormDefinitionSchema, fieldErrors, pageUrl, type CalFormDefinition, type CalValues, type MilestoneStatus, type SubCalStatus,
} from '@fetp/contract';
import type { Services } from '../../services';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/client';
import { calMilestoneTemplates, calStatusChanges, milestones, notifications, subCals, users } from '../../db/schema';
import { sendMailJob } from '../../jobs';
import { renderMail, mailLocale } from '../../mail/texts';
import { requireUser, type CurrentUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { badRequest, forbidden } from '../../plugins/errors';
import { isReviewer, notInScope, trackerScope, type TrackerScope } from '../../db/mentee-scope';
import { milestoneFileLink } from './files';
import { withLookupOptions } from './lookups';
import { courseProgressOf } from '../modules';
import {
  bannerOf, calOfCourse, calRequestsFor, calProgressOf, latestForm, milestoneOfSubCal, milestonesOf, openMilestoneCount, subCalInScope, subCalItemOf, trackerOf,
} from './queries';

const tags = ['cal-tracker'];

/** A day some days after a moment, as YYYY-MM-DD (UTC). */
const addDays = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The CAL tracker's calls (001 §7 "CAL and milestones"); each checks the mentee, the course and the caller's standing. */
export const calTrackerRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  /** The tabs of a course page: CAL TRACKER and MODULES so far; the others appear as their features land. */
  const tabs = () => ({
    data: COURSE_TABS.map((key) => ({ key, name: COURSE_TAB_LABELS[key], visible: key === 'cal_tracker' || key === 'modules' })),
  });

  const banner = async (scope: TrackerScope) => {
    const [{ person, course, mentors }, tracker, courseProgress] = await Promise.all([
      bannerOf(db, scope), trackerOf(db, scope), courseProgressOf(db, scope.courseId, scope.menteeId),
    ]);
    return {
      data: {
        student_name: person.name,
        profile_image: person.image,
        mentors: mentors.map((m) => ({ name: m.name, mentor_number: m.number, is_supervisor: m.supervisor })),
        // The share of the course's units done (docs/architecture.md "Modules and units").
        course_progress: courseProgress,
        cal_progress: calProgressOf(tracker),
        course: course.key,
        course_title: course.title,
        courseid: scope.courseId,
        menteeid: scope.menteeId,
        mentee_user_id: scope.menteeId,
        course_type: scope.courseType,
        has_cal: scope.hasCal,
      },
    };
  };

  const tracker = async (scope: TrackerScope) => ({ data: await trackerOf(db, scope), can_add: scope.viewer === 'self' && scope.hasCal });

  const milestoneList = async (scope: TrackerScope, subCalId: number, callerId: number) => {
    const sub = await subCalInScope(db, scope, subCalId);
    if (!sub) throw notInScope();
    return {
      data: await milestonesOf(db, scope, sub.id, (fileId) => milestoneFileLink(services, fileId, callerId)),
      sub_cal: { ...subCalItemOf(sub, isReviewer(scope)), cal_full_name: sub.calFullName, cal_short_name: sub.calShortName, group: sub.group as 'project' },
    };
  };

  app.get(API.courseTabs.path, fromEndpoint(API.courseTabs, { tags, summary: 'The learner’s course page tabs' }), async (request) => {
    const me = requireUser(request);
    await trackerScope(db, me.id, me.id, request.query.course_id);
    return tabs();
  });

  app.get(API.menteeTabs.path, fromEndpoint(API.menteeTabs, { tags, summary: 'A mentee’s details page tabs' }), async (request) => {
    const me = requireUser(request);
    await trackerScope(db, me.id, request.query.mentee_id, request.query.course_id);
    return tabs();
  });

  app.get(API.courseBanner.path, fromEndpoint(API.courseBanner, { tags, summary: 'The learner’s banner on the course page' }), async (request) => {
    const me = requireUser(request);
    return banner(await trackerScope(db, me.id, me.id, request.params.course));
  });

  app.get(API.menteeBanner.path, fromEndpoint(API.menteeBanner, { tags, summary: 'A mentee’s banner on the details page' }), async (request) => {
    const me = requireUser(request);
    return banner(await trackerScope(db, me.id, request.params.id, request.query.course_id));
  });

  app.get(API.courseTracker.path, fromEndpoint(API.courseTracker, { tags, summary: 'The learner’s CAL tracker' }), async (request) => {
    const me = requireUser(request);
    return tracker(await trackerScope(db, me.id, me.id, request.params.course));
  });

  app.get(API.menteeTracker.path, fromEndpoint(API.menteeTracker, { tags, summary: 'A mentee’s CAL tracker' }), async (request) => {
    const me = requireUser(request);
    return tracker(await trackerScope(db, me.id, request.params.mentee, request.params.course));
  });

  app.post(API.courseMilestones.path, fromEndpoint(API.courseMilestones, { tags, summary: 'The milestones of one of the learner’s sub-CALs' }), async (request) => {
    const me = requireUser(request);
    return milestoneList(await trackerScope(db, me.id, me.id, request.body.course_id), request.body.cal_id, me.id);
  });

  app.post(API.menteeMilestones.path, fromEndpoint(API.menteeMilestones, { tags, summary: 'The milestones of one of a mentee’s sub-CALs' }), async (request) => {
    const me = requireUser(request);
    return milestoneList(await trackerScope(db, me.id, request.params.id, request.body.course_id), request.body.cal_id, me.id);
  });

  /** The CAL's registration form, its latest version, with the form-level fields filled in (001 §3.1). */
  const registrationFormOf = async (me: CurrentUser, calId: number, courseId: number) => {
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
  };

  app.post(API.registrationForm.path, fromEndpoint(API.registrationForm, { tags, summary: 'A CAL’s registration form' }), async (request) => {
    const me = requireUser(request);
    const { scope, definition } = await registrationFormOf(me, request.body.cal_id, request.body.course_id);
    // The dropdowns the server fills (states; districts once a state is chosen).
    return { data: await withLookupOptions(db, definition, scope, {}) };
  });

  app.post(API.submitRegistration.path, fromEndpoint(API.submitRegistration, { tags, summary: 'Register a new sub-CAL through its CAL’s form' }), async (request) => {
    const me = requireUser(request);
    const { cal_id: calId, course_id: courseId, ...values } = request.body;
    const { scope, cal, form, definition } = await registrationFormOf(me, calId, courseId);
    // Checked against the options these answers open (the districts of the chosen state).
    const filled = await withLookupOptions(db, definition, scope, values as CalValues);
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
        const created = await db.transaction(async (tx) => {
          const [{ next }] = (await tx
            .select({ next: sql<number>`coalesce(max(${subCals.number}), 0)::int + 1` })
            .from(subCals)
            .where(and(eq(subCals.calId, cal.id), eq(subCals.menteeId, scope.menteeId)))) as [{ next: number }];
          const [sub] = await tx.insert(subCals).values({
            calId: cal.id, courseId, menteeId: scope.menteeId, number: next, autoName: `${cal.shortName}-${next}`, shortTitle,
            registrationFormId: form.id, registrationAnswers: answers,
          }).returning();
          const templates = await tx.select().from(calMilestoneTemplates).where(eq(calMilestoneTemplates.calId, cal.id));
          if (templates.length) {
            await tx.insert(milestones).values(templates.map((t) => ({
              subCalId: sub!.id, sequence: t.sequence, title: t.title, takes: t.takes,
              dueDate: addDays(sub!.registeredAt, t.dueOffsetDays),
            })));
          }
          return sub!;
        });
        return { message: CAL_MESSAGES.registered, data: subCalItemOf(created, false) };
      } catch (error) {
        if (attempt < 2 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  });

  app.get(API.calRequests.path, fromEndpoint(API.calRequests, { tags, summary: 'Sub-CALs of the caller’s mentees or courses waiting for review' }), async (request) => {
    const me = requireUser(request);
    const page = request.query.page;
    const { rows, count } = await calRequestsFor(db, me.id, page, CAL_REQUESTS_PAGE_SIZE);
    return {
      count,
      page,
      page_size: CAL_REQUESTS_PAGE_SIZE,
      results: rows.map((r) => ({
        id: r.id, auto_name: r.autoName, short_title: r.shortTitle, cal_short_name: r.calShortName, cal_full_name: r.calFullName,
        mentee_id: r.menteeId, mentee_name: r.menteeName, course_id: r.courseId, course_title: r.courseTitle,
        registered_at: r.registeredAt.toISOString(),
        link: `${pageUrl('menteeDashboard', { id: r.menteeId })}?course=${r.courseId}`,
      })),
    };
  });

  /** Tells the mentee of a reviewer's change: a bell notification now, and an e-mail through the job queue. */
  const tellMentee = async (tx: Queryable, scope: TrackerScope, reviewer: CurrentUser, item: string, status: string, comment: string | undefined) => {
    const [mentee] = await tx.select({ email: users.email, name: users.displayName, language: users.language }).from(users).where(eq(users.id, scope.menteeId));
    await tx.insert(notifications).values({ userId: scope.menteeId, notification: `${reviewer.displayName} set ${item} to ${status}.${comment ? ` ${comment}` : ''}` });
    const mail = renderMail('calStatusChanged', mailLocale(mentee!.language, null), {
      name: mentee!.name, reviewer: reviewer.displayName, item, status, comment: comment ?? '',
      link: `${services.config.publicUrl}${pageUrl('coursesDashboard', { id: scope.courseId })}`,
    });
    await services.jobs.enqueue(sendMailJob, { to: mentee!.email, ...mail }, { db: tx });
  };

  app.post(API.milestoneStatus.path, fromEndpoint(API.milestoneStatus, { tags, summary: 'A mentor or coordinator sets a milestone’s status' }), async (request) => {
    const me = requireUser(request);
    const body = request.body;
    const scope = await trackerScope(db, me.id, request.params.id, body.course_id);
    if (!isReviewer(scope)) throw forbidden();
    const sub = await subCalInScope(db, scope, body.cal_id);
    const milestone = sub && (await milestoneOfSubCal(db, body.milestone_id, sub.id));
    if (!sub || !milestone) throw notInScope();
    const to: MilestoneStatus = body.milestone_status;
    if (milestone.status !== to) {
      await db.transaction(async (tx) => {
        await tx.update(milestones).set({ status: to }).where(eq(milestones.id, milestone.id));
        await tx.insert(calStatusChanges).values({ subject: 'milestone', subjectId: milestone.id, changedBy: me.id, fromStatus: milestone.status, toStatus: to, comment: body.comment || null });
        if (!sub.reviewedAt) await tx.update(subCals).set({ reviewedAt: new Date() }).where(eq(subCals.id, sub.id));
        // A sub-CAL is Completed when its last open milestone is; it is Ongoing once any milestone moves.
        const open = await openMilestoneCount(tx, sub.id);
        const subTo: SubCalStatus | null = open === 0 ? 'completed' : sub.status === 'not_started' || sub.status === 'completed' ? 'pending' : null;
        if (subTo && subTo !== sub.status) {
          await tx.update(subCals).set({ status: subTo }).where(eq(subCals.id, sub.id));
          await tx.insert(calStatusChanges).values({ subject: 'sub_cal', subjectId: sub.id, changedBy: me.id, fromStatus: sub.status, toStatus: subTo });
        }
        await tellMentee(tx, scope, me, `${sub.autoName} – ${milestone.title}`, MILESTONE_STATUS_LABELS[to], body.comment);
      });
    }
    return { success: true, message: CAL_MESSAGES.statusUpdated };
  });

  app.post(API.subCalStatus.path, fromEndpoint(API.subCalStatus, { tags, summary: 'A mentor or coordinator sets a sub-CAL’s status' }), async (request) => {
    const me = requireUser(request);
    const body = request.body;
    const scope = await trackerScope(db, me.id, request.params.id, body.course_id);
    if (!isReviewer(scope)) throw forbidden();
    const sub = await subCalInScope(db, scope, body.cal_id);
    if (!sub) throw notInScope();
    const to: SubCalStatus = body.cal_status;
    if (sub.status !== to) {
      await db.transaction(async (tx) => {
        await tx.update(subCals).set({ status: to, reviewedAt: sub.reviewedAt ?? new Date() }).where(eq(subCals.id, sub.id));
        await tx.insert(calStatusChanges).values({ subject: 'sub_cal', subjectId: sub.id, changedBy: me.id, fromStatus: sub.status, toStatus: to, comment: body.comment || null });
        await tellMentee(tx, scope, me, sub.autoName, SUB_CAL_STATUS_LABELS[to], body.comment);
      });
    }
    return { success: true, message: CAL_MESSAGES.statusUpdated };
  });
};
