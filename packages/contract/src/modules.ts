import { z } from 'zod';
import { CAL_MESSAGES, MODULE_MESSAGES } from './cal-messages';
import { DASHBOARD_MESSAGES } from './dashboards';
import { endpoint } from './endpoints';
import { PAGE_ROUTES } from './routes';
import { ROLES } from './roles';
import { courseIdParam, recordId, pageNumber } from './validation';

/**
 * Course modules and their units (001 §2.3, §3.5, §7; 002 §2.4, §3 "Module progress row", §7):
 * an officer's module list, how a unit becomes done, and a course's officers' module progress.
 * A unit is done when the officer marks it done after opening it, or when a coordinator marks it
 * done for them (docs/architecture.md "Modules and units").
 */

/** Page size of the module progress table (as the spec's other lists). */
export const MODULE_PROGRESS_PAGE_SIZE = 10;

// ---- Answers ----

/** A unit as the module table shows it (001 §3.5 unit_data), with who marked it done and what the caller may do. */
export const unitRow = z.object({
  id: z.number(),
  /** DD-MM-YYYY, or '-' for a unit without a date (a reading). */
  date: z.string(),
  /** The time and length, e.g. "10:00 · 1 h 30 min", or '-' (English; the web writes it from the two fields below in the reader's language). */
  duration_str: z.string(),
  /** When a session starts (ISO 8601), or null for a reading. */
  starts_at: z.string().nullable(),
  /** How long a session lasts, or null. */
  duration_minutes: z.number().nullable(),
  unit: z.string(),
  /** Where the Units link opens: the unit's page on the portal (pageUrl('menteeUnit')) when the portal serves it, else its outside address. */
  unit_url: z.string(),
  facilitator: z.string(),
  /** Done (true) or Pending (false). */
  status_check: z.boolean(),
  done_at: z.string().nullable(),
  done_by: z.string().nullable(),
  /** The officer opened the unit (they may then mark it done). */
  opened: z.boolean(),
  /** The caller may mark it done now (the officer after opening it, or a coordinator). */
  can_mark_done: z.boolean(),
  /** The caller may mark it pending again (a coordinator, on a done unit). */
  can_mark_pending: z.boolean(),
});
export type UnitRow = z.infer<typeof unitRow>;

/** A module (001 §3.5): its units in order; check_tick when every unit is done. */
export const moduleItem = z.object({
  id: z.number(),
  module_name: z.string(),
  check_tick: z.boolean(),
  unit_data: z.array(unitRow),
});
export type ModuleItem = z.infer<typeof moduleItem>;

export const menteeModulesAnswer = z.object({
  data: z.array(moduleItem),
  mentee_name: z.string(),
  course_title: z.string(),
  /** The share of the course's units done, in whole percent (the banner's Course Progress). */
  course_progress: z.number(),
});
export type MenteeModulesAnswer = z.infer<typeof menteeModulesAnswer>;

export const unitStatusAnswer = z.object({ message: z.string(), data: unitRow, course_progress: z.number() });
export type UnitStatusAnswer = z.infer<typeof unitStatusAnswer>;

/** A unit the portal serves itself (ours): its text, an optional video or reading link, and the unit as the module table shows it. */
export const unitContentAnswer = z.object({
  module_name: z.string(),
  course_title: z.string(),
  mentee_name: z.string(),
  /** Plain text: paragraphs separated by a blank line; a line starting with "- " is a list item. */
  content: z.string(),
  /** A video or further reading (opened in a new tab), or null. */
  link_url: z.string().nullable(),
  data: unitRow,
});
export type UnitContentAnswer = z.infer<typeof unitContentAnswer>;

/** 002 §3 "Module progress row". moduleProgress is the share of units done, as the banner's Course Progress. */
export const moduleProgressRow = z.object({
  sno: z.number(),
  officerName: z.string(),
  location: z.string(),
  totalModules: z.number(),
  modulesCompleted: z.number(),
  moduleProgress: z.number(),
  userId: z.number(),
  courseid: z.number(),
});
export type ModuleProgressRow = z.infer<typeof moduleProgressRow>;

export const moduleProgressAnswer = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  data: z.array(moduleProgressRow),
});
export type ModuleProgressAnswer = z.infer<typeof moduleProgressAnswer>;

// ---- Requests ----

const courseId = courseIdParam(CAL_MESSAGES.badCourse);
export const menteeModulesParams = z.object({ id: recordId(CAL_MESSAGES.badMentee) });
export const menteeModulesBody = z.object({ course_id: courseId });
export const unitParams = z.object({ id: recordId(CAL_MESSAGES.badMentee), unit: recordId(MODULE_MESSAGES.badUnit) });
/** A unit's status for an officer: done (true) or pending (false); form data sends 'true'/'false'. */
export const unitStatusBody = z.object({
  course_id: courseId,
  done: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: MODULE_MESSAGES.badUnit }),
});
export const unitOpenBody = z.object({ course_id: courseId });
export const unitContentQuery = z.object({ course_id: courseId });
/** A course's officers with their module progress; with `cohort_id` (a cohort of that course), that cohort's only (the coordinator dashboard's MODULES PROGRESS pane). */
export const moduleProgressBody = z.object({
  course_id: courseId,
  cohort_id: recordId(DASHBOARD_MESSAGES.badCohort).optional(),
  page: pageNumber(MODULE_MESSAGES.badPage),
});

const { coordinator } = ROLES;

/** The modules' calls; each also checks the officer is the caller, their mentee or in a course they coordinate. */
export const MODULES_API = {
  /** An officer's modules with their units (the MODULES tab and /menteemodules/…). */
  menteeModules: endpoint({
    method: 'POST', path: '/cal/api/mentee/:id/details/modules', access: PAGE_ROUTES.menteeModules.access, params: menteeModulesParams, body: menteeModulesBody, answer: menteeModulesAnswer,
  }),
  /** The officer opens a unit (recorded, so they may mark it done). */
  openUnit: endpoint({
    method: 'POST', path: '/cal/api/mentee/:id/units/:unit/open/', access: PAGE_ROUTES.menteeModules.access, params: unitParams, body: unitOpenBody, answer: unitStatusAnswer,
  }),
  /** Marks a unit done (the officer after opening it, or a coordinator) or pending again (a coordinator). */
  unitStatus: endpoint({
    method: 'POST', path: '/cal/api/mentee/:id/units/:unit/status/', access: PAGE_ROUTES.menteeModules.access, params: unitParams, body: unitStatusBody, answer: unitStatusAnswer,
  }),
  /**
   * A unit's page on the portal (ours): its text and link, for the officer, their mentor and the
   * course's coordinators (403 for anyone else, 404 for a unit that is only an outside address).
   * The officer reading it counts as opening it.
   */
  unitContent: endpoint({
    method: 'GET', path: '/cal/api/mentee/:id/units/:unit/content/', access: PAGE_ROUTES.menteeModules.access, params: unitParams, query: unitContentQuery, answer: unitContentAnswer,
  }),
  /** The officers of a course the caller coordinates (of one of its cohorts when given), with their module progress, paged (002 §2.4). */
  courseModuleProgress: endpoint({
    method: 'POST', path: '/api/fetp/get_course_module_progress', access: [coordinator], body: moduleProgressBody, answer: moduleProgressAnswer,
  }),
} as const;
