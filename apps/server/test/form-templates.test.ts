import { describe, expect, it } from 'vitest';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  FORM_TEMPLATES_API as API, FORM_TEMPLATE_MESSAGES as M, ROLES, calAnswersSchema, calFormDefinitionSchema, type CalFormDefinition, type FormTemplate, type RoleName,
} from '@fetp/contract';
import { auditLog, calFormAnswers, calForms, courses, fieldAssignmentForms, milestones, subCals } from '../src/db/schema';
import { createCal, createCoordinator, createCourse, createUser } from './factories';
import { DEMO_ACCOUNTS, sessionOf, useTestContext, type Client, type TestContext, fillPath } from './helpers';

/** The form editor (issue 32): versioned definitions, who may read and save them, per course. */
const ctx = useTestContext();

type Caller = Client & { userId: number };

async function sendJson(c: TestContext, client: Client, url: string, body: unknown) {
  const csrf = await client.ensureCsrf();
  return c.app.inject({
    method: 'POST', url, payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}`, ...(client.token ? { authorization: `Bearer ${client.token}` } : {}) },
  });
}
/** POSTs form data as the browser sends the CAL forms. */
async function sendForm(c: TestContext, client: Client, url: string, fields: Record<string, string | number | string[] | undefined>) {
  const csrf = await client.ensureCsrf();
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const one of [value].flat()) body.append(key, String(one));
  }
  return c.app.inject({
    method: 'POST', url, payload: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}`, authorization: `Bearer ${client.token}` },
  });
}
const START = { get: '/cal/api/get/edit-start-form/', submit: '/cal/api/submit/start-form/' };

async function as(c: TestContext, roles: RoleName[]): Promise<Caller> {
  return sessionOf(c, (await createUser(c.db, roles)).email);
}
async function courseOfType(c: TestContext, type: string) {
  const [row] = await c.db.select({ id: courses.id }).from(courses).where(eq(courses.type, type));
  return row!.id;
}
async function subCalOf(c: TestContext, email: string, autoName: string) {
  const mentee = await sessionOf(c, email);
  const [row] = await c.db.select().from(subCals).where(and(eq(subCals.menteeId, mentee.userId), eq(subCals.autoName, autoName)));
  return { sub: row!, mentee };
}
async function milestoneOf(c: TestContext, subCalId: number, takes: string) {
  const [row] = await c.db.select().from(milestones).where(and(eq(milestones.subCalId, subCalId), eq(milestones.takes, takes))).orderBy(asc(milestones.sequence)).limit(1);
  return row!;
}
async function formsOf(c: TestContext, client: Client, courseId: number) {
  const res = await client.get(fillPath(API.forms.path, { course: courseId }));
  return { status: res.statusCode, forms: (res.statusCode === 200 ? res.json().results : []) as FormTemplate[] };
}
/** A save body from a served template, with changes to its fields. */
const bodyOf = (form: FormTemplate, change: (fields: FormTemplate['fields']) => unknown[] = (f) => f) =>
  ({ base_version: form.version, name: form.name, fields: change(form.fields.map((f) => ({ ...f }))) });

