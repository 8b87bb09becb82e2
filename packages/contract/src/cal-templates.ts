import { z } from 'zod';
import { CAL_GROUPS, MILESTONE_TAKES, type MilestoneTakes } from './cal';
import { endpoint } from './endpoints';
import { FORM_KEY_PATTERN } from './form-templates';
import { TEPHINET_CATEGORIES } from './programme-analytics';
import { PAGE_ROUTES } from './routes';
import { recordId } from './validation';

/**
 * A course's CAL templates from Content Management (issue 32): its CALs in the two groups, each
 * with its names, what a completed one counts as, how many each officer is expected to complete,
 * the forms it uses and its milestones (title, due day after registration, what each takes). An
 * administrator manages every course's, a Course Coordinator the courses they coordinate.
 *
 * A milestone is copied from its template when an officer registers a piece of work, so a changed
 * template shapes the work registered after it; work already registered keeps its milestones. Once
 * officers have registered work under a CAL, its short name and group stay (their work is named
 * after them) and the CAL is not deleted.
 */

export const CAL_TEMPLATE_LIMITS = {
  shortNameMax: 12, fullNameMax: 200, titleMax: 200, dueDayMax: 3650, expectedMax: 50, milestonesMax: 30, calsMax: 100,
} as const;
const L = CAL_TEMPLATE_LIMITS;

export const CAL_TEMPLATE_MESSAGES = {
  badGroup: 'Please choose a group',
  shortNameRequired: 'Please enter a short name',
  badShortName: 'A short name is letters and digits only (at most 12), such as OI',
  fullNameRequired: 'Please enter a full name',
  fullNameTooLong: 'The full name is too long',
  badExpected: 'Please enter a number between 1 and 50',
  badCategory: 'Please choose what a completed one counts as',
  badForm: 'Please choose a form of this kind',
  registrationRequired: 'Please choose the registration form',
  milestonesRequired: 'Please add at least one milestone',
  tooManyMilestones: 'A CAL has at most 30 milestones',
  milestoneTitleRequired: 'Please enter the milestone’s title',
  milestoneTitleTooLong: 'The milestone’s title is too long',
  badDueDay: 'Please enter a day between 1 and 3650',
  dueDaysInOrder: 'Each milestone is due after the one before it',
  badTakes: 'Please choose what the milestone takes',
  takesWithoutForm: 'Please choose this form above first, or let the milestone take a file',
  formTakenTwice: 'Only one milestone may take each form',
  formNotTaken: 'No milestone takes this form: let one take it, or choose none',
  badOrder: 'Please list every CAL once',
  courseNotFound: 'Course not found',
  calNotFound: 'CAL not found',
  notYourCourse: 'You do not coordinate this course',
  shortNameTaken: 'Another CAL of this course has this short name',
  nameFixed: 'Officers have registered work under this CAL, so its short name and group cannot change',
  calInUse: 'Officers have registered work under this CAL, so it cannot be deleted',
  tooManyCals: 'A course has at most 100 CALs',
  frontlineHasNoCals: 'A Frontline course has no CALs: its officers report field assignments instead',
  calCreated: 'CAL added',
  calSaved: 'CAL saved',
  calDeleted: 'CAL deleted',
  reordered: 'Order saved',
} as const;
const M = CAL_TEMPLATE_MESSAGES;

/** The forms a CAL uses, by kind; registration is required, the others are optional. */
export const CAL_TEMPLATE_FORM_KINDS = ['registration', 'start', 'end', 'abstract'] as const;
export type CalTemplateFormKind = (typeof CAL_TEMPLATE_FORM_KINDS)[number];
/** A form choice that makes a new form for this CAL (no form is stored under this key: new keys are lower case). */
export const NEW_CAL_FORM = 'NEW';

/** A form's key (the form editor's rule), or NEW. */
const formChoice = z.string({ error: M.badForm }).trim().regex(FORM_KEY_PATTERN, M.badForm);
const optionalFormChoice = formChoice.nullable();

const milestoneTemplate = z.object({
  title: z.string({ error: M.milestoneTitleRequired }).trim().min(1, M.milestoneTitleRequired).max(L.titleMax, M.milestoneTitleTooLong),
  due_offset_days: z.number({ error: M.badDueDay }).int(M.badDueDay).min(1, M.badDueDay).max(L.dueDayMax, M.badDueDay),
  takes: z.enum(MILESTONE_TAKES, { error: M.badTakes }),
});
export type MilestoneTemplateBody = z.input<typeof milestoneTemplate>;

const calShape = z.object({
  group: z.enum(CAL_GROUPS, { error: M.badGroup }),
  short_name: z.string({ error: M.shortNameRequired }).trim().min(1, M.shortNameRequired).regex(new RegExp(`^[A-Za-z0-9]{1,${L.shortNameMax}}$`), M.badShortName),
  full_name: z.string({ error: M.fullNameRequired }).trim().min(1, M.fullNameRequired).max(L.fullNameMax, M.fullNameTooLong),
  expected_count: z.number({ error: M.badExpected }).int(M.badExpected).min(1, M.badExpected).max(L.expectedMax, M.badExpected),
  tephinet_category: z.enum(TEPHINET_CATEGORIES, { error: M.badCategory }).nullable(),
  forms: z.object({
    registration: z.string({ error: M.registrationRequired }).trim().min(1, M.registrationRequired).regex(FORM_KEY_PATTERN, M.badForm),
    start: optionalFormChoice,
    end: optionalFormChoice,
    abstract: optionalFormChoice,
  }, { error: M.registrationRequired }),
  milestones: z.array(milestoneTemplate, { error: M.milestonesRequired }).min(1, M.milestonesRequired).max(L.milestonesMax, M.tooManyMilestones),
});

