import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  FIELD_ASSIGNMENT_API as API, FIELD_ASSIGNMENT_MESSAGES as M, CAL_FORM_MESSAGES, PROJECT_FORM_KEY, PROJECT_FORM_TEMPLATE, PROJECT_FORM_VERSION,
  type GraduationListAnswer, type ProjectFormAnswer, type ProjectsCountsAnswer, type ProjectsListAnswer,
} from '@fetp/contract';
import {
  cohorts, courseCoordinators, courses, districts, enrolments, fieldAssignmentForms, fieldAssignmentInvestigators, fieldAssignmentProjects, graduationChanges,
  states, users,
} from '../src/db/schema';
import { DEMO, sessionOf, useTestContext, type Client } from './helpers';
import { createCal, createCohort, createCoordinator, createCourse, createMentee, createMentor } from './factories';

/** The Field Assignment pane's calls (002 §2.7, §4, §5, §7): projects, their form and counts, graduation. */

const context = useTestContext();

const postJson = (client: Client, url: string, body: unknown) => client.postJson(url, body);

async function place(stateName: string, districtName: string) {
  const [row] = await context().db.select({ state: states.id, district: districts.id }).from(districts).innerJoin(states, eq(states.id, districts.stateId))
    .where(and(eq(states.name, stateName), eq(districts.name, districtName)));
  return row!;
}

/** A Frontline course with two cohorts, its coordinator, mentors and officers; and a second Frontline course with its own. */
async function programme() {
  const { db } = context();
  const course = await createCourse(db, { type: 'Frontline Courses' });
  const cohort = await createCohort(db, { courseId: course.id, name: 'Frontline 2026' });
  const sibling = await createCohort(db, { courseId: course.id, name: 'Frontline 2027' });
  const coordinator = await createCoordinator(db, [course.id]);
  const [m1, m2, outsider] = [await createMentor(db), await createMentor(db), await createMentor(db)];
  const kozhikode = await place('Kerala', 'Kozhikode');
  const a = await createMentee(db, cohort.id, { mentor1: m1.id, mentor2: m2.id });
  const b = await createMentee(db, cohort.id, { mentor1: m2.id });
  const c = await createMentee(db, cohort.id);
  const siblingOfficer = await createMentee(db, sibling.id, { mentor1: outsider.id });
  await db.update(users).set({ stateId: kozhikode.state, districtId: kozhikode.district }).where(eq(users.id, a.id));
  const cal = await createCal(db, course.id, { shortName: 'FA', fullName: 'Field Assignment Report' });

  const otherCourse = await createCourse(db, { type: 'Frontline Courses' });
  const otherCohort = await createCohort(db, { courseId: otherCourse.id });
  const otherCoordinator = await createCoordinator(db, [otherCourse.id]);
  const otherCal = await createCal(db, otherCourse.id);
  const fetp = await createCourse(db, { type: 'FETP Course' });
  const fetpCohort = await createCohort(db, { courseId: fetp.id });
  await db.insert(courseCoordinators).values({ courseId: fetp.id, userId: coordinator.id });

  const ctx = context();
  return {
    course, cohort, sibling, coordinator, m1, m2, outsider, a, b, c, siblingOfficer, cal, kozhikode, otherCohort, otherCoordinator, otherCal, fetpCohort,
    caller: await sessionOf(ctx, coordinator.email),
    other: await sessionOf(ctx, otherCoordinator.email),
  };
}
type Programme = Awaited<ReturnType<typeof programme>>;

/** A valid FIELD Assignment 1 project of the programme's cohort. */
const validBody = (p: Programme, overrides: Record<string, unknown> = {}) => ({
  cohort_id: p.cohort.id,
  project_type: '1',
  project_title: 'Data quality audit of measles reporting',
  state: p.kozhikode.state,
  district: String(p.kozhikode.district),
  disease_type: 'measles',
  from_date: '2026-11-01',
  to_date: '2026-12-15',
  mentor: String(p.m1.id),
  investigators: [String(p.a.id), String(p.b.id)],
  one_health_approach_applied: 'no',
  fa1_data_quality_audit: 'yes',
  fa1_database_analysis: 'no',
  fa1_surveillance_report: 'yes',
  ...overrides,
});

const projectsOf = async (cohortId: number) =>
  (await context().db.select({ n: count() }).from(fieldAssignmentProjects).where(eq(fieldAssignmentProjects.cohortId, cohortId)))[0]!.n;

