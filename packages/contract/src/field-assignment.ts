import { z } from 'zod';
import { CAL_FIELD_KEY, calFieldSchema } from './dynamic-form';
import { endpoint } from './endpoints';
import { FIELD_ASSIGNMENT_MESSAGES as M, GRADUATION_PAGE_SIZE, PROJECT_LIST_PAGE_SIZE } from './field-assignment-messages';
import { ROLES } from './roles';
import { recordId, pageNumber } from './validation';
import { CAL_MESSAGES } from './cal-messages';

/**
 * The Field Assignment pane of the coordinator dashboard (spec 002 §2.7, §3, §4, §5, §7 "Field
 * assignment and graduation"): a Frontline cohort's projects (list, counts, the dynamic project
 * form to add and edit one) and its graduation table. Paths are the spec's; the answers it does not
 * show are designed here. Only a Course Coordinator of the cohort's course may call them, and only
 * for a cohort of a Frontline course.
 */

export * from './field-assignment-messages';

const cohortId = recordId(M.badCohort);
const projectId = recordId(M.badProject);
const officerId = recordId(M.badOfficer);
const page = pageNumber(M.badPage);

export const fieldAssignmentCohortQuery = z.object({ cohort_id: cohortId });
export const fieldAssignmentPageQuery = z.object({ cohort_id: cohortId, page });

/** 002 §3 "Project list row"; created and modified are ISO timestamps (shown DD/MM/YYYY in the viewer's zone). */
export const projectRow = z.object({
  id: z.number(),
  project_title: z.string(),
  district: z.string(),
  state: z.string(),
  created: z.string(),
  modified: z.string(),
});
export type ProjectRow = z.infer<typeof projectRow>;

/** GET …/projects_list/?cohort_id&page: the cohort's projects, newest first, 10 a page. */
export const projectsListAnswer = z.object({ count: z.number(), page: z.number(), page_size: z.number(), data: z.array(projectRow) });
export type ProjectsListAnswer = z.infer<typeof projectsListAnswer>;

/** GET …/projects_counts/?cohort_id: the cohort's projects, and those flagged for each kind of work. */
export const projectsCountsAnswer = z.object({
  data: z.object({
    projects: z.number(),
    data_quality_audits: z.number(),
    case_investigations: z.number(),
    database_analyses: z.number(),
    outbreak_investigations: z.number(),
  }),
});
export type ProjectsCountsAnswer = z.infer<typeof projectsCountsAnswer>;

/** A stored project form definition: the latest version of each form offered to a cohort. */
export const projectFormRef = z.object({ id: z.number(), name: z.string(), version: z.number() });
export type ProjectFormRef = z.infer<typeof projectFormRef>;
/** GET …/list_project_form_data?cohort_id */
export const projectFormsAnswer = z.object({ data: z.array(projectFormRef) });

/** The project form as the dynamic-form engine reads it (a CalFormDefinition). */
export const projectFormDefinition = z.object({
  /** The engine's form-level fields (a project form has no CAL: 0 and ''). */
  cal_id: z.number(),
  cal_name: z.string(),
  short_name: z.string(),
  milestone_id: z.number().nullable(),
  auto_name: z.string(),
  course_id: z.number(),
  name: z.string(),
  fields: z.record(z.string().regex(CAL_FIELD_KEY), calFieldSchema),
});

/** A stored project form definition (field_assignment_forms.definition): its name and fields. */
export const storedProjectFormSchema = projectFormDefinition.pick({ name: true, fields: true });

/**
 * GET …/get_project_form_data?cohort_id (empty, the latest version) and POST
 * …/dynamic_project_form_id_data (a project's values, the version it was saved with): the form with
 * the cohort's choices (states, the chosen state's districts, the course's CALs, the cohort's
 * mentors and officers). Render and check it with kind 'project'.
 */
export const projectFormAnswer = z.object({
  data: projectFormDefinition,
  form: projectFormRef,
  cohort_id: z.number(),
  /** The project being edited, or null for a new one. */
  project_id: z.number().nullable(),
});
export type ProjectFormAnswer = z.infer<typeof projectFormAnswer>;

/** POST …/dynamic_project_form_id_data: `projectform_id` is the project's id. */
export const projectFormOfBody = z.object({ projectform_id: projectId, cohort_id: cohortId });

/**
 * POST …/post_project_form_data: the cohort and the form's answers as its own fields (JSON, or form
 * data with investigators repeated); checked against the form's latest version. The state may be
 * sent as a number.
 */
export const createProjectBody = z.looseObject({ cohort_id: cohortId });
/** POST …/edit_project_form_data: as create, with the project's id; checked against the version it was saved with. */
export const editProjectBody = z.looseObject({ id: projectId, cohort_id: cohortId });

export const projectSavedAnswer = z.object({ success: z.literal(true), message: z.string(), data: z.object({ id: z.number() }) });
export type ProjectSavedAnswer = z.infer<typeof projectSavedAnswer>;

