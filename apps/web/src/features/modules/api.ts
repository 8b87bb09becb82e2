import { MODULES_API as API, type MenteeModulesAnswer, type ModuleProgressAnswer, type UnitContentAnswer, type UnitStatusAnswer } from '@fetp/contract';
import { http } from '../../app/http';

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

/** A call's path with its :params filled in. */
function pathOf(path: string, params: Record<string, number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/**
 * The modules' calls (001 §7, 002 §7), each POSTed as form data like the other CAL calls. The
 * loads show no toast (the page tells a failure in place); a status change's success message is
 * shown by its hook (the answer has no `success` flag), its refusal toasts as usual.
 */
export const modulesApi = {
  /** An officer's modules with their units (form data course_id). */
  list: ({ mentee, course }: ModulesScope) =>
    http.post<MenteeModulesAnswer>(pathOf(API.menteeModules.path, { id: mentee }), { form: { course_id: course }, toast: false }),
  /** The officer opened a unit (recorded, so they may mark it done); fire and forget, a failure is only logged (001 §8). */
  openUnit: ({ mentee, course }: ModulesScope, unit: number) =>
    http.post<UnitStatusAnswer>(pathOf(API.openUnit.path, { id: mentee, unit }), { form: { course_id: course }, toast: false }),
  /** A unit's page on the portal: its text and link (the officer reading it has opened it). */
  unitContent: ({ mentee, course }: ModulesScope, unit: number) =>
    http.get<UnitContentAnswer>(pathOf(API.unitContent.path, { id: mentee, unit }), { query: { course_id: course }, toast: false }),
  /** Marks a unit done or pending again (form data course_id, done 'true'/'false'). */
  unitStatus: ({ mentee, course }: ModulesScope, { unit, done }: UnitStatusChange) =>
    http.post<UnitStatusAnswer>(pathOf(API.unitStatus.path, { id: mentee, unit }), { form: { course_id: course, done }, toast: false, errorToast: true }),
  /** One page of a course's officers (of one cohort when given) with their module progress (002 §2.4; form data course_id, page, cohort_id). */
  courseModuleProgress: (course: number, page: number, cohort?: number) =>
    http.post<ModuleProgressAnswer>(API.courseModuleProgress.path, { form: { course_id: course, page, cohort_id: cohort }, toast: false }),
};
