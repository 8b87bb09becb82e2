import {
  FIELD_ASSIGNMENT_MESSAGES as M, GRADUATION_PAGE_SIZE, PROJECT_FIELDS as F, PROJECT_FLAGS, PROJECT_FORM_KEY, PROJECT_FORM_TEMPLATE, PROJECT_FORM_VERSION,
  PROJECT_LIST_PAGE_SIZE, YES_NO, type ProjectFlag,
  calAnswersSchema, choicesOf, fieldErrors, formBuilder, parseRecordId, storedProjectFormSchema, visibleFields, withSavedValues,
  type CalFormDefinition, type CalOption, type CalPayload, type CalValues, type GraduatedAnswer, type GraduationListAnswer,
  type MyProjectsAnswer, type ProjectFormAnswer, type ProjectSavedAnswer, type ProjectsCountsAnswer, type ProjectsListAnswer,
  CAL_MESSAGES, PROJECT_TYPE_LABELS, type ProjectType,
} from '@fetp/contract';
import type { Db, Queryable } from '../../db/client';
import type { Services } from '../../services';
import { cohortPeople, cohortStanding, cohortsEnrolledIn, standingTo } from '../../db/scopes';
import { setGraduated as setGraduatedFlag } from '../../db/people';
import { answeringRefusals } from '../people';
import { badRequest, fieldError, forbidden, notFound } from '../../plugins/errors';
import { FRONTLINE_COURSE_TYPE } from '../../plugins/officer-access';
import {
  courseCalOptions, districtOptions, formById, graduationPage, insertForm, insertProject, latestForm, latestForms, recordGraduationChange,
  projectById, projectCounts, projectsOfOfficer, projectsPage, stateOptions, updateProject, type ProjectValues, type StoredProjectForm,
} from './queries';

/**
 * The field assignment of a Frontline cohort (002 §2.7, §4, §5, §7): the caller must coordinate the
 * cohort's course, and every project, form and officer is looked up inside that cohort.
 */

interface FrontlineCohort {
  id: number;
  courseId: number;
}

/**
 * A cohort of a Frontline course the caller coordinates: 403 for another's and for no such cohort
 * (the dashboards' rule: a call tells nothing of others' records), 400 for another course type.
 */
async function frontlineCohort(db: Queryable, callerId: number, cohortId: number): Promise<FrontlineCohort> {
  const cohort = await cohortStanding(db, callerId, cohortId);
  if (!cohort?.coordinates) throw forbidden(M.notYourCohort);
  if (cohort.courseType !== FRONTLINE_COURSE_TYPE) throw fieldError('cohort_id', M.notFrontline);
  return { id: cohort.cohortId, courseId: cohort.courseId };
}

// ---- The form ----

/**
 * The project form's latest version, stored from the built-in definition (as PROJECT_FORM_VERSION)
 * the first time it is asked for, and again when the built-in one is newer than any stored.
 */
export async function ensureProjectForm(db: Queryable): Promise<StoredProjectForm> {
  const existing = await latestForm(db, PROJECT_FORM_KEY);
  if (existing && existing.version >= PROJECT_FORM_VERSION) return existing;
  await insertForm(db, { key: PROJECT_FORM_KEY, version: PROJECT_FORM_VERSION, name: PROJECT_FORM_TEMPLATE.name, definition: PROJECT_FORM_TEMPLATE });
  return (await latestForm(db, PROJECT_FORM_KEY))!;
}

/**
 * The form an edit answers: the latest version of the project's form (the built-in one made sure
 * of), so a project saved before a field was added is asked for it; the saved values fill it in.
 */
async function editForm(db: Queryable, saved: StoredProjectForm): Promise<StoredProjectForm> {
  const latest = saved.key === PROJECT_FORM_KEY ? await ensureProjectForm(db) : await latestForm(db, saved.key);
  return latest && latest.version > saved.version ? latest : saved;
}

const formRef = (form: StoredProjectForm) => ({ id: form.id, name: form.name, version: form.version });

/** A stored version as the engine's definition (a stored version that does not parse is the programme's fault: a 500). */
function definitionOf(form: StoredProjectForm, courseId: number): CalFormDefinition {
  const parsed = storedProjectFormSchema.safeParse(form.definition);
  if (!parsed.success) throw new Error(`the stored project form ${form.key} v${form.version} is not a valid definition`);
  return formBuilder(form.name, { calId: 0, courseId }).definition(parsed.data.fields);
}

