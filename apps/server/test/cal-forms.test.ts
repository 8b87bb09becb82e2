import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  CAL_FORM_CALL_MESSAGES as M, CAL_FORM_MESSAGES, calAnswersSchema, calFormDefinitionSchema, type CalFormDefinition,
} from '@fetp/contract';
import { calFormAnswers, calForms, calStatusChanges, courses, districts, milestones, states, subCals } from '../src/db/schema';
import { ABSTRACT_FORM, PROJECT_END_FORM, PROJECT_START_FORM } from '../src/seed/demo-cal-forms';
import { DEMO_ACCOUNTS, createTestContext, signIn, type Client, type TestContext } from './helpers';
import { createCoordinator } from './factories';

let ctx: TestContext;
let fetp: number;
let frontline: number;
const ids: Record<string, number> = {};
const clients: Record<string, Client & { userId: number }> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.db.select({ id: courses.id, type: courses.type }).from(courses);
  fetp = rows.find((c) => c.type === 'FETP Course')!.id;
  frontline = rows.find((c) => c.type === 'Frontline Courses')!.id;
  const accounts = {
    arjun: DEMO_ACCOUNTS.mentees[0]!, meera: DEMO_ACCOUNTS.mentees[1]!, sanjay: DEMO_ACCOUNTS.mentees[2]!, deepak: DEMO_ACCOUNTS.mentees[8]!,
    priya: DEMO_ACCOUNTS.mentors[0]!, fatima: DEMO_ACCOUNTS.mentors[2]!, coordinator: DEMO_ACCOUNTS.coordinator,
  };
  for (const [name, email] of Object.entries(accounts)) {
    clients[name] = await signIn(ctx, email);
    ids[name] = clients[name]!.userId;
  }
}, 60_000);
afterAll(() => ctx.close());

/** A mentee's sub-CAL by its auto name (OI-1, …). */
async function subCalOf(menteeId: number, autoName: string) {
  const [row] = await ctx.db.select().from(subCals).where(and(eq(subCals.menteeId, menteeId), eq(subCals.autoName, autoName)));
  return row!;
}

/** The first milestone of a sub-CAL that takes something (a form or a file). */
async function milestoneOf(subCalId: number, takes: string) {
  const [row] = await ctx.db.select().from(milestones).where(and(eq(milestones.subCalId, subCalId), eq(milestones.takes, takes))).orderBy(asc(milestones.sequence)).limit(1);
  return row!;
}

async function place(stateName: string, districtName: string) {
  const [row] = await ctx.db.select({ state: states.id, district: districts.id }).from(districts).innerJoin(states, eq(states.id, districts.stateId))
    .where(and(eq(states.name, stateName), eq(districts.name, districtName)));
  return { state: String(row!.state), district: String(row!.district) };
}

/** POSTs form data as the browser sends it: a list is its field repeated (a multi-select). */
async function send(client: Client, url: string, fields: Record<string, string | number | string[] | undefined>) {
  const csrf = await client.ensureCsrf();
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const one of [value].flat()) body.append(key, String(one));
  }
  return ctx.app.inject({
    method: 'POST', url, payload: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}`, authorization: `Bearer ${client.token}` },
  });
}

const START = { get: '/cal/api/get/edit-start-form/', submit: '/cal/api/submit/start-form/' };
const END = { get: '/cal/api/courses/cal/get/end/', submit: '/cal/api/courses/cal/submit/end/' };
const ABSTRACT = { get: '/cal/api/courses/cal/get/abstract/', submit: '/cal/api/courses/cal/submit/abstract/' };

/** The value and selected options of a served field. */
const valueOf = (form: CalFormDefinition, key: string) => form.fields[key]!.attributes.value;
const selectedOf = (form: CalFormDefinition, key: string) => (form.fields[key]!.attributes.options ?? []).filter((o) => o.selected).map((o) => o.value);

describe('the demo forms', () => {
  it('parse as CAL form definitions', () => {
    for (const form of [PROJECT_START_FORM, PROJECT_END_FORM, ABSTRACT_FORM]) {
      const parsed = calFormDefinitionSchema.safeParse({ ...form, cal_id: 1, cal_name: 'Outbreak Investigation', short_name: 'OI', milestone_id: 1, auto_name: 'OI-1', course_id: 1 });
      expect(parsed.success, `${form.name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });
});