describe('versioned form definitions', () => {
  it('a changed definition is a new version; old answers still read and validate under theirs, new ones use the new one', async () => {
    const c = ctx();
    const fetp = await courseOfType(c, 'FETP Course');
    const admin = await as(c, [ROLES.administrator]);
    const { forms } = await formsOf(c, admin, fetp);
    expect(forms.map((f) => [f.kind, f.key])).toEqual(expect.arrayContaining([
      ['registration', 'project-registration'], ['start', 'project-start'], ['end', 'project-end'], ['abstract', 'sc-abstract'], ['registration', 'sc-registration'],
    ]));
    const start = forms.find((f) => f.key === 'project-start')!;
    expect(start).toMatchObject({ version: 1, can_edit: true });
    expect(start.used_by.length).toBeGreaterThan(0);

    // Unchanged: no version is made.
    const same = await sendJson(c, admin, fillPath(API.save.path, { course: fetp, kind: 'start', key: 'project-start' }), bodyOf(start));
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ message: M.noChange, data: { version: 1 } });

    const added = { key: 'ethics_no', label: 'Ethics approval number', attributes: { type: 'text' as const, required: true, error_message: 'Please enter the approval number' } };
    const saved = await sendJson(c, admin, fillPath(API.save.path, { course: fetp, kind: 'start', key: 'project-start' }), bodyOf(start, (f) => [added, ...f]));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: M.versionSaved, data: { version: 2, key: 'project-start' } });
    expect(saved.json().data.fields[0]).toMatchObject({ key: 'ethics_no' });
    const v2 = saved.json().data as FormTemplate;
    const [audit] = await c.db.select().from(auditLog).where(eq(auditLog.action, 'form.version')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ actorId: admin.userId, entity: 'cal_form', entityId: String(v2.form_id), courseId: fetp });

    // A second save from version 1 is refused: someone saved meanwhile.
    const stale = await sendJson(c, admin, fillPath(API.save.path, { course: fetp, kind: 'start', key: 'project-start' }), bodyOf(start));
    expect(stale.statusCode).toBe(409);

    // Arjun's start form was answered under version 1: it still reads as version 1, and its answers validate under it.
    const { sub: oi, mentee: arjun } = await subCalOf(c, DEMO_ACCOUNTS.mentees[0]!, 'OI-1');
    const old = await sendForm(c, arjun, START.get, { cal_id: oi.id, user_id: arjun.userId });
    expect(old.statusCode).toBe(200);
    expect(Object.keys(old.json().data.fields)).not.toContain('ethics_no');
    const [answer] = await c.db.select().from(calFormAnswers).where(and(eq(calFormAnswers.subCalId, oi.id), eq(calFormAnswers.kind, 'start')));
    const [v1Row] = await c.db.select().from(calForms).where(eq(calForms.id, answer!.formId));
    expect(v1Row!.version).toBe(1);
    const v1Definition = calFormDefinitionSchema.parse({ ...(v1Row!.definition as object), cal_id: 1, cal_name: 'OI', short_name: 'OI', milestone_id: null, auto_name: 'OI-1', course_id: fetp });
    expect(calAnswersSchema(v1Definition, 'start').safeParse(answer!.answers).success).toBe(true);

    // A new answer is given under version 2: its new field is asked for, and the answer keeps version 2's id.
    const { sub: sda, mentee: sanjay } = await subCalOf(c, DEMO_ACCOUNTS.mentees[2]!, 'SDA-1');
    const milestone = await milestoneOf(c, sda.id, 'start');
    const opened = (await sendForm(c, sanjay, START.get, { cal_id: sda.id, user_id: sanjay.userId })).json();
    expect(Object.keys(opened.data.fields)).toContain('ethics_no');
    const form = opened.data as CalFormDefinition;
    const mentorIds = form.fields.mentor1_id!.attributes.options!.map((o) => o.key);
    const state = form.fields.state_id!.attributes.options![0]!.key;
    const districts = await sendForm(c, sanjay, '/cal/api/get/districts/details/', { state_id: state });
    const district = districts.json().data[0].key as string;
    const answers = {
      state_id: state, district_id: district, project_type: 'surveillance_data_analysis', project_classification: 'communicable_disease',
      q1: '2025-11-02', q2: '5412', q3: 'urban', q4: 'Describe dengue trends.', type_of_data: ['idsp_data'], mentor1_id: mentorIds[0],
    };
    const missing = await sendForm(c, sanjay, START.submit, { cal_id: sda.id, milestone_id: milestone.id, ...answers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ ethics_no: ['Please enter the approval number'] });
    const res = await sendForm(c, sanjay, START.submit, { cal_id: sda.id, milestone_id: milestone.id, ...answers, ethics_no: 'IEC/2025/114' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ form_id: v2.form_id, version: 2 });

    // The versions list: newest first, with who saved each.
    const versions = await admin.get(fillPath(API.versions.path, { course: fetp, kind: 'start', key: 'project-start' }));
    expect(versions.statusCode).toBe(200);
    expect(versions.json().results.map((v: FormTemplate) => [v.version, v.created_by !== null])).toEqual([[2, true], [1, false]]);
  });

  it('the demo has a form with two versions and answers under both', async () => {
    const c = ctx();
    const versions = await c.db.select({ id: calForms.id, version: calForms.version, createdBy: calForms.createdBy }).from(calForms).where(eq(calForms.key, 'project-end')).orderBy(asc(calForms.version));
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(versions[1]!.createdBy).not.toBeNull();
    const answers = await c.db.select({ formId: calFormAnswers.formId }).from(calFormAnswers).where(eq(calFormAnswers.kind, 'end'));
    expect(new Set(answers.map((a) => a.formId))).toEqual(new Set(versions.map((v) => v.id)));
  });

  it('refuses a malformed definition with the field’s message, and writes nothing', async () => {
    const c = ctx();
    const fetp = await courseOfType(c, 'FETP Course');
    const admin = await as(c, [ROLES.administrator]);
    const end = (await formsOf(c, admin, fetp)).forms.find((f) => f.key === 'project-end')!;
    const before = (await c.db.select().from(calForms)).length;
    const url = fillPath(API.save.path, { course: fetp, kind: 'end', key: 'project-end' });
    const text = (key: string) => ({ key, label: 'Label', attributes: { type: 'text' as const, required: false } });
    const cases: Array<[unknown, string, string]> = [
      [bodyOf(end, (f) => [...f, text(f[0]!.key.toUpperCase())]), `fields.${end.fields.length}.key`, M.duplicateFieldKey],
      [bodyOf(end, (f) => [...f, text('1bad')]), `fields.${end.fields.length}.key`, M.badFieldKey],
      [bodyOf(end, (f) => [...f, { key: 'x1', label: 'X', attributes: { type: 'colour', required: false } }]), `fields.${end.fields.length}.attributes.type`, M.badFieldType],
      [bodyOf(end, (f) => [...f, { key: 'x2', label: 'X', attributes: { type: 'dropdown', required: false } }]), `fields.${end.fields.length}.attributes.options`, M.dropdownNeedsOptions],
      [bodyOf(end, (f) => [...f, { key: 'x3', label: 'X', attributes: { type: 'dropdown', required: false, url: 'https://evil.example/' } }]), `fields.${end.fields.length}.attributes.url`, M.badLookup],
      [bodyOf(end, (f) => [...f, { key: 'x4', label: 'X', attributes: { type: 'text', required: false, options: [{ key: 'a', value: 'A' }] } }]), `fields.${end.fields.length}.attributes.options`, M.optionsOnlyForDropdown],
      [bodyOf(end, (f) => [...f, { key: 'x5', label: 'X', attributes: { type: 'dropdown', required: false, options: [{ key: 'a', value: 'A' }, { key: 'a', value: 'B' }] } }]), `fields.${end.fields.length}.attributes.options`, M.duplicateOption],
      [bodyOf(end, (f) => [...f, { key: 'x6', label: ' ', attributes: { type: 'text', required: false } }]), `fields.${end.fields.length}.label`, M.labelRequired],
      [bodyOf(end, (f) => [...f, { key: 'x7', label: 'X', attributes: { type: 'text', required: 'yes' } }]), `fields.${end.fields.length}.attributes.required`, M.badFlag],
      [{ ...bodyOf(end), fields: [] }, 'fields', M.fieldsRequired],
      [{ ...bodyOf(end), name: '' }, 'name', M.nameRequired],
    ];
    for (const [body, path, message] of cases) {
      const res = await sendJson(c, admin, url, body);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors?.[path], `${path}: ${res.body}`).toEqual([message]);
    }
    expect((await c.db.select().from(calForms)).length).toBe(before);
  });
});

