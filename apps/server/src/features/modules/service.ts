import { DASHBOARD_MESSAGES, MODULE_MESSAGES, MODULE_PROGRESS_PAGE_SIZE } from '@fetp/contract';
import type { Services } from '../../services';
import { cohortStanding, coordinates } from '../../db/scopes';
import { forbidden, notFound } from '../../plugins/errors';
import { notInScope, trackerScope, type Viewer } from '../../plugins/officer-access';
import { progressFor } from '../../progress';
import {
  clearDone, courseOfUnit, markDone, markOpenedDone, moduleProgressOf, moduleRecordsOf, modulesFrom, recordOpening, unitContentOf, unitOf,
} from './queries';

/**
 * Modules and units (001 §2.3, §3.5; 002 §2.4): who may do what (docs/architecture.md "Modules and
 * units"): the officer opens a unit and then marks it done; a coordinator marks it done or pending;
 * a mentor reads.
 */

type Db = Services['db'];

/** An officer's modules and units in a course, with the page's names and the course progress; standing and data are asked for at once. */
export async function menteeModules(db: Db, callerId: number, menteeId: number, courseId: number) {
  // Course Progress comes from the one definition (../../progress), beside the list, not recounted from it.
  const [scope, records, progress] = await Promise.all([
    trackerScope(db, callerId, menteeId, courseId), moduleRecordsOf(db, courseId, menteeId), progressFor(db, menteeId, courseId),
  ]);
  const data = modulesFrom(records, scope.viewer, { menteeId, courseId });
  return { data, mentee_name: scope.menteeName, course_title: scope.courseTitle, course_progress: progress.course_progress };
}

/** The caller's standing to the officer in the course, and the unit checked to be of that course. */
async function unitScope(db: Db, callerId: number, menteeId: number, courseId: number, unitId: number) {
  const [scope, unitCourse] = await Promise.all([trackerScope(db, callerId, menteeId, courseId), courseOfUnit(db, unitId)]);
  if (unitCourse !== courseId) throw notInScope();
  return scope;
}

async function unitAnswer(db: Db, message: string, unitId: number, menteeId: number, courseId: number, viewer: Viewer) {
  const [data, progress] = await Promise.all([unitOf(db, unitId, menteeId, courseId, viewer), progressFor(db, menteeId, courseId)]);
  return { message, data: data!, course_progress: progress.course_progress };
}

/** The officer opens a unit (recorded once); a mentor or coordinator opening it records nothing. */
export async function openUnit(db: Db, callerId: number, menteeId: number, courseId: number, unitId: number) {
  const scope = await unitScope(db, callerId, menteeId, courseId, unitId);
  if (scope.viewer === 'self') await recordOpening(db, unitId, menteeId);
  return unitAnswer(db, MODULE_MESSAGES.opened, unitId, menteeId, courseId, scope.viewer);
}

/**
 * A unit's page on the portal: its text and link, for whoever stands to the officer in the course
 * (403 otherwise; 404 for a unit that is only an outside address). The officer reading it has opened it.
 */
export async function unitContent(db: Db, callerId: number, menteeId: number, courseId: number, unitId: number) {
  const [scope, unit] = await Promise.all([unitScope(db, callerId, menteeId, courseId, unitId), unitContentOf(db, unitId)]);
  if (unit?.content == null) throw notFound(MODULE_MESSAGES.noContent);
  if (scope.viewer === 'self') await recordOpening(db, unitId, menteeId);
  const data = await unitOf(db, unitId, menteeId, courseId, scope.viewer);
  return {
    module_name: unit.moduleName, course_title: scope.courseTitle, mentee_name: scope.menteeName,
    content: unit.content, link_url: unit.linkUrl, data: data!,
  };
}

/** Marks a unit done (the officer once opened, a coordinator either way) or pending (a coordinator only). */
export async function setUnitStatus(db: Db, callerId: number, menteeId: number, courseId: number, unitId: number, done: boolean) {
  const scope = await unitScope(db, callerId, menteeId, courseId, unitId);
  if (scope.viewer === 'mentor') throw forbidden();
  if (!done) {
    if (scope.viewer !== 'coordinator') throw forbidden(MODULE_MESSAGES.onlyCoordinatorUndo);
    await clearDone(db, unitId, menteeId);
    return unitAnswer(db, MODULE_MESSAGES.unmarked, unitId, menteeId, courseId, scope.viewer);
  }
  if (scope.viewer === 'self') {
    if (!(await markOpenedDone(db, unitId, menteeId, callerId))) throw forbidden(MODULE_MESSAGES.notOpened);
  } else {
    await markDone(db, unitId, menteeId, callerId);
  }
  return unitAnswer(db, MODULE_MESSAGES.marked, unitId, menteeId, courseId, scope.viewer);
}

/** A coordinated course's officers (of one of its cohorts when given) with their module progress, paged. */
export async function courseModuleProgress({ db, progressCache }: Services, callerId: number, courseId: number, page: number, cohortId?: number) {
  // The standing and the page are asked for at once (a read; a refusal discards the page). The page
  // is kept until the progress tables change (db/versioned-cache.ts): it is the same for every coordinator.
  const [coordinating, cohort, { count, rows }] = await Promise.all([
    coordinates(db, callerId, courseId),
    cohortId === undefined ? Promise.resolve(undefined) : cohortStanding(db, callerId, cohortId),
    progressCache.get(db, `modules:${courseId}:${cohortId ?? ''}:${page}`, () => moduleProgressOf(db, courseId, page, cohortId)),
  ]);
  if (!coordinating) throw forbidden();
  // A cohort of another course (or none) is refused as one the caller does not coordinate.
  if (cohortId !== undefined && cohort?.courseId !== courseId) throw forbidden(DASHBOARD_MESSAGES.notYourCohort);
  return { count, page, page_size: MODULE_PROGRESS_PAGE_SIZE, data: rows };
}