describe('the start form', () => {
  it('opens a completed start form read-only, with the saved answers and the server’s options, to the mentee, their mentor and the coordinator', async () => {
    const oi = await subCalOf(ids.arjun!, 'OI-1');
    const milestone = await milestoneOf(oi.id, 'start');
    const nuh = await place('Haryana', 'Nuh');
    for (const reader of ['arjun', 'priya', 'coordinator']) {
      const res = await send(clients[reader]!, START.get, { cal_id: oi.id, user_id: ids.arjun });
      expect(res.statusCode, reader).toBe(200);
      const { data, is_editable, is_filled } = res.json() as { data: CalFormDefinition; is_editable: boolean; is_filled: boolean };
      expect(is_editable).toBe(false);
      expect(is_filled).toBe(true);
      expect(data).toMatchObject({ cal_id: oi.id, milestone_id: milestone.id, auto_name: 'OI-1', short_name: 'OI', cal_name: 'Outbreak Investigation', course_id: fetp });
      expect(valueOf(data, 'state_id')).toBe(nuh.state);
      expect(selectedOf(data, 'district_id')).toEqual(['Nuh']);
      expect(selectedOf(data, 'project_type')).toEqual(['Outbreak investigation']);
      expect(selectedOf(data, 'project_classification')).toEqual(['Vaccine-preventable disease']);
      expect(selectedOf(data, 'target_cal_id')).toEqual(['CA – Conference Abstract']);
      expect(data.fields.mentor1_id!.attributes.options!.map((o) => o.value)).toEqual(['Priya Nair', 'Vikram Singh']);
      expect(selectedOf(data, 'mentor2_id')).toEqual(['Vikram Singh']);
      expect(valueOf(data, 'type_of_data')).toEqual(['line_list', 'laboratory_reports', 'others']);
      expect(valueOf(data, 'other_type_of_data')).toBe('Immunisation registers of the sub-centres');
      // The demo's answers are what the engine accepts for this form.
      const saved = Object.fromEntries(Object.entries(data.fields).map(([key, f]) => [key, f.attributes.value]));
      expect(calAnswersSchema(calFormDefinitionSchema.parse(data), 'start').safeParse(saved).success).toBe(true);
    }
  });

  it('lets the mentee fill an open start form: field messages first, then the save marks the milestone submitted and pending with audit rows', async () => {
    const sanjay = clients.sanjay!;
    const sda = await subCalOf(ids.sanjay!, 'SDA-1');
    const milestone = await milestoneOf(sda.id, 'start');
    const opened = await send(sanjay, START.get, { cal_id: sda.id, user_id: ids.sanjay, milestone_id: milestone.id });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().is_editable).toBe(true);
    // Never saved: the officer's mentor reads it as not filled yet.
    expect(opened.json().is_filled).toBe(false);
    const unfilled = await send(clients.priya!, START.get, { cal_id: sda.id, user_id: ids.sanjay, milestone_id: milestone.id });
    expect(unfilled.json()).toMatchObject({ is_editable: false, is_filled: false });
    const form = opened.json().data as CalFormDefinition;
    expect(valueOf(form, 'q4')).toBeUndefined();
    expect(form.fields.mentor1_id!.attributes.options!.map((o) => o.value)).toEqual(['Fatima Khan', 'Priya Nair']);

    const empty = await send(sanjay, START.submit, { cal_id: sda.id, milestone_id: milestone.id });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      state_id: ['Please select state'], district_id: ['Please select district'], project_type: ['Please select project type'],
      q1: ['Please enter date of notification'], q4: ['Please enter objectives'], type_of_data: ['Please select type of data'], mentor1_id: ['Please select mentor'],
    });

    const delhi = await place('Delhi', 'South Delhi');
    const pune = await place('Maharashtra', 'Pune');
    const mentorIds = form.fields.mentor1_id!.attributes.options!.map((o) => o.key);
    const answers = {
      state_id: delhi.state, district_id: delhi.district, project_type: 'surveillance_data_analysis', project_classification: 'communicable_disease',
      q1: '2025-11-02', q2: '5412', q3: 'urban', q4: 'Describe dengue trends by season, district, age and sex.', type_of_data: ['idsp_data', 'laboratory_reports'],
      other_type_of_data: 'not asked for', mentor1_id: mentorIds[0], mentor2_id: mentorIds[1],
    };
    const bad = await send(sanjay, START.submit, {
      cal_id: sda.id, milestone_id: milestone.id, ...answers, district_id: pune.district, q1: '1899-12-31', q2: 'many', type_of_data: ['idsp_data', 'others'],
      other_type_of_data: undefined, mentor2_id: mentorIds[0],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      district_id: [CAL_FORM_MESSAGES.unknownOption], q1: [CAL_FORM_MESSAGES.invalidDate], q2: [CAL_FORM_MESSAGES.notNumber],
      other_type_of_data: ['Please specify the type of data'], mentor2_id: [CAL_FORM_MESSAGES.sameMentor],
    });
    expect(await ctx.db.select().from(calFormAnswers).where(eq(calFormAnswers.subCalId, sda.id))).toEqual([]);

    const res = await send(sanjay, START.submit, { cal_id: sda.id, milestone_id: milestone.id, ...answers });
    expect(res.statusCode).toBe(200);
    const [startForm] = await ctx.db.select().from(calForms).where(eq(calForms.key, 'project-start'));
    expect(res.json()).toMatchObject({
      message: M.startSaved,
      data: { cal_id: sda.id, milestone_id: milestone.id, kind: 'start', form_id: startForm!.id, version: 1, milestone_status: 'pending' },
    });
    // Other-specify is dropped when Others is not chosen.
    expect(res.json().data.answers.other_type_of_data).toBeUndefined();
    expect(res.json().data.answers.type_of_data).toEqual(['idsp_data', 'laboratory_reports']);

    const [after] = await ctx.db.select().from(milestones).where(eq(milestones.id, milestone.id));
    expect(after).toMatchObject({ status: 'pending' });
    expect(after!.submittedAt).toBeInstanceOf(Date);
    const audit = await ctx.db.select().from(calStatusChanges).orderBy(desc(calStatusChanges.id)).limit(2);
    expect(audit.map(({ subject, subjectId, changedBy, fromStatus, toStatus }) => ({ subject, subjectId, changedBy, fromStatus, toStatus }))).toEqual([
      { subject: 'sub_cal', subjectId: sda.id, changedBy: ids.sanjay, fromStatus: 'not_started', toStatus: 'pending' },
      { subject: 'milestone', subjectId: milestone.id, changedBy: ids.sanjay, fromStatus: 'not_started', toStatus: 'pending' },
    ]);

    // Saving again replaces the answers (one row per sub-CAL and form) and adds no audit row.
    const again = await send(sanjay, START.submit, { cal_id: sda.id, milestone_id: milestone.id, ...answers, q2: '5500' });
    expect(again.statusCode).toBe(200);
    const rows = await ctx.db.select().from(calFormAnswers).where(eq(calFormAnswers.subCalId, sda.id));
    expect(rows).toHaveLength(1);
    expect((rows[0]!.answers as Record<string, string>).q2).toBe('5500');
    expect((await ctx.db.select().from(calStatusChanges).orderBy(desc(calStatusChanges.id)).limit(1))[0]!.id).toBe(audit[0]!.id);

    const reopened = (await send(sanjay, START.get, { cal_id: sda.id, user_id: ids.sanjay })).json();
    expect(reopened.is_editable).toBe(true);
    expect(reopened.is_filled).toBe(true);
    expect(valueOf(reopened.data, 'q2')).toBe('5500');
  });

  it('refuses a save once the milestone is completed, and opens the form read-only', async () => {
    const oi = await subCalOf(ids.arjun!, 'OI-1');
    const milestone = await milestoneOf(oi.id, 'start');
    const res = await send(clients.arjun!, START.submit, { cal_id: oi.id, milestone_id: milestone.id, q4: 'Changed afterwards' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.startClosed);
  });

  it('refuses a milestone that takes another form or a file, and a CAL without the form', async () => {
    const sda = await subCalOf(ids.sanjay!, 'SDA-1');
    const file = await milestoneOf(sda.id, 'file');
    const wrong = await send(clients.sanjay!, START.submit, { cal_id: sda.id, milestone_id: file.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.milestone_id).toEqual([M.wrongMilestone]);
    const ca = await subCalOf(ids.arjun!, 'CA-1');
    const none = await send(clients.arjun!, START.get, { cal_id: ca.id, user_id: ids.arjun });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(M.noForm);
  });
});