/** 'yes' or 'no' (002 §4), either case. */
export const graduatedValue = z
  .string({ error: M.badGraduated })
  .trim()
  .toLowerCase()
  .pipe(z.enum(['yes', 'no'], { error: M.badGraduated }));

/**
 * 002 §3 "Graduation row" (`disctrict` is the spec's spelling: the officer's district). The FIELD
 * Assignment flags say whether the officer is an investigator of a project of that type in the
 * cohort (the project form names no lead officer: its investigators are the cohort's officers).
 */
export const graduationRow = z.object({
  user_id: z.number(),
  officer: z.string(),
  /** Mentor 1 then mentor 2, comma-separated; '' when none. */
  mentors: z.string(),
  disctrict: z.string(),
  field_assignment_1: z.boolean(),
  field_assignment_2: z.boolean(),
  graduated: z.enum(['yes', 'no']),
});
export type GraduationRow = z.infer<typeof graduationRow>;

/** GET …/graduation_list/?cohort_id&page: the cohort's officers by name, 50 a page. */
export const graduationListAnswer = z.object({ count: z.number(), page: z.number(), page_size: z.number(), data: z.array(graduationRow) });
export type GraduationListAnswer = z.infer<typeof graduationListAnswer>;

/** POST …/graduated/: one officer of the cohort, sent as soon as the dropdown changes. */
/** cohort_id is ours: the spec's call sends user_id and graduated; without it, the officer's one Frontline cohort the caller coordinates. */
export const graduatedBody = z.object({ user_id: officerId, graduated: graduatedValue, cohort_id: cohortId.optional() });
export const graduatedAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user_id: z.number(), cohort_id: z.number(), graduated: z.enum(['yes', 'no']) }),
});
export type GraduatedAnswer = z.infer<typeof graduatedAnswer>;

/**
 * GET …/my_projects/?course_id (designed here, not in the spec): the projects the signed-in officer
 * investigates in a course they are enrolled in (their course page's FIELD ASSIGNMENTS tab), by
 * start date. Dates are YYYY-MM-DD; `project_type` is the spec's label.
 */
export const myProjectsQuery = z.object({ course_id: recordId(CAL_MESSAGES.badCourse) });
export const myProjectRow = z.object({
  id: z.number(),
  project_title: z.string(),
  project_type: z.string(),
  district: z.string(),
  state: z.string(),
  from_date: z.string(),
  to_date: z.string(),
});
export type MyProjectRow = z.infer<typeof myProjectRow>;
export const myProjectsAnswer = z.object({ data: z.array(myProjectRow) });
export type MyProjectsAnswer = z.infer<typeof myProjectsAnswer>;

const { coordinator, mentee } = ROLES;
const access = [coordinator] as const;

export const FIELD_ASSIGNMENT_PAGE_SIZES = { projects: PROJECT_LIST_PAGE_SIZE, graduation: GRADUATION_PAGE_SIZE } as const;

export const FIELD_ASSIGNMENT_API = {
  projectsList: endpoint({ method: 'GET', path: '/api/ncdc_frontline/projects_list/', access, query: fieldAssignmentPageQuery, answer: projectsListAnswer }),
  projectsCounts: endpoint({ method: 'GET', path: '/api/ncdc_frontline/projects_counts/', access, query: fieldAssignmentCohortQuery, answer: projectsCountsAnswer }),
  projectForms: endpoint({ method: 'GET', path: '/api/ncdc_frontline/list_project_form_data', access, query: fieldAssignmentCohortQuery, answer: projectFormsAnswer }),
  projectForm: endpoint({ method: 'GET', path: '/api/ncdc_frontline/get_project_form_data', access, query: fieldAssignmentCohortQuery, answer: projectFormAnswer }),
  projectFormOf: endpoint({ method: 'POST', path: '/api/ncdc_frontline/dynamic_project_form_id_data', access, body: projectFormOfBody, answer: projectFormAnswer }),
  createProject: endpoint({ method: 'POST', path: '/api/ncdc_frontline/post_project_form_data', access, body: createProjectBody, answer: projectSavedAnswer }),
  editProject: endpoint({ method: 'POST', path: '/api/ncdc_frontline/edit_project_form_data', access, body: editProjectBody, answer: projectSavedAnswer }),
  graduationList: endpoint({ method: 'GET', path: '/api/ncdc_frontline/graduation_list/', access, query: fieldAssignmentPageQuery, answer: graduationListAnswer }),
  graduated: endpoint({ method: 'POST', path: '/api/ncdc_frontline/graduated/', access, body: graduatedBody, answer: graduatedAnswer }),
  /** The officer's own projects in a course (their course page). */
  myProjects: endpoint({ method: 'GET', path: '/api/ncdc_frontline/my_projects/', access: [mentee], query: myProjectsQuery, answer: myProjectsAnswer }),
} as const;