const chosenId = (value: unknown): number | null => {
  const keys = choicesOf(value);
  return keys && keys.length === 1 ? parseRecordId(keys[0]!) : null;
};

/**
 * The dropdowns the server fills for a cohort, each with the message of a choice outside them: the
 * states, the chosen state's districts, the course's CALs, the cohort's mentors and its officers.
 */
const SERVER_CHOICES: Readonly<Record<string, string>> = {
  [F.state]: M.badState,
  [F.district]: M.badDistrict,
  [F.targetCal]: M.badCal,
  [F.mentor]: M.badMentor,
  [F.investigators]: M.badInvestigator,
};

/** The definition with the cohort's choices for these answers (a course without CALs hides target_cal_id). */
async function withChoices(db: Queryable, definition: CalFormDefinition, cohort: FrontlineCohort, values: CalValues): Promise<CalFormDefinition> {
  const stateId = chosenId(values[F.state]);
  const [states, districts, calOptions, people] = await Promise.all([
    stateOptions(db),
    stateId === null ? Promise.resolve([]) : districtOptions(db, stateId),
    courseCalOptions(db, cohort.courseId),
    cohortPeople(db, cohort.id),
  ]);
  const people_ = (list: { id: number; name: string }[]): CalOption[] => list.map((p) => ({ key: String(p.id), value: p.name, selected: false }));
  const filled: Record<string, CalOption[]> = {
    [F.state]: states,
    [F.district]: districts,
    [F.targetCal]: calOptions,
    [F.mentor]: people_(people.mentors),
    [F.investigators]: people_(people.mentees),
  };
  const fields = { ...definition.fields };
  for (const [key, options] of Object.entries(filled)) {
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!field || field.attributes.type !== 'dropdown') continue;
    const hidden = key === F.targetCal && options.length === 0;
    fields[key] = { ...field, attributes: { ...field.attributes, options, ...(hidden ? { visible: false } : {}) } };
  }
  return { ...definition, fields };
}

/** GET …/list_project_form_data: the forms offered to the cohort (the latest version of each). */
export async function projectForms(db: Queryable, callerId: number, cohortId: number) {
  await frontlineCohort(db, callerId, cohortId);
  await ensureProjectForm(db);
  return { data: (await latestForms(db)).map(formRef) };
}

/** GET …/get_project_form_data: the empty form (its latest version) with the cohort's choices. */
export async function projectForm(db: Queryable, callerId: number, cohortId: number): Promise<ProjectFormAnswer> {
  const cohort = await frontlineCohort(db, callerId, cohortId);
  const form = await ensureProjectForm(db);
  const definition = withSavedValues(await withChoices(db, definitionOf(form, cohort.courseId), cohort, {}), { [F.cohort]: String(cohort.id) });
  return { data: definition, form: formRef(form), cohort_id: cohort.id, project_id: null };
}

/** A project of the caller's cohort (404 for any other: unknown, or of another cohort), with the form an edit answers. */
async function projectOf(db: Queryable, cohort: FrontlineCohort, projectId: number) {
  const project = await projectById(db, projectId);
  if (!project || project.cohortId !== cohort.id) throw notFound(M.badProject);
  const saved = await formById(db, project.formId);
  if (!saved) throw new Error(`project ${project.id} answers a form version that does not exist`);
  return { project, form: await editForm(db, saved) };
}

/** POST …/dynamic_project_form_id_data: a project's form (the latest version of the one it was saved with) with its values. */
export async function projectFormOf(db: Queryable, callerId: number, body: { projectform_id: number; cohort_id: number }): Promise<ProjectFormAnswer> {
  const cohort = await frontlineCohort(db, callerId, body.cohort_id);
  const { project, form } = await projectOf(db, cohort, body.projectform_id);
  const answers = { ...(project.answers as Record<string, unknown>), [F.cohort]: String(cohort.id), [F.id]: String(project.id) };
  const definition = withSavedValues(await withChoices(db, definitionOf(form, cohort.courseId), cohort, answers), answers);
  return { data: definition, form: formRef(form), cohort_id: cohort.id, project_id: project.id };
}

// ---- Saving ----

/**
 * The answers checked by the form's engine (kind 'project': the same rules and messages as the web
 * form) against the cohort's choices; a choice outside them (a district of another state, someone
 * not of the cohort, a CAL of another course) gets its own message. The project's columns as output.
 */