describe('the end form', () => {
  const endAnswers = { q1: '1', q2: '2025-11-10', q3: '2025-12-20', q4: '412', q15: '1', q16: 'NS1 antigen positive in 38 of 60 samples.', q20: '<p>Cases peaked in October.</p>' };

  it('checks the period, the laboratory switch and the rich text with the form’s messages', async () => {
    const sda = await subCalOf(ids.sanjay!, 'SDA-1');
    const milestone = await milestoneOf(sda.id, 'end');
    const opened = await send(clients.sanjay!, END.get, { cal_id: sda.id, user_id: ids.sanjay, milestone_id: milestone.id });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().is_editable).toBe(true);
    const submit = (fields: Record<string, string | undefined>) => send(clients.sanjay!, END.submit, { cal_id: sda.id, milestone_id: milestone.id, ...endAnswers, ...fields });

    const backwards = await submit({ q2: '2025-12-20', q3: '2025-11-10' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ q3: [CAL_FORM_MESSAGES.lastBeforeStart] });
    expect(backwards.json().message).toBe('Last date cannot be before Start date');

    const badYear = await submit({ q2: '1899-12-31', q3: '2101-01-01' });
    expect(badYear.json().errors).toEqual({ q2: ['Invalid date format'], q3: ['Invalid date format'] });

    const missing = await submit({ q16: undefined, q20: '<p><br></p>', q4: undefined });
    expect(missing.json().errors).toEqual({ q4: ['Please enter number of cases'], q16: ['Please enter laboratory results'], q20: ['Please enter key findings'] });

    // No laboratory confirmation: q16 is disabled, so it is neither required nor kept; no defined period: no dates.
    const noLab = await submit({ q15: '0', q1: '0', q2: undefined, q3: 'not a date' });
    expect(noLab.statusCode).toBe(200);
    expect(noLab.json().message).toBe(M.endSaved);
    expect(noLab.json().data.answers).toEqual({ q1: '0', q4: '412', q15: '0', q20: '<p>Cases peaked in October.</p>' });
  });

  it('sanitises rich text before checking and storing it', async () => {
    const sda = await subCalOf(ids.sanjay!, 'SDA-1');
    const milestone = await milestoneOf(sda.id, 'end');
    const submit = (q20: string) => send(clients.sanjay!, END.submit, { cal_id: sda.id, milestone_id: milestone.id, ...endAnswers, q20 });

    const scriptOnly = await submit('<script>alert(1)</script>');
    expect(scriptOnly.statusCode).toBe(400);
    expect(scriptOnly.json().errors).toEqual({ q20: ['Please enter key findings'] });

    const res = await submit('<p onclick="steal()">Cases peaked <b>in October</b>.</p><img src=x onerror="alert(1)"><script>alert(1)</script>'
      + '<a href="javascript:alert(1)">bad</a> <a href="https://ncdc.mohfw.gov.in/">report</a>');
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(calFormAnswers).where(and(eq(calFormAnswers.subCalId, sda.id), eq(calFormAnswers.kind, 'end')));
    const kept = (row!.answers as Record<string, string>).q20!;
    expect(kept).toBe('<p>Cases peaked <b>in October</b>.</p><a rel="noopener noreferrer">bad</a> <a href="https://ncdc.mohfw.gov.in/" rel="noopener noreferrer">report</a>');
    expect(kept).not.toMatch(/script|onerror|onclick|javascript/);
  });

  it('is read-only for the mentee’s mentor, who may not save it', async () => {
    const sda = await subCalOf(ids.sanjay!, 'SDA-1');
    const milestone = await milestoneOf(sda.id, 'end');
    // Sanjay's mentors are Fatima Khan and Priya Nair.
    const read = await send(clients.fatima!, END.get, { cal_id: sda.id, user_id: ids.sanjay, milestone_id: milestone.id });
    expect(read.statusCode).toBe(200);
    expect(read.json().is_editable).toBe(false);
    expect(valueOf(read.json().data, 'q4')).toBe('412');
    const write = await send(clients.fatima!, END.submit, { cal_id: sda.id, milestone_id: milestone.id, ...endAnswers });
    expect(write.statusCode).toBe(403);
  });

  it('is locked once its milestone (upload tag end_form) is completed: no save, and it opens read-only', async () => {
    const sda = await subCalOf(ids.sanjay!, 'SDA-1');
    const milestone = await milestoneOf(sda.id, 'end');
    const list = (await clients.coordinator!.post(`/cal/api/mentor/get/${ids.sanjay}/milestones/`, { cal_id: sda.id, course_id: fetp })).json().data;
    expect(list.find((m: { id: number }) => m.id === milestone.id).upload_file.tag_type).toBe('end_form');
    const done = await clients.coordinator!.post(`/cal/api/mentor/update/${ids.sanjay}/milestone/status/`, {
      cal_id: sda.id, course_id: fetp, milestone_id: milestone.id, milestone_status: 'completed',
    });
    expect(done.statusCode).toBe(200);
    const before = await ctx.db.select().from(calFormAnswers).where(and(eq(calFormAnswers.subCalId, sda.id), eq(calFormAnswers.kind, 'end')));

    const res = await send(clients.sanjay!, END.submit, { cal_id: sda.id, milestone_id: milestone.id, ...endAnswers, q4: '999' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.endLocked);
    expect(await ctx.db.select().from(calFormAnswers).where(and(eq(calFormAnswers.subCalId, sda.id), eq(calFormAnswers.kind, 'end')))).toEqual(before);
    const opened = await send(clients.sanjay!, END.get, { cal_id: sda.id, user_id: ids.sanjay });
    expect(opened.json().is_editable).toBe(false);
  });
});