interface CalRules {
  forms: Partial<Record<CalTemplateFormKind, string | null>>;
  milestones: ReadonlyArray<{ due_offset_days?: number; takes?: MilestoneTakes }>;
}

/**
 * The rules across fields, the form's and the server's one rule: a milestone taking a form needs
 * that form chosen; each chosen form is taken by exactly one milestone (the officer fills it there);
 * milestones fall due in order.
 */
export function calTemplateProblems(v: CalRules): Array<{ path: string; message: string }> {
  const problems: Array<{ path: string; message: string }> = [];
  const takenAt = new Map<string, number>();
  v.milestones.forEach((milestone, i) => {
    const takes = milestone.takes;
    const previous = v.milestones[i - 1]?.due_offset_days;
    if (i > 0 && previous !== undefined && milestone.due_offset_days !== undefined && milestone.due_offset_days <= previous) {
      problems.push({ path: `milestones.${i}.due_offset_days`, message: M.dueDaysInOrder });
    }
    if (!takes || takes === 'file') return;
    if (!v.forms[takes]) problems.push({ path: `milestones.${i}.takes`, message: M.takesWithoutForm });
    else if (takenAt.has(takes)) problems.push({ path: `milestones.${i}.takes`, message: M.formTakenTwice });
    takenAt.set(takes, i);
  });
  for (const kind of ['start', 'end', 'abstract'] as const) {
    if (v.forms[kind] && !takenAt.has(kind)) problems.push({ path: `forms.${kind}`, message: M.formNotTaken });
  }
  return problems;
}

export const calTemplateBody = calShape.superRefine((v, ctx) => {
  for (const p of calTemplateProblems(v)) ctx.addIssue({ code: 'custom', path: p.path.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)), message: p.message });
});
export type CalTemplateBody = z.input<typeof calTemplateBody>;

export const calOrderBody = z.object({ ids: z.array(recordId(M.badOrder), { error: M.badOrder }).min(1, M.badOrder).max(L.calsMax, M.badOrder) });

// ---- Answers ----

export const adminMilestoneTemplate = z.object({ id: z.number(), sequence: z.number(), title: z.string(), due_offset_days: z.number(), takes: z.enum(MILESTONE_TAKES) });
export type AdminMilestoneTemplate = z.infer<typeof adminMilestoneTemplate>;

export const adminCal = z.object({
  id: z.number(),
  course_id: z.number(),
  group: z.enum(CAL_GROUPS),
  short_name: z.string(),
  full_name: z.string(),
  expected_count: z.number(),
  tephinet_category: z.enum(TEPHINET_CATEGORIES).nullable(),
  forms: z.object({ registration: z.string(), start: z.string().nullable(), end: z.string().nullable(), abstract: z.string().nullable() }),
  milestones: z.array(adminMilestoneTemplate),
  /** Pieces of work officers have registered under it (such a CAL keeps its short name and group, and is not deleted). */
  sub_cals: z.number(),
});
export type AdminCal = z.infer<typeof adminCal>;

/** A form a CAL may use: the latest version's name, by key and kind. */
export const calFormChoice = z.object({ key: z.string(), kind: z.enum(CAL_TEMPLATE_FORM_KINDS), name: z.string() });
export type CalFormChoice = z.infer<typeof calFormChoice>;

export const adminCalsAnswer = z.object({
  course_id: z.number(),
  /** false for a Frontline course (001 §1): it has no CALs, and none may be added. */
  has_cal: z.boolean(),
  results: z.array(adminCal),
  /** The forms the caller may give this course's CALs: those of the courses they manage. */
  forms: z.array(calFormChoice),
});
export type AdminCalsAnswer = z.infer<typeof adminCalsAnswer>;
export const adminCalAnswer = z.object({ message: z.string(), data: adminCal });
export const adminCalsChangeAnswer = z.object({ message: z.string(), results: z.array(adminCal) });

export const calsCourseParams = z.object({ course: recordId(M.courseNotFound) });
export const adminCalParams = z.object({ cal: recordId(M.calNotFound) });

const access = PAGE_ROUTES.adminCourseCals.access;

export const CAL_TEMPLATES_API = {
  cals: endpoint({ method: 'GET', path: '/api/admin/courses/:course/cals/', access, params: calsCourseParams, answer: adminCalsAnswer }),
  createCal: endpoint({ method: 'POST', path: '/api/admin/courses/:course/cals/', access, params: calsCourseParams, body: calTemplateBody, answer: adminCalAnswer }),
  reorderCals: endpoint({ method: 'POST', path: '/api/admin/courses/:course/cals/order/', access, params: calsCourseParams, body: calOrderBody, answer: adminCalsChangeAnswer }),
  updateCal: endpoint({ method: 'PATCH', path: '/api/admin/cals/:cal/', access, params: adminCalParams, body: calTemplateBody, answer: adminCalAnswer }),
  deleteCal: endpoint({ method: 'DELETE', path: '/api/admin/cals/:cal/', access, params: adminCalParams, answer: adminCalsChangeAnswer }),
} as const;