describe('who may read and save a course’s forms', () => {
  it('an administrator every course’s (the project form of a Frontline course too); a coordinator their own; other roles 403', async () => {
    const c = ctx();
    const frontline = await courseOfType(c, 'Frontline Courses');
    const admin = await as(c, [ROLES.administrator]);
    const { forms } = await formsOf(c, admin, frontline);
    const project = forms.find((f) => f.kind === 'project')!;
    expect(project).toMatchObject({ key: 'frontline-project', can_edit: true });
    const renamed = await sendJson(c, admin, fillPath(API.save.path, { course: frontline, kind: 'project', key: project.key }), {
      ...bodyOf(project, (f) => f.map((x) => (x.key === 'project_title' ? { ...x, label: 'Title of the project' } : x))),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.version).toBe(project.version + 1);
    const [stored] = await c.db.select().from(fieldAssignmentForms).where(eq(fieldAssignmentForms.id, renamed.json().data.form_id));
    expect(stored!.createdBy).toBe(admin.userId);
    // The fields the project's columns come from stay.
    const dropped = await sendJson(c, admin, fillPath(API.save.path, { course: frontline, kind: 'project', key: project.key }), {
      ...bodyOf(renamed.json().data as FormTemplate, (f) => f.filter((x) => x.key !== 'project_title')),
    });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().message).toContain(M.keptField);

    // A coordinator of the course reads it; the project form is the programme's, so not theirs to save.
    const coordinator = await sessionOf(c, (await createCoordinator(c.db, [frontline])).email);
    const theirs = await formsOf(c, coordinator, frontline);
    expect(theirs.status).toBe(200);
    expect(theirs.forms.find((f) => f.kind === 'project')!.can_edit).toBe(false);
    const latest = theirs.forms.find((f) => f.kind === 'project')!;
    const refused = await sendJson(c, coordinator, fillPath(API.save.path, { course: frontline, kind: 'project', key: latest.key }), bodyOf(latest, (f) => f.slice()));
    expect(refused.statusCode).toBe(403);

    for (const role of [ROLES.advisor, ROLES.mentor, ROLES.mentee]) {
      const caller = await as(c, [role]);
      expect((await caller.get(fillPath(API.forms.path, { course: frontline }))).statusCode, role).toBe(403);
      expect((await sendJson(c, caller, fillPath(API.save.path, { course: frontline, kind: 'project', key: latest.key }), bodyOf(latest))).statusCode, role).toBe(403);
    }
    expect((await c.app.inject({ method: 'GET', url: fillPath(API.forms.path, { course: frontline }) })).statusCode).toBe(401);
  });

  it('a coordinator edits their course’s own forms, not another course’s, nor a form shared with one they do not coordinate', async () => {
    const c = ctx();
    const mine = await createCourse(c.db);
    const other = await createCourse(c.db);
    const myCal = await createCal(c.db, mine.id);
    const otherCal = await createCal(c.db, other.id);
    const coordinator = await sessionOf(c, (await createCoordinator(c.db, [mine.id])).email);

    const { status, forms } = await formsOf(c, coordinator, mine.id);
    expect(status).toBe(200);
    const reg = forms.find((f) => f.key === (myCal as { registrationFormKey: string }).registrationFormKey)!;
    expect(reg).toMatchObject({ kind: 'registration', can_edit: true, used_by: [myCal.shortName] });
    const ok = await sendJson(c, coordinator, fillPath(API.save.path, { course: mine.id, kind: 'registration', key: reg.key }), bodyOf(reg, (f) => f.map((x) => ({ ...x, label: 'Working title' }))));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.version).toBe(2);

    // Another course: 403, whether read, listed or saved; and its form through my course's id: 404.
    const otherKey = (otherCal as { registrationFormKey: string }).registrationFormKey;
    expect((await coordinator.get(fillPath(API.forms.path, { course: other.id }))).statusCode).toBe(403);
    expect((await coordinator.get(fillPath(API.versions.path, { course: other.id, kind: 'registration', key: otherKey }))).statusCode).toBe(403);
    expect((await sendJson(c, coordinator, fillPath(API.save.path, { course: other.id, kind: 'registration', key: otherKey }), bodyOf(reg))).statusCode).toBe(403);
    expect((await sendJson(c, coordinator, fillPath(API.save.path, { course: mine.id, kind: 'registration', key: otherKey }), { ...bodyOf(reg), base_version: 1 })).statusCode).toBe(404);
    expect((await coordinator.get(fillPath(API.versions.path, { course: mine.id, kind: 'start', key: reg.key }))).statusCode).toBe(404);
    // A course that does not exist: 403 for a coordinator, 404 for an administrator.
    expect((await coordinator.get(fillPath(API.forms.path, { course: 999_999 }))).statusCode).toBe(403);
    const admin = await as(c, [ROLES.administrator]);
    expect((await admin.get(fillPath(API.forms.path, { course: 999_999 }))).statusCode).toBe(404);
    const [otherForm] = await c.db.select().from(calForms).where(eq(calForms.key, otherKey));
    expect(otherForm!.version).toBe(1);

    // The same form named by a CAL of the other course: read-only for this coordinator.
    await createCal(c.db, other.id, { registrationFormKey: reg.key });
    const shared = (await formsOf(c, coordinator, mine.id)).forms.find((f) => f.key === reg.key)!;
    expect(shared.can_edit).toBe(false);
    const refused = await sendJson(c, coordinator, fillPath(API.save.path, { course: mine.id, kind: 'registration', key: reg.key }), bodyOf(shared, (f) => f.map((x) => ({ ...x, label: 'Taken over' }))));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.sharedForm);
    expect((await formsOf(c, admin, mine.id)).forms.find((f) => f.key === reg.key)!.can_edit).toBe(true);
  });
});
