import { MODULES_API as API } from '@fetp/contract';
import { call } from '../../app/http';

/** Whose modules: an officer (the mentee's user id) in a course. */
export interface ModulesScope {
  mentee: number;
  course: number;
}

/** A unit's new status: done (true) or pending again (false). */
export interface UnitStatusChange {
  unit: number;
  done: boolean;
}

/**
 * The modules' calls (001 §7, 002 §7), each POSTed as form data like the other CAL calls. The
 * loads show no toast (the page tells a failure in place); a status change's success message is
 * shown by its hook (the answer has no `success` flag), its refusal toasts as usual.
 */
export const modulesApi = {
  /** An officer's modules with their units (form data course_id). */
  list: ({ mentee, course }: ModulesScope) =>
    call(API.menteeModules, { params: { id: mentee }, body: { course_id: course }, toast: false }),
  /** The officer opened a unit (recorded, so they may mark it done); fire and forget, a failure is only logged (001 §8). */
  openUnit: ({ mentee, course }: ModulesScope, unit: number) =>
    call(API.openUnit, { params: { id: mentee, unit }, body: { course_id: course }, toast: false }),
  /** A unit's page on the portal: its text and link (the officer reading it has opened it). */
  unitContent: ({ mentee, course }: ModulesScope, unit: number) =>
    call(API.unitContent, { params: { id: mentee, unit }, query: { course_id: course }, toast: false }),
  /** Marks a unit done or pending again (form data course_id, done 'true'/'false'). */
  unitStatus: ({ mentee, course }: ModulesScope, { unit, done }: UnitStatusChange) =>
    call(API.unitStatus, { params: { id: mentee, unit }, body: { course_id: course, done }, toast: false, errorToast: true }),
  /** One page of a course's officers (of one cohort when given) with their module progress (002 §2.4; form data course_id, page, cohort_id). */
  courseModuleProgress: (course: number, page: number, cohort?: number) =>
    call(API.courseModuleProgress, { body: { course_id: course, page, cohort_id: cohort }, toast: false }),
};