async function checkedProject(db: Queryable, cohort: FrontlineCohort, form: StoredProjectForm, body: Record<string, unknown>) {
  const { cohort_id: _cohort, id: _id, ...values } = body;
  const definition = await withChoices(db, definitionOf(form, cohort.courseId), cohort, values);
  const parsed = calAnswersSchema(definition, 'project').safeParse(values);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const shown = new Set(visibleFields(definition, values, 'project').map((f) => f.key));
  for (const [key, message] of Object.entries(SERVER_CHOICES)) {
    const chosen = choicesOf(values[key]);
    if (!shown.has(key) || !chosen?.length) continue;
    const offered = definition.fields[key]?.attributes.options ?? [];
    if (!chosen.every((k) => offered.some((o) => o.key === k))) errors[key] = [message];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first || !parsed.success) throw badRequest(first ?? M.badProject, errors);
  return projectValues(parsed.data);
}

const FLAG_ENTRIES = Object.entries(PROJECT_FLAGS) as Array<[ProjectFlag, string]>;

/** The columns of a checked payload (hidden fields are absent from it, so the other type's flags are false). */
function projectValues(payload: CalPayload): { values: ProjectValues; investigators: number[] } {
  const text = (key: string) => {
    const value = payload[key];
    return typeof value === 'string' ? value : '';
  };
  const yes = (key: string) => text(key) === YES_NO.yes;
  const list = payload[F.investigators];
  const investigators = [...new Set((Array.isArray(list) ? list : []).map(Number))];
  const targetCal = text(F.targetCal);
  return {
    values: {
      projectType: Number(text(F.type)),
      title: text(F.title),
      stateId: Number(text(F.state)),
      districtId: Number(text(F.district)),
      disease: text(F.disease),
      otherDisease: text(F.otherDisease) || null,
      targetCalId: targetCal ? Number(targetCal) : null,
      fromDate: text(F.from),
      toDate: text(F.to),
      mentorId: Number(text(F.mentor)),
      oneHealthApproach: yes(F.oneHealth),
      ...(Object.fromEntries(FLAG_ENTRIES.map(([column, key]) => [column, yes(key)])) as Record<ProjectFlag, boolean>),
      answers: payload,
    },
    investigators,
  };
}

/** POST …/post_project_form_data: a new project of the cohort, checked against the form's latest version. */
export async function createProject(db: Db, callerId: number, body: Record<string, unknown> & { cohort_id: number }): Promise<ProjectSavedAnswer> {
  const cohort = await frontlineCohort(db, callerId, body.cohort_id);
  const form = await ensureProjectForm(db);
  const { values, investigators } = await checkedProject(db, cohort, form, body);
  const id = await db.transaction((tx) =>
    insertProject(tx, { ...values, cohortId: cohort.id, formId: form.id, createdBy: callerId, modifiedBy: callerId }, investigators));
  return { success: true, message: M.created, data: { id } };
}

/**
 * POST …/edit_project_form_data: a project of the cohort changed, checked against the latest version
 * of its form (the one the edit form showed); the project then keeps that version.
 */
export async function editProject(db: Db, callerId: number, body: Record<string, unknown> & { id: number; cohort_id: number }): Promise<ProjectSavedAnswer> {
  const cohort = await frontlineCohort(db, callerId, body.cohort_id);
  const { project, form } = await projectOf(db, cohort, body.id);
  const { values, investigators } = await checkedProject(db, cohort, form, body);
  await db.transaction((tx) => updateProject(tx, project.id, { ...values, formId: form.id, modifiedBy: callerId, modifiedAt: new Date() }, investigators));
  return { success: true, message: M.updated, data: { id: project.id } };
}

// ---- Lists and counts ----

/** GET …/projects_list/: the cohort's projects, newest first, 10 a page. */
export async function projectsList(db: Queryable, callerId: number, query: { cohort_id: number; page: number }): Promise<ProjectsListAnswer> {
  const cohort = await frontlineCohort(db, callerId, query.cohort_id);
  const { rows, count } = await projectsPage(db, cohort.id, query.page, PROJECT_LIST_PAGE_SIZE);
  return {
    count, page: query.page, page_size: PROJECT_LIST_PAGE_SIZE,
    data: rows.map((r) => ({
      id: r.id, project_title: r.title, district: r.district, state: r.state, created: r.createdAt.toISOString(), modified: r.modifiedAt.toISOString(),
    })),
  };
}