describe('the abstract form', () => {
  it('offers the mentee’s field projects, pre-fills from one, and saves the abstract', async () => {
    const ca = await subCalOf(ids.arjun!, 'CA-1');
    const oi = await subCalOf(ids.arjun!, 'OI-1');
    const milestone = await milestoneOf(ca.id, 'abstract');
    const opened = await send(clients.arjun!, ABSTRACT.get, { cal_id: ca.id, user_id: ids.arjun, milestone_id: milestone.id });
    expect(opened.statusCode).toBe(200);
    const form = opened.json().data as CalFormDefinition;
    expect(form.fields.project_cal_id!.attributes.options!.map((o) => o.value)).toEqual(['OI-1 – Measles outbreak, Nuh district']);

    const prefill = await send(clients.arjun!, '/cal/api/get/abstract/cal/data/', { cal_id: oi.id });
    expect(prefill.statusCode).toBe(200);
    const nuh = await place('Haryana', 'Nuh');
    expect(prefill.json().data).toEqual({
      cal_id: oi.id, auto_name: 'OI-1', title: 'Measles outbreak, Nuh district',
      state: { key: nuh.state, value: 'Haryana', selected: true }, district: { key: nuh.district, value: 'Nuh', selected: true },
      disease: { key: 'measles', value: 'Measles', selected: true },
    });

    const res = await send(clients.arjun!, ABSTRACT.submit, {
      cal_id: ca.id, milestone_id: milestone.id, project_cal_id: String(oi.id), title: 'Measles outbreak in Nuh, Haryana, 2025: low coverage, late detection',
      state_id: nuh.state, district_id: nuh.district, abstract_disease: 'measles', background: 'A cluster of fever with rash was reported from three villages.',
      methods: 'Active case search, line listing, serology and a vaccination coverage survey.', results: '23 cases; attack rate highest in unvaccinated children.',
      conclusions: 'Strengthen routine immunisation and rash surveillance.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.abstractSaved, data: { kind: 'abstract', milestone_status: 'pending' } });
  });

  it('gives another mentee’s sub-CAL data to no one but those who may see it', async () => {
    const oi = await subCalOf(ids.arjun!, 'OI-1');
    expect((await send(clients.meera!, '/cal/api/get/abstract/cal/data/', { cal_id: oi.id })).statusCode).toBe(403);
    expect((await send(clients.fatima!, '/cal/api/get/abstract/cal/data/', { cal_id: oi.id })).statusCode).toBe(403);
    expect((await send(clients.priya!, '/cal/api/get/abstract/cal/data/', { cal_id: oi.id })).statusCode).toBe(200);
  });
});

describe('who may read and write a mentee’s forms', () => {
  it('refuses mentee A reading or writing mentee B’s forms', async () => {
    const theirs = await subCalOf(ids.meera!, 'SSE-1');
    const milestone = await milestoneOf(theirs.id, 'start');
    const arjun = clients.arjun!;
    expect((await send(arjun, START.get, { cal_id: theirs.id, user_id: ids.meera })).statusCode).toBe(403);
    // Their sub-CAL under one's own id.
    expect((await send(arjun, START.get, { cal_id: theirs.id, user_id: ids.arjun })).statusCode).toBe(403);
    expect((await send(arjun, END.get, { cal_id: theirs.id, user_id: ids.meera })).statusCode).toBe(403);
    const write = await send(arjun, START.submit, { cal_id: theirs.id, milestone_id: milestone.id, q4: 'Overwritten' });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(M.onlyMentee);
    // A milestone of another sub-CAL under one's own sub-CAL.
    const mine = await subCalOf(ids.arjun!, 'OI-1');
    expect((await send(arjun, START.get, { cal_id: mine.id, user_id: ids.arjun, milestone_id: milestone.id })).statusCode).toBe(403);
  });

  it('refuses a mentor who is not theirs, and a coordinator of another course', async () => {
    const oi = await subCalOf(ids.arjun!, 'OI-1');
    // Arjun's mentors are Priya Nair and Vikram Singh.
    expect((await send(clients.fatima!, START.get, { cal_id: oi.id, user_id: ids.arjun })).statusCode).toBe(403);
    const other = await createCoordinator(ctx.db, [frontline]);
    const coordinator = await signIn(ctx, other.email);
    expect((await send(coordinator, START.get, { cal_id: oi.id, user_id: ids.arjun })).statusCode).toBe(403);
    expect((await send(coordinator, '/cal/api/get/abstract/cal/data/', { cal_id: oi.id })).statusCode).toBe(403);
  });
});

describe('the dropdown lookups', () => {
  it('answer a district’s state, a state’s districts and a project type’s classifications as options', async () => {
    const nuh = await place('Haryana', 'Nuh');
    for (const name of ['arjun', 'priya', 'coordinator']) {
      const state = await send(clients[name]!, '/cal/api/get/state/details/', { district_id: nuh.district });
      expect(state.statusCode).toBe(200);
      expect(state.json()).toEqual({ data: [{ key: nuh.state, value: 'Haryana', selected: true }] });
    }
    const districtsOf = await send(clients.arjun!, '/cal/api/get/districts/details/', { state_id: nuh.state });
    expect(districtsOf.json().data.map((d: { value: string }) => d.value)).toEqual(['Faridabad', 'Gurugram', 'Karnal', 'Nuh', 'Palwal']);
    const classes = await send(clients.arjun!, '/cal/api/get/project/classification/', { project_type: 'surveillance_evaluation' });
    expect(classes.json().data).toEqual([
      { key: 'indicator_based_surveillance', value: 'Indicator-based surveillance', selected: false },
      { key: 'event_based_surveillance', value: 'Event-based surveillance', selected: false },
      { key: 'laboratory_surveillance', value: 'Laboratory surveillance', selected: false },
      { key: 'sentinel_surveillance', value: 'Sentinel surveillance', selected: false },
    ]);
  });

  it('refuses unknown ids and types with the field’s message', async () => {
    const unknownDistrict = await send(clients.arjun!, '/cal/api/get/state/details/', { district_id: 999999 });
    expect(unknownDistrict.statusCode).toBe(400);
    expect(unknownDistrict.json().errors.district_id).toEqual([M.badDistrict]);
    expect((await send(clients.arjun!, '/cal/api/get/districts/details/', { state_id: 'x' })).json().errors.state_id).toEqual([M.badState]);
    expect((await send(clients.arjun!, '/cal/api/get/districts/details/', { state_id: 999999 })).json().errors.state_id).toEqual([M.badState]);
    expect((await send(clients.arjun!, '/cal/api/get/project/classification/', { project_type: 'astrology' })).json().errors.project_type).toEqual([M.badProjectType]);
  });

  it('answers a CAL’s group to those in its course only', async () => {
    const ca = await subCalOf(ids.arjun!, 'CA-1');
    const res = await send(clients.arjun!, '/cal/api/get/cal/type/', { cal_id: ca.calId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [{ key: 'scientific_communication', value: 'Scientific Communication CALs', selected: true }],
      cal: { id: ca.calId, short_name: 'CA', full_name: 'Conference Abstract', group: 'scientific_communication', cal_type: 'Scientific Communication CALs' },
    });
    expect((await send(clients.priya!, '/cal/api/get/cal/type/', { cal_id: ca.calId })).statusCode).toBe(200);
    // Deepak takes the frontline course only.
    expect((await send(clients.deepak!, '/cal/api/get/cal/type/', { cal_id: ca.calId })).statusCode).toBe(403);
  });

  it('need a signed-in caller', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/cal/api/get/state/details/', payload: { district_id: 1 } });
    expect([401, 403]).toContain(res.statusCode);
  });
});

describe('form versions', () => {
  it('checks answers against the latest version and keeps its id; a read-only form shows the version answered', async () => {
    const [v1] = await ctx.db.select().from(calForms).where(eq(calForms.key, 'project-start'));
    const definition = v1!.definition as typeof PROJECT_START_FORM;
    const [v2] = await ctx.db.insert(calForms).values({
      key: 'project-start', version: 2, kind: 'start',
      definition: { ...definition, fields: { ...definition.fields, q7: { label: 'Ethics approval number', field_order: 16, attributes: { type: 'text', required: true, error_message: 'Please enter the approval number' } } } },
    }).returning();

    const sda = await subCalOf(ids.sanjay!, 'SDA-1');
    const milestone = await milestoneOf(sda.id, 'start');
    const opened = (await send(clients.sanjay!, START.get, { cal_id: sda.id, user_id: ids.sanjay })).json();
    expect(Object.keys(opened.data.fields)).toContain('q7');
    const saved = Object.fromEntries(Object.entries(opened.data.fields as CalFormDefinition['fields']).map(([key, f]) => [key, f.attributes.value]).filter(([, v]) => v !== undefined && v !== null)) as Record<string, string | string[]>;
    const missing = await send(clients.sanjay!, START.submit, { cal_id: sda.id, milestone_id: milestone.id, ...saved });
    expect(missing.json().errors).toEqual({ q7: ['Please enter the approval number'] });
    const res = await send(clients.sanjay!, START.submit, { cal_id: sda.id, milestone_id: milestone.id, ...saved, q7: 'IEC/2025/114' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ form_id: v2!.id, version: 2 });

    // Arjun's start form was answered against version 1 and is read-only: it still shows version 1.
    const oi = await subCalOf(ids.arjun!, 'OI-1');
    const old = (await send(clients.arjun!, START.get, { cal_id: oi.id, user_id: ids.arjun })).json();
    expect(Object.keys(old.data.fields)).not.toContain('q7');
  });
});
