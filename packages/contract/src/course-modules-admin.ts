import { z } from 'zod';
import { CLOCK_TIME } from './dynamic-form-rules';
import { endpoint } from './endpoints';
import { PAGE_ROUTES } from './routes';
import { isRealDay, recordId } from './validation';

/**
 * A course's modules and units from Content Management (issue 32): an administrator for every
 * course, a Course Coordinator for the courses they coordinate. Modules and units are added,
 * changed, reordered and deleted; a unit an officer has completed is never deleted (nor its module):
 * the officer's record of it would go, so the call is refused and the unit may be renamed instead.
 * A unit's date and time are UTC, as the officers' module list shows them.
 */

export const COURSE_MODULES_LIMITS = { nameMax: 200, titleMax: 255, facilitatorMax: 200, urlMax: 2000, durationMax: 1440, itemsMax: 500 } as const;

export const COURSE_MODULES_MESSAGES = {
  nameRequired: 'Please enter a name',
  nameTooLong: 'The name is too long',
  titleRequired: 'Please enter a title',
  titleTooLong: 'The title is too long',
  facilitatorTooLong: 'The facilitator’s name is too long',
  badUrl: 'Please enter a web address starting with https:// or http://',
  badDate: 'Please enter a valid date',
  badTime: 'Please enter a time as HH:MM',
  timeWithoutDate: 'Please enter the date of this time',
  badDuration: 'Please enter a duration between 1 and 1440 minutes',
  badOrder: 'Please list every item once',
  courseNotFound: 'Course not found',
  moduleNotFound: 'Module not found',
  unitNotFound: 'Unit not found',
  notYourCourse: 'You do not coordinate this course',
  unitCompleted: 'Officers have completed this unit, so it cannot be deleted; rename it instead',
  moduleCompleted: 'Officers have completed units of this module, so it cannot be deleted',
  moduleCreated: 'Module added',
  moduleSaved: 'Module saved',
  moduleDeleted: 'Module deleted',
  unitCreated: 'Unit added',
  unitSaved: 'Unit saved',
  unitDeleted: 'Unit deleted',
  reordered: 'Order saved',
} as const;
const M = COURSE_MODULES_MESSAGES;
const L = COURSE_MODULES_LIMITS;


export const moduleBody = z.object({ name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMax, M.nameTooLong) });
export type ModuleBody = z.input<typeof moduleBody>;

const unitShape = z.object({
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(L.titleMax, M.titleTooLong),
  /** The outside address the unit opens ('' for none). */
  url: z.string({ error: M.badUrl }).trim().max(L.urlMax, M.badUrl).refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), M.badUrl),
  facilitator: z.string({ error: M.facilitatorTooLong }).trim().max(L.facilitatorMax, M.facilitatorTooLong),
  /** YYYY-MM-DD (UTC) of a session; null for a reading. */
  date: z.string({ error: M.badDate }).refine((v) => isRealDay(v), M.badDate).nullable(),
  /** HH:MM (UTC); null: no time. */
  time: z.string({ error: M.badTime }).regex(CLOCK_TIME, M.badTime).nullable(),
  duration_minutes: z.number({ error: M.badDuration }).int(M.badDuration).min(1, M.badDuration).max(L.durationMax, M.badDuration).nullable(),
});
type UnitRules = { date?: string | null; time?: string | null };
/** A time needs its date: the form's and the server's one rule. */
export function unitProblems(v: UnitRules): Array<{ path: string; message: string }> {
  return v.time && !v.date ? [{ path: 'time', message: M.timeWithoutDate }] : [];
}
const unitRules = (v: UnitRules, ctx: z.RefinementCtx) => {
  for (const p of unitProblems(v)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
};
export const unitBody = unitShape.superRefine(unitRules);
export type UnitBody = z.input<typeof unitBody>;
export const unitPatchBody = unitShape.partial().superRefine(unitRules);
export type UnitPatchBody = z.input<typeof unitPatchBody>;

export const orderBody = z.object({ ids: z.array(recordId(M.badOrder), { error: M.badOrder }).min(1, M.badOrder).max(L.itemsMax, M.badOrder) });
export type OrderBody = z.input<typeof orderBody>;

export const adminUnit = z.object({
  id: z.number(),
  module_id: z.number(),
  title: z.string(),
  url: z.string(),
  facilitator: z.string(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  duration_minutes: z.number().nullable(),
  /** The unit has its own page on the portal (content written elsewhere). */
  has_content: z.boolean(),
  /** How many officers have completed it (such a unit is not deleted). */
  completed: z.number(),
});
export type AdminUnit = z.infer<typeof adminUnit>;
export const adminModule = z.object({ id: z.number(), course_id: z.number(), name: z.string(), units: z.array(adminUnit) });
export type AdminModule = z.infer<typeof adminModule>;
export const adminModulesAnswer = z.object({ results: z.array(adminModule) });
export type AdminModulesAnswer = z.infer<typeof adminModulesAnswer>;
export const adminModuleAnswer = z.object({ message: z.string(), data: adminModule });
export const adminUnitAnswer = z.object({ message: z.string(), data: adminUnit });
export const adminModulesChangeAnswer = z.object({ message: z.string(), results: z.array(adminModule) });

export const modulesCourseParams = z.object({ course: recordId(M.courseNotFound) });
export const adminModuleParams = z.object({ module: recordId(M.moduleNotFound) });
export const adminUnitParams = z.object({ unit: recordId(M.unitNotFound) });

const access = PAGE_ROUTES.adminCourse.access;

export const COURSE_MODULES_API = {
  modules: endpoint({ method: 'GET', path: '/api/admin/courses/:course/modules/', access, params: modulesCourseParams, answer: adminModulesAnswer }),
  createModule: endpoint({ method: 'POST', path: '/api/admin/courses/:course/modules/', access, params: modulesCourseParams, body: moduleBody, answer: adminModuleAnswer }),
  reorderModules: endpoint({ method: 'POST', path: '/api/admin/courses/:course/modules/order/', access, params: modulesCourseParams, body: orderBody, answer: adminModulesChangeAnswer }),
  updateModule: endpoint({ method: 'PATCH', path: '/api/admin/modules/:module/', access, params: adminModuleParams, body: moduleBody, answer: adminModuleAnswer }),
  deleteModule: endpoint({ method: 'DELETE', path: '/api/admin/modules/:module/', access, params: adminModuleParams, answer: adminModulesChangeAnswer }),
  createUnit: endpoint({ method: 'POST', path: '/api/admin/modules/:module/units/', access, params: adminModuleParams, body: unitBody, answer: adminUnitAnswer }),
  reorderUnits: endpoint({ method: 'POST', path: '/api/admin/modules/:module/units/order/', access, params: adminModuleParams, body: orderBody, answer: adminModuleAnswer }),
  updateUnit: endpoint({ method: 'PATCH', path: '/api/admin/units/:unit/', access, params: adminUnitParams, body: unitPatchBody, answer: adminUnitAnswer }),
  deleteUnit: endpoint({ method: 'DELETE', path: '/api/admin/units/:unit/', access, params: adminUnitParams, answer: adminModulesChangeAnswer }),
} as const;