/** GET …/projects_counts/: the cohort's projects and those flagged for each kind of work. */
export async function projectsCounts(db: Queryable, callerId: number, cohortId: number): Promise<ProjectsCountsAnswer> {
  const cohort = await frontlineCohort(db, callerId, cohortId);
  const c = await projectCounts(db, cohort.id);
  return {
    data: {
      projects: c.projects, data_quality_audits: c.dataQualityAudits, case_investigations: c.caseInvestigations,
      database_analyses: c.databaseAnalyses, outbreak_investigations: c.outbreakInvestigations,
    },
  };
}

// ---- Graduation ----

const yesNo = (flag: boolean) => (flag ? 'yes' : 'no') as 'yes' | 'no';

/** GET …/graduation_list/: the cohort's officers by name, 50 a page. */
export async function graduationList({ db, progressCache }: Services, callerId: number, query: { cohort_id: number; page: number }): Promise<GraduationListAnswer> {
  const [cohort, version] = await Promise.all([frontlineCohort(db, callerId, query.cohort_id), progressCache.version(db)]);
  // Kept until enrolments, mentorships or projects change (db/versioned-cache.ts; migrations 0016–0017).
  const { rows, count } = await progressCache.kept(version, `graduation:${cohort.id}:${query.page}`, () =>
    graduationPage(db, cohort.id, query.page, GRADUATION_PAGE_SIZE));
  return {
    count, page: query.page, page_size: GRADUATION_PAGE_SIZE,
    data: rows.map((r) => ({
      user_id: r.user_id, officer: r.officer, mentors: r.mentors ?? '', disctrict: r.district ?? '',
      field_assignment_1: r.fa1, field_assignment_2: r.fa2, graduated: yesNo(r.graduated),
    })),
  };
}

/**
 * The cohort a graduation without cohort_id means: the officer's one Frontline cohort the caller
 * coordinates (403 when none, 400 when several).
 */
async function officersFrontlineCohort(db: Queryable, callerId: number, userId: number): Promise<number> {
  const fits: number[] = [];
  for (const cohortId of await cohortsEnrolledIn(db, userId)) {
    const standing = await cohortStanding(db, callerId, cohortId);
    if (standing?.coordinates && standing.courseType === FRONTLINE_COURSE_TYPE) fits.push(cohortId);
  }
  if (fits.length === 0) throw forbidden(M.notYourOfficer);
  if (fits.length > 1) throw fieldError('cohort_id', M.chooseCohort);
  return fits[0]!;
}

/** POST …/graduated/: an officer of the cohort graduated or not; a change is kept in graduation_changes (who, from, to). */
export async function setGraduated(db: Db, callerId: number, body: { user_id: number; graduated: 'yes' | 'no'; cohort_id?: number }): Promise<GraduatedAnswer> {
  const cohort = await frontlineCohort(db, callerId, body.cohort_id ?? (await officersFrontlineCohort(db, callerId, body.user_id)));
  const to = body.graduated === 'yes';
  await db.transaction(async (tx) => {
    // The flag is people's standing (db/people.ts, audited there); the graduation table's own history is kept here.
    const change = await setGraduatedFlag(tx, callerId, body.user_id, cohort.id, to).catch(answeringRefusals);
    if (!change) throw forbidden(M.notYourOfficer);
    if (change.before === to) return;
    await recordGraduationChange(tx, { enrolmentId: change.enrolmentId, userId: body.user_id, cohortId: cohort.id, changedBy: callerId, from: change.before, to });
  });
  return { success: true, message: M.graduationSaved, data: { user_id: body.user_id, cohort_id: cohort.id, graduated: body.graduated } };
}

// ---- The officer's own projects ----

/** GET …/my_projects/?course_id: the projects the caller investigates in a course they are enrolled in. */
export async function myProjects(db: Queryable, callerId: number, courseId: number): Promise<MyProjectsAnswer> {
  const standing = await standingTo(db, callerId, callerId, courseId);
  if (standing?.viewer !== 'self') throw forbidden(CAL_MESSAGES.notEnrolled);
  const rows = await projectsOfOfficer(db, callerId, courseId);
  return {
    data: rows.map((r) => ({
      id: r.id, project_title: r.title, project_type: PROJECT_TYPE_LABELS[String(r.projectType) as ProjectType] ?? '',
      district: r.district, state: r.state, from_date: r.fromDate, to_date: r.toDate,
    })),
  };
}