describe('the project form (get_project_form_data, list_project_form_data)', () => {
  it('gives the empty form with the cohort’s choices: all states, no district yet, the course’s CALs, the cohort’s mentors and officers', async () => {
    const p = await programme();
    const res = await p.caller.get(`${API.projectForm.path}?cohort_id=${p.cohort.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ProjectFormAnswer>();
    expect(body.project_id).toBeNull();
    const fields = body.data.fields;
    // Stored as jsonb (keys in its own order): the form's order is field_order.
    expect(Object.entries(fields).sort(([, x], [, y]) => x.field_order - y.field_order).map(([key]) => key)).toEqual(Object.keys(PROJECT_FORM_TEMPLATE.fields));
    expect(fields.project_title).toMatchObject({ label: 'Title of Project', attributes: { type: 'text', required: true, error: M.enterTitle } });
    expect(fields.project_type!.attributes.options!.map((o) => o.value)).toEqual(['FIELD Assignment 1', 'FIELD Assignment 2']);
    expect(fields.state!.attributes.options!.some((o) => o.value === 'Kerala')).toBe(true);
    expect(fields.state!.attributes.url).toBe('/cal/api/get/districts/details/');
    expect(fields.district!.attributes).toMatchObject({ options: [], placeholder: 'Select District' });
    expect(fields.target_cal_id!.attributes.options).toEqual([{ key: String(p.cal.id), value: 'FA – Field Assignment Report', selected: false }]);
    expect(fields.mentor!.attributes.options!.map((o) => Number(o.key)).sort()).toEqual([p.m1.id, p.m2.id].sort());
    expect(fields.investigators!.attributes).toMatchObject({ multiple: true });
    expect(fields.investigators!.attributes.options!.map((o) => Number(o.key)).sort()).toEqual([p.a.id, p.b.id, p.c.id].sort());
    expect(fields.disease_type!.attributes.options!.at(-1)).toMatchObject({ key: 'others', value: 'Others' });
    expect(fields.cohort_id!.attributes).toMatchObject({ visible: false, value: String(p.cohort.id) });

    const forms = await p.caller.get(`${API.projectForms.path}?cohort_id=${p.cohort.id}`);
    expect(forms.json()).toEqual({ data: [{ id: body.form.id, name: 'Field Assignment Project', version: PROJECT_FORM_VERSION }] });
    // The Cohort Project Report's three flags (form version 2), each a Yes/No of its project type.
    for (const key of ['fa1_surveillance_report', 'fa2_expanded_summary_report', 'fa2_problem_analysis']) {
      expect(fields[key]!.attributes, key).toMatchObject({ type: 'dropdown', required: true, error: M.selectYesNo });
      expect(fields[key]!.attributes.options!.map((o) => o.value), key).toEqual(['Yes', 'No']);
    }
    expect([fields.fa1_surveillance_report!.label, fields.fa2_expanded_summary_report!.label, fields.fa2_problem_analysis!.label])
      .toEqual(['Surveillance Report', 'Submitted in Expanded Summary Report', 'Problem Analysis']);
  });

  it('the state’s districts come from the CAL forms’ lookup, open to coordinators', async () => {
    const p = await programme();
    const res = await p.caller.post('/cal/api/get/districts/details/', { state_id: p.kozhikode.state });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((o: { value: string }) => o.value)).toContain('Kozhikode');
  });
});

describe('projects: create, list, edit, counts', () => {
  it('creates a project, lists it, edits it (the list shows it modified) and counts it', async () => {
    const p = await programme();
    const created = await postJson(p.caller, API.createProject.path, validBody(p));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ success: true, message: M.created });
    const id = created.json().data.id as number;

    const list = (await p.caller.get(`${API.projectsList.path}?cohort_id=${p.cohort.id}`)).json<ProjectsListAnswer>();
    expect(list).toMatchObject({ count: 1, page: 1, page_size: 10 });
    expect(list.data[0]).toMatchObject({ id, project_title: 'Data quality audit of measles reporting', district: 'Kozhikode', state: 'Kerala' });
    expect(list.data[0]!.created).toBe(list.data[0]!.modified);
    const [stored] = await context().db.select().from(fieldAssignmentProjects).where(eq(fieldAssignmentProjects.id, id));
    expect(stored).toMatchObject({
      projectType: 1, createdBy: p.coordinator.id, dataQualityAudit: true, databaseAnalysis: false, surveillanceReport: true, caseInvestigation: false,
      expandedSummaryReport: false, problemAnalysis: false,
    });
    const investigators = await context().db.select().from(fieldAssignmentInvestigators).where(eq(fieldAssignmentInvestigators.projectId, id));
    expect(investigators.map((i) => i.userId).sort()).toEqual([p.a.id, p.b.id].sort());

    // The edit form holds the saved values.
    const form = (await postJson(p.caller, API.projectFormOf.path, { projectform_id: id, cohort_id: p.cohort.id })).json<ProjectFormAnswer>();
    expect(form.project_id).toBe(id);
    expect(form.data.fields.project_title!.attributes.value).toBe('Data quality audit of measles reporting');
    expect(form.data.fields.district!.attributes.options!.find((o) => o.selected)?.value).toBe('Kozhikode');
    expect(form.data.fields.investigators!.attributes.value).toEqual([String(p.a.id), String(p.b.id)]);
    expect(form.data.fields.id!.attributes.value).toBe(String(id));
    expect(form.data.fields.fa1_surveillance_report!.attributes.options!.find((o) => o.selected)?.value).toBe('Yes');

    await new Promise((resolve) => setTimeout(resolve, 5));
    const edited = await postJson(p.caller, API.editProject.path, validBody(p, {
      id, project_type: '2', project_title: 'Measles outbreak in Kozhikode', investigators: [String(p.c.id)],
      fa2_case_investigation: 'yes', fa2_outbreak_investigation: 'yes', fa2_expanded_summary_report: 'no', fa2_problem_analysis: 'yes',
    }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ success: true, message: M.updated, data: { id } });
    const after = (await p.caller.get(`${API.projectsList.path}?cohort_id=${p.cohort.id}`)).json<ProjectsListAnswer>();
    expect(after.data[0]).toMatchObject({ id, project_title: 'Measles outbreak in Kozhikode', created: list.data[0]!.created });
    expect(Date.parse(after.data[0]!.modified)).toBeGreaterThan(Date.parse(after.data[0]!.created));

    // FA1's answers were sent along with FIELD Assignment 2: ignored (the type's fields only).
    const [changed] = await context().db.select().from(fieldAssignmentProjects).where(eq(fieldAssignmentProjects.id, id));
    expect(changed).toMatchObject({
      projectType: 2, dataQualityAudit: false, surveillanceReport: false, caseInvestigation: true, outbreakInvestigation: true,
      expandedSummaryReport: false, problemAnalysis: true, modifiedBy: p.coordinator.id,
    });
    expect(changed!.answers).not.toHaveProperty('fa1_data_quality_audit');
    expect(changed!.answers).not.toHaveProperty('fa1_surveillance_report');
    expect(changed!.answers).toMatchObject({ fa2_expanded_summary_report: 'no', fa2_problem_analysis: 'yes' });

    const counts = (await p.caller.get(`${API.projectsCounts.path}?cohort_id=${p.cohort.id}`)).json<ProjectsCountsAnswer>();
    expect(counts.data).toEqual({ projects: 1, data_quality_audits: 0, case_investigations: 1, database_analyses: 0, outbreak_investigations: 1 });
  });

  it('counts each flag over the cohort’s projects only, and pages the list 10 at a time', async () => {
    const p = await programme();
    for (let i = 0; i < 11; i++) {
      const res = await postJson(p.caller, API.createProject.path, validBody(p, {
        project_title: `Project ${i}`, fa1_database_analysis: i % 2 ? 'yes' : 'no', fa1_data_quality_audit: i < 3 ? 'yes' : 'no',
      }));
      expect(res.statusCode, res.body).toBe(200);
    }
    await postJson(p.caller, API.createProject.path, validBody(p, {
      cohort_id: p.sibling.id, investigators: [String(p.siblingOfficer.id)], mentor: String(p.outsider.id), project_type: '2',
      fa2_case_investigation: 'yes', fa2_outbreak_investigation: 'no', fa2_expanded_summary_report: 'no', fa2_problem_analysis: 'no',
    }));
    const counts = (await p.caller.get(`${API.projectsCounts.path}?cohort_id=${p.cohort.id}`)).json<ProjectsCountsAnswer>();
    expect(counts.data).toEqual({ projects: 11, data_quality_audits: 3, case_investigations: 0, database_analyses: 5, outbreak_investigations: 0 });
    const sibling = (await p.caller.get(`${API.projectsCounts.path}?cohort_id=${p.sibling.id}`)).json<ProjectsCountsAnswer>();
    expect(sibling.data).toEqual({ projects: 1, data_quality_audits: 0, case_investigations: 1, database_analyses: 0, outbreak_investigations: 0 });

    const first = (await p.caller.get(`${API.projectsList.path}?cohort_id=${p.cohort.id}`)).json<ProjectsListAnswer>();
    expect(first.count).toBe(11);
    expect(first.data.map((r) => r.project_title)[0]).toBe('Project 10');
    expect(first.data).toHaveLength(10);
    const second = (await p.caller.get(`${API.projectsList.path}?cohort_id=${p.cohort.id}&page=2`)).json<ProjectsListAnswer>();
    expect(second.data.map((r) => r.project_title)).toEqual(['Project 0']);
    expect((await p.caller.get(`${API.projectsList.path}?cohort_id=${p.cohort.id}&page=0`)).statusCode).toBe(400);
  });

  it('takes the form as form data too (a single investigator, the state as text)', async () => {
    const p = await programme();
    const { investigators: _list, ...body } = validBody(p, { state: String(p.kozhikode.state) });
    const res = await p.caller.post(API.createProject.path, { ...body, investigators: String(p.c.id) } as Record<string, string | number>);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('an empty list says so', async () => {
    const p = await programme();
    expect((await p.caller.get(`${API.projectsList.path}?cohort_id=${p.cohort.id}`)).json()).toEqual({ count: 0, page: 1, page_size: 10, data: [] });
    expect((await p.caller.get(`${API.projectsCounts.path}?cohort_id=${p.cohort.id}`)).json().data.projects).toBe(0);
  });
});

describe('the project form’s rules (002 §5), the same on the server as in the form', () => {
  const cases: Array<[string, (p: Programme) => Record<string, unknown>, string, string]> = [
    ['a title of only whitespace', () => ({ project_title: '    ' }), 'project_title', M.titleWhitespace],
    ['no title', () => ({ project_title: '' }), 'project_title', M.enterTitle],
    ['a title over 400 characters', () => ({ project_title: 'x'.repeat(401) }), 'project_title', M.titleTooLong],
    ['other_disease over 100 characters', () => ({ disease_type: 'others', other_disease: 'y'.repeat(101) }), 'other_disease', 'Other Disease cannot exceed 100 characters'],
    ['Others without the disease named', () => ({ disease_type: 'others' }), 'other_disease', M.enterOtherDisease],
    ['a year before 1900', () => ({ from_date: '1899-12-31' }), 'from_date', M.invalidDate],
    ['a year after 2099', () => ({ to_date: '2100-01-01' }), 'to_date', M.invalidDate],
    ['no date', () => ({ to_date: '' }), 'to_date', M.enterToDate],
    ['a day that does not exist', () => ({ from_date: '2026-02-30' }), 'from_date', M.invalidDate],
    ['the start after the end', () => ({ from_date: '2026-12-16' }), 'from_date', M.startAfterEnd],
    ['no project type', () => ({ project_type: '' }), 'project_type', M.selectProjectType],
    ['an unknown project type', () => ({ project_type: '3' }), 'project_type', CAL_FORM_MESSAGES.unknownOption],
    ['FIELD Assignment 1 without its audit answer', () => ({ fa1_data_quality_audit: '' }), 'fa1_data_quality_audit', M.selectYesNo],
    ['FIELD Assignment 1 without its surveillance report answer', () => ({ fa1_surveillance_report: undefined }), 'fa1_surveillance_report', M.selectYesNo],
    ['a surveillance report answer other than Yes or No', () => ({ fa1_surveillance_report: 'maybe' }), 'fa1_surveillance_report', CAL_FORM_MESSAGES.unknownOption],
    ['FIELD Assignment 2 without its problem analysis answer', () => ({
      project_type: '2', fa2_case_investigation: 'yes', fa2_outbreak_investigation: 'no', fa2_expanded_summary_report: 'yes', fa2_problem_analysis: '',
    }), 'fa2_problem_analysis', M.selectYesNo],
    ['an expanded summary report answer other than Yes or No', () => ({
      project_type: '2', fa2_case_investigation: 'yes', fa2_outbreak_investigation: 'no', fa2_expanded_summary_report: 'true', fa2_problem_analysis: 'no',
    }), 'fa2_expanded_summary_report', CAL_FORM_MESSAGES.unknownOption],
    ['a district of another state', () => ({}), 'district', M.badDistrict],
    ['an unknown state', () => ({ state: 999999 }), 'state', M.badState],
    ['an investigator outside the cohort', (p) => ({ investigators: [String(p.a.id), String(p.siblingOfficer.id)] }), 'investigators', M.badInvestigator],
    ['no investigators', () => ({ investigators: [] }), 'investigators', M.selectInvestigators],
    ['a mentor outside the cohort', (p) => ({ mentor: String(p.outsider.id) }), 'mentor', M.badMentor],
    ['a CAL of another course', (p) => ({ target_cal_id: String(p.otherCal.id) }), 'target_cal_id', M.badCal],
    ['an answer other than Yes or No', () => ({ one_health_approach_applied: 'maybe' }), 'one_health_approach_applied', CAL_FORM_MESSAGES.unknownOption],
  ];

  for (const [name, change, field, message] of cases) {
    it(`refuses ${name} with '${message}', storing nothing`, async () => {
      const p = await programme();
      const overrides = change(p);
      if (name === 'a district of another state') overrides.district = String((await place('Bihar', 'Patna')).district);
      const before = await projectsOf(p.cohort.id);
      const res = await postJson(p.caller, API.createProject.path, validBody(p, overrides));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
      expect(await projectsOf(p.cohort.id)).toBe(before);
    });
  }

  it('accepts the limits themselves: 400 and 100 characters, 1900 and 2099, the same start and end day', async () => {
    const p = await programme();
    const res = await postJson(p.caller, API.createProject.path, validBody(p, {
      project_title: 't'.repeat(400), disease_type: 'others', other_disease: 'o'.repeat(100), from_date: '1900-01-01', to_date: '2099-12-31',
    }));
    expect(res.statusCode, res.body).toBe(200);
    const same = await postJson(p.caller, API.createProject.path, validBody(p, { from_date: '2026-11-24', to_date: '2026-11-24' }));
    expect(same.statusCode, same.body).toBe(200);
  });

  it('refuses FIELD Assignment 1’s fields as missing only for FIELD Assignment 1 (FIELD Assignment 2 asks its own)', async () => {
    const p = await programme();
    const res = await postJson(p.caller, API.createProject.path, validBody(p, {
      project_type: '2', fa1_data_quality_audit: undefined, fa1_database_analysis: undefined, fa1_surveillance_report: undefined,
    }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'fa2_case_investigation', 'fa2_expanded_summary_report', 'fa2_outbreak_investigation', 'fa2_problem_analysis',
    ]);
  });

  it('a project saved with form version 1 is edited in the latest version: asked the new flags, then kept with that version', async () => {
    const p = await programme();
    const { db } = context();
    const { fa1_surveillance_report: _new, ...v1Fields } = PROJECT_FORM_TEMPLATE.fields;
    const [v1] = await db.insert(fieldAssignmentForms)
      .values({ key: PROJECT_FORM_KEY, version: 1, name: PROJECT_FORM_TEMPLATE.name, definition: { ...PROJECT_FORM_TEMPLATE, fields: v1Fields } })
      .onConflictDoNothing().returning();
    const id = (await postJson(p.caller, API.createProject.path, validBody(p))).json().data.id as number;
    await db.update(fieldAssignmentProjects).set({ formId: v1!.id, surveillanceReport: false }).where(eq(fieldAssignmentProjects.id, id));

    const form = (await postJson(p.caller, API.projectFormOf.path, { projectform_id: id, cohort_id: p.cohort.id })).json<ProjectFormAnswer>();
    expect(form.form.version).toBe(PROJECT_FORM_VERSION);
    expect(form.data.fields.fa1_surveillance_report).toBeDefined();
    expect(form.data.fields.project_title!.attributes.value).toBe('Data quality audit of measles reporting');

    const missing = await postJson(p.caller, API.editProject.path, validBody(p, { id, fa1_surveillance_report: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.fa1_surveillance_report).toEqual([M.selectYesNo]);
    const edited = await postJson(p.caller, API.editProject.path, validBody(p, { id, fa1_surveillance_report: 'yes' }));
    expect(edited.statusCode, edited.body).toBe(200);
    const [row] = await db.select().from(fieldAssignmentProjects).where(eq(fieldAssignmentProjects.id, id));
    expect(row).toMatchObject({ formId: form.form.id, surveillanceReport: true });
  });

  it('an edit with a bad answer changes nothing', async () => {
    const p = await programme();
    const id = (await postJson(p.caller, API.createProject.path, validBody(p))).json().data.id as number;
    const res = await postJson(p.caller, API.editProject.path, validBody(p, { id, project_title: 'Changed', from_date: '2026-12-31' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.from_date).toEqual([M.startAfterEnd]);
    const [row] = await context().db.select().from(fieldAssignmentProjects).where(eq(fieldAssignmentProjects.id, id));
    expect(row!.title).toBe('Data quality audit of measles reporting');
  });
});

describe('who may call (002 §6) and whose records (IDOR)', () => {
  const gets = (p: Programme, cohortId: number) => [
    `${API.projectsList.path}?cohort_id=${cohortId}`, `${API.projectsCounts.path}?cohort_id=${cohortId}`,
    `${API.projectForms.path}?cohort_id=${cohortId}`, `${API.projectForm.path}?cohort_id=${cohortId}`, `${API.graduationList.path}?cohort_id=${cohortId}`,
  ];

  it('refuses mentors, mentees and advisors on every call', async () => {
    const p = await programme();
    const id = (await postJson(p.caller, API.createProject.path, validBody(p))).json().data.id as number;
    for (const email of [DEMO.mentor, DEMO.mentee, DEMO.advisor, p.m1.email, p.a.email]) {
      const someone = await sessionOf(context(), email);
      for (const url of gets(p, p.cohort.id)) expect((await someone.get(url)).statusCode, `${email} ${url}`).toBe(403);
      for (const [url, body] of [
        [API.projectFormOf.path, { projectform_id: id, cohort_id: p.cohort.id }],
        [API.createProject.path, validBody(p)],
        [API.editProject.path, validBody(p, { id })],
        [API.graduated.path, { user_id: p.a.id, graduated: 'yes', cohort_id: p.cohort.id }],
      ] as const) {
        expect((await postJson(someone, url, body)).statusCode, `${email} ${url}`).toBe(403);
      }
    }
    expect(await projectsOf(p.cohort.id)).toBe(1);
    const [enrolment] = await context().db.select().from(enrolments).where(and(eq(enrolments.userId, p.a.id), eq(enrolments.cohortId, p.cohort.id)));
    expect(enrolment!.graduated).toBe(false);
  });

  it('refuses a coordinator of another course on the cohort, its projects and its officers', async () => {
    const p = await programme();
    const id = (await postJson(p.caller, API.createProject.path, validBody(p))).json().data.id as number;
    for (const url of gets(p, p.cohort.id)) {
      const res = await p.other.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(M.notYourCohort);
    }
    expect((await postJson(p.other, API.projectFormOf.path, { projectform_id: id, cohort_id: p.cohort.id })).statusCode).toBe(403);
    expect((await postJson(p.other, API.createProject.path, validBody(p))).statusCode).toBe(403);
    expect((await postJson(p.other, API.editProject.path, validBody(p, { id }))).statusCode).toBe(403);
    expect((await postJson(p.other, API.graduated.path, { user_id: p.a.id, graduated: 'yes', cohort_id: p.cohort.id })).statusCode).toBe(403);
    // Their own cohort with a project or officer of another: not found, or not theirs.
    const viaOwn = await postJson(p.other, API.projectFormOf.path, { projectform_id: id, cohort_id: p.otherCohort.id });
    expect(viaOwn.statusCode).toBe(404);
    expect(viaOwn.json().message).toBe(M.badProject);
    const editViaOwn = await postJson(p.other, API.editProject.path, { ...validBody(p), id, cohort_id: p.otherCohort.id });
    expect(editViaOwn.statusCode).toBe(404);
    const officer = await postJson(p.other, API.graduated.path, { user_id: p.a.id, graduated: 'yes', cohort_id: p.otherCohort.id });
    expect(officer.statusCode).toBe(403);
    expect(officer.json().message).toBe(M.notYourOfficer);
    const [row] = await context().db.select().from(fieldAssignmentProjects).where(eq(fieldAssignmentProjects.id, id));
    expect(row!.title).toBe('Data quality audit of measles reporting');
  });

  it('finds a project only in its own cohort, even for its coordinator', async () => {
    const p = await programme();
    const id = (await postJson(p.caller, API.createProject.path, validBody(p))).json().data.id as number;
    expect((await postJson(p.caller, API.projectFormOf.path, { projectform_id: id, cohort_id: p.sibling.id })).statusCode).toBe(404);
    expect((await postJson(p.caller, API.editProject.path, validBody(p, { id, cohort_id: p.sibling.id }))).statusCode).toBe(404);
    expect((await postJson(p.caller, API.projectFormOf.path, { projectform_id: 999999, cohort_id: p.cohort.id })).statusCode).toBe(404);
    expect((await postJson(p.caller, API.editProject.path, validBody(p, { id: 'abc' }))).statusCode).toBe(400);
  });

  it('refuses an officer who is not in the cohort, an unknown or malformed cohort, and a cohort of another course type', async () => {
    const p = await programme();
    const sibling = await postJson(p.caller, API.graduated.path, { user_id: p.siblingOfficer.id, graduated: 'yes', cohort_id: p.cohort.id });
    expect(sibling.statusCode).toBe(403);
    expect((await p.caller.get(`${API.projectsList.path}?cohort_id=999999`)).statusCode).toBe(403);
    expect((await p.caller.get(`${API.projectsList.path}?cohort_id=abc`)).statusCode).toBe(400);
    expect((await p.caller.get(API.projectsCounts.path)).statusCode).toBe(400);
    const fetp = await p.caller.get(`${API.projectsList.path}?cohort_id=${p.fetpCohort.id}`);
    expect(fetp.statusCode).toBe(400);
    expect(fetp.json().errors.cohort_id).toEqual([M.notFrontline]);
  });
});

describe('an officer’s own projects on their course page (my_projects, FIELD ASSIGNMENTS)', () => {
  it('lists the projects the officer investigates in their course, never another officer’s, and refuses a course they are not in', async () => {
    const p = await programme();
    const ours = (await postJson(p.caller, API.createProject.path, validBody(p))).json().data.id as number;
    const theirs = (await postJson(p.caller, API.createProject.path, validBody(p, { project_title: 'Case investigation of dengue', investigators: [String(p.c.id)] }))).json().data.id as number;
    const url = `${API.myProjects.path}?course_id=${p.course.id}`;

    const a = await sessionOf(context(), p.a.email);
    const res = await a.get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: [{
        id: ours, project_title: 'Data quality audit of measles reporting', project_type: 'FIELD Assignment 1',
        district: 'Kozhikode', state: 'Kerala', from_date: '2026-11-01', to_date: '2026-12-15',
      }],
    });
    const c = await sessionOf(context(), p.c.email);
    expect((await c.get(url)).json().data.map((r: { id: number }) => r.id)).toEqual([theirs]);
    // An officer of the sibling cohort investigates nothing here; a course they are not in is refused.
    expect((await (await sessionOf(context(), p.siblingOfficer.email)).get(url)).json().data).toEqual([]);
    const other = await a.get(`${API.myProjects.path}?course_id=${p.otherCohort.courseId}`);
    expect(other.statusCode).toBe(403);
    expect((await a.get(`${API.myProjects.path}?course_id=abc`)).statusCode).toBe(400);
    // Only officers call it: the coordinator and a mentor are refused.
    expect((await p.caller.get(url)).statusCode).toBe(403);
    expect((await (await sessionOf(context(), p.m1.email)).get(url)).statusCode).toBe(403);

    // The course page shows FIELD ASSIGNMENTS (and no CAL TRACKER, a frontline course has no CALs) to the officer alone.
    const visible = async (client: Client, path: string) => ((await client.get(path)).json().data as { key: string; visible: boolean }[]).filter((t) => t.visible).map((t) => t.key);
    const tabs = await visible(a, `/cal/api/get/course_cal/tabs/?course_id=${p.course.id}`);
    expect(tabs).toContain('field_assignments');
    expect(tabs).not.toContain('cal_tracker');
    expect(await visible(p.caller, `/cal/api/get/mentee_detail/tabs/?course_id=${p.course.id}&mentee_id=${p.a.id}`)).not.toContain('field_assignments');
  });
});

describe('graduation (002 §2.7, §4)', () => {
  it('lists the cohort’s officers with mentors, district and FIELD Assignment flags (as investigators)', async () => {
    const p = await programme();
    await postJson(p.caller, API.createProject.path, validBody(p, { investigators: [String(p.a.id)] }));
    await postJson(p.caller, API.createProject.path, validBody(p, {
      project_type: '2', investigators: [String(p.a.id), String(p.b.id)], fa2_case_investigation: 'no', fa2_outbreak_investigation: 'yes',
      fa2_expanded_summary_report: 'yes', fa2_problem_analysis: 'no',
    }));
    const list = (await p.caller.get(`${API.graduationList.path}?cohort_id=${p.cohort.id}`)).json<GraduationListAnswer>();
    expect(list).toMatchObject({ count: 3, page: 1, page_size: 50 });
    const row = (id: number) => list.data.find((r) => r.user_id === id)!;
    expect(row(p.a.id)).toEqual({
      user_id: p.a.id, officer: p.a.displayName, mentors: `${p.m1.displayName}, ${p.m2.displayName}`, disctrict: 'Kozhikode',
      field_assignment_1: true, field_assignment_2: true, graduated: 'no',
    });
    expect(row(p.b.id)).toMatchObject({ mentors: p.m2.displayName, disctrict: '', field_assignment_1: false, field_assignment_2: true });
    expect(row(p.c.id)).toMatchObject({ mentors: '', field_assignment_1: false, field_assignment_2: false });
    expect(list.data.map((r) => r.officer)).toEqual([...list.data.map((r) => r.officer)].sort());
  });

  it('shows a FIELD Assignment flag as soon as a project names the officer (the table is kept until projects change)', async () => {
    const p = await programme();
    const flagsOf = async () => (await p.caller.get(`${API.graduationList.path}?cohort_id=${p.cohort.id}`)).json<GraduationListAnswer>().data.find((r) => r.user_id === p.c.id)!;
    expect(await flagsOf()).toMatchObject({ field_assignment_1: false, field_assignment_2: false });
    expect((await postJson(p.caller, API.createProject.path, validBody(p, { investigators: [String(p.c.id)] }))).statusCode).toBe(200);
    expect(await flagsOf()).toMatchObject({ field_assignment_1: true, field_assignment_2: false });
  });

  it('stores yes and no at once, keeps every change (who, from, to), and the list shows it', async () => {
    const p = await programme();
    const send = (graduated: string, userId = p.a.id) => postJson(p.caller, API.graduated.path, { user_id: userId, graduated, cohort_id: p.cohort.id });
    const yes = await send('yes');
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json()).toEqual({ success: true, message: M.graduationSaved, data: { user_id: p.a.id, cohort_id: p.cohort.id, graduated: 'yes' } });
    const rowOf = async () => (await p.caller.get(`${API.graduationList.path}?cohort_id=${p.cohort.id}`)).json<GraduationListAnswer>().data.find((r) => r.user_id === p.a.id)!;
    expect((await rowOf()).graduated).toBe('yes');
    expect((await send('Yes')).statusCode).toBe(200);
    expect((await send('no')).statusCode).toBe(200);
    expect((await rowOf()).graduated).toBe('no');

    const changes = await context().db.select().from(graduationChanges).where(eq(graduationChanges.userId, p.a.id)).orderBy(graduationChanges.id);
    expect(changes.map((c) => [c.changedBy, c.cohortId, c.fromValue, c.toValue])).toEqual([
      [p.coordinator.id, p.cohort.id, false, true],
      [p.coordinator.id, p.cohort.id, true, false],
    ]);
    expect(changes.every((c) => Date.now() - c.changedAt.getTime() < 60_000)).toBe(true);
  });

  it('refuses a value other than yes or no, changing nothing', async () => {
    const p = await programme();
    for (const graduated of ['maybe', '', 'true']) {
      const res = await postJson(p.caller, API.graduated.path, { user_id: p.a.id, graduated, cohort_id: p.cohort.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.graduated).toEqual([M.badGraduated]);
    }
    expect((await postJson(p.caller, API.graduated.path, { user_id: 'x', graduated: 'yes', cohort_id: p.cohort.id })).statusCode).toBe(400);
    // Without cohort_id the officer's one cohort is meant (issue 30 §2, spec-call-shapes.test.ts); a bad one is refused.
    expect((await postJson(p.caller, API.graduated.path, { user_id: p.a.id, graduated: 'yes', cohort_id: 'abc' })).statusCode).toBe(400);
    expect(await context().db.select().from(graduationChanges).where(eq(graduationChanges.userId, p.a.id))).toEqual([]);
  });
});

describe('the demo programme', () => {
  it('gives the frontline cohort projects of both types, counts, and officers already graduated', async () => {
    const ctx = context();
    const [frontline] = await ctx.db.select({ id: cohorts.id }).from(cohorts).innerJoin(courses, eq(courses.id, cohorts.courseId))
      .where(and(eq(courses.type, 'Frontline Courses'), eq(courses.courseKey, 'course-v1:SSU+FRONTLINE+2025')));
    const caller = await sessionOf(ctx, DEMO.coordinator);
    const list = (await caller.get(`${API.projectsList.path}?cohort_id=${frontline!.id}`)).json<ProjectsListAnswer>();
    expect(list.count).toBeGreaterThanOrEqual(10);
    expect(new Set(list.data.map((r) => r.district)).size).toBeGreaterThan(4);
    const counts = (await caller.get(`${API.projectsCounts.path}?cohort_id=${frontline!.id}`)).json<ProjectsCountsAnswer>().data;
    for (const value of Object.values(counts)) expect(value).toBeGreaterThan(0);
    const graduation = (await caller.get(`${API.graduationList.path}?cohort_id=${frontline!.id}`)).json<GraduationListAnswer>();
    expect(graduation.count).toBeGreaterThanOrEqual(12);
    expect(graduation.data.filter((r) => r.graduated === 'yes').length).toBeGreaterThanOrEqual(3);
    expect(graduation.data.some((r) => r.field_assignment_1 && r.field_assignment_2)).toBe(true);
    expect((await ctx.db.select().from(graduationChanges).where(eq(graduationChanges.cohortId, frontline!.id))).length).toBeGreaterThanOrEqual(3);

    // Every demo project is valid for its form: its saved values, sent back unchanged, are accepted.
    for (const row of list.data) {
      const form = (await postJson(caller, API.projectFormOf.path, { projectform_id: row.id, cohort_id: frontline!.id })).json<ProjectFormAnswer>();
      const values = Object.fromEntries(Object.entries(form.data.fields)
        .filter(([key, f]) => f.attributes.value !== undefined && f.attributes.value !== null && key !== 'cohort_id' && key !== 'id')
        .map(([key, f]) => [key, f.attributes.value]));
      const res = await postJson(caller, API.editProject.path, { ...values, id: row.id, cohort_id: frontline!.id });
      expect(res.statusCode, `${row.project_title}: ${res.body}`).toBe(200);
    }
  });
});
