import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { MODULES_API as API, MODULE_MESSAGES, MODULE_PROGRESS_PAGE_SIZE } from '@fetp/contract';
import type { Services } from '../../services';
import { coordinates } from '../../db/scopes';
import { rowsOf } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { forbidden } from '../../plugins/errors';
import { notInScope, trackerScope } from '../../db/mentee-scope';
import { courseOfUnit, courseProgressOf, moduleProgressOf, modulesOf, unitOf } from './queries';

const tags = ['modules'];

/**
 * Modules and units (001 §2.3, §3.5; 002 §2.4): an officer's modules, opening a unit, marking it
 * done or pending, and a course's module progress. Who may do what: docs/architecture.md "Modules and units".
 */
export const moduleRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  /** The caller's standing to the officer in the course, and the unit checked to be of that course. */
  const unitScope = async (callerId: number, menteeId: number, courseId: number, unitId: number) => {
    const scope = await trackerScope(db, callerId, menteeId, courseId);
    if ((await courseOfUnit(db, unitId)) !== courseId) throw notInScope();
    return scope;
  };

  const unitAnswer = async (message: string, unitId: number, menteeId: number, courseId: number, viewer: Parameters<typeof unitOf>[3]) => ({
    message,
    data: (await unitOf(db, unitId, menteeId, viewer))!,
    course_progress: await courseProgressOf(db, courseId, menteeId),
  });

  app.post(API.menteeModules.path, fromEndpoint(API.menteeModules, { tags, summary: 'An officer’s modules and units in a course' }), async (request) => {
    const me = requireUser(request);
    const courseId = request.body.course_id;
    const scope = await trackerScope(db, me.id, request.params.id, courseId);
    const [data, progress, names] = await Promise.all([
      modulesOf(db, courseId, scope.menteeId, scope.viewer),
      courseProgressOf(db, courseId, scope.menteeId),
      db.execute(sql`select (select display_name from users where id = ${scope.menteeId}) as mentee, (select title from courses where id = ${courseId}) as course`),
    ]);
    const [row] = rowsOf<{ mentee: string; course: string }>(names);
    return { data, mentee_name: row?.mentee ?? '', course_title: row?.course ?? '', course_progress: progress };
  });

  app.post(API.openUnit.path, fromEndpoint(API.openUnit, { tags, summary: 'The officer opens a unit (recorded once)' }), async (request) => {
    const me = requireUser(request);
    const { id: menteeId, unit } = request.params;
    const courseId = request.body.course_id;
    const scope = await unitScope(me.id, menteeId, courseId, unit);
    // Only the officer's own opening counts; a mentor or coordinator opening it records nothing.
    if (scope.viewer === 'self') {
      await db.execute(sql`
        insert into unit_completions (unit_id, user_id, opened_at) values (${unit}, ${menteeId}, now())
        on conflict (unit_id, user_id) do update set opened_at = coalesce(unit_completions.opened_at, excluded.opened_at)`);
    }
    return unitAnswer(MODULE_MESSAGES.opened, unit, menteeId, courseId, scope.viewer);
  });

  app.post(API.unitStatus.path, fromEndpoint(API.unitStatus, { tags, summary: 'Mark a unit done (officer after opening it, coordinator) or pending (coordinator)' }), async (request) => {
    const me = requireUser(request);
    const { id: menteeId, unit } = request.params;
    const { course_id: courseId, done } = request.body;
    const scope = await unitScope(me.id, menteeId, courseId, unit);
    if (scope.viewer === 'mentor') throw forbidden();
    if (!done) {
      if (scope.viewer !== 'coordinator') throw forbidden(MODULE_MESSAGES.onlyCoordinatorUndo);
      await db.execute(sql`update unit_completions set done_at = null, done_by = null where unit_id = ${unit} and user_id = ${menteeId}`);
      return unitAnswer(MODULE_MESSAGES.unmarked, unit, menteeId, courseId, scope.viewer);
    }
    if (scope.viewer === 'self') {
      // Done once opened; a second mark keeps the first time.
      const marked = await db.execute(sql`
        update unit_completions set done_at = coalesce(done_at, now()), done_by = coalesce(done_by, ${me.id})
        where unit_id = ${unit} and user_id = ${menteeId} and opened_at is not null returning unit_id`);
      if (!rowsOf(marked).length) throw forbidden(MODULE_MESSAGES.notOpened);
    } else {
      await db.execute(sql`
        insert into unit_completions (unit_id, user_id, done_at, done_by) values (${unit}, ${menteeId}, now(), ${me.id})
        on conflict (unit_id, user_id) do update set done_at = coalesce(unit_completions.done_at, now()), done_by = coalesce(unit_completions.done_by, ${me.id})`);
    }
    return unitAnswer(MODULE_MESSAGES.marked, unit, menteeId, courseId, scope.viewer);
  });

  app.post(API.courseModuleProgress.path, fromEndpoint(API.courseModuleProgress, { tags, summary: 'A coordinated course’s officers with their module progress, paged' }), async (request) => {
    const me = requireUser(request);
    const { course_id: courseId, page } = request.body;
    if (!(await coordinates(db, me.id, courseId))) throw forbidden();
    const { count, rows } = await moduleProgressOf(db, courseId, page);
    return { count, page, page_size: MODULE_PROGRESS_PAGE_SIZE, data: rows };
  });
};
