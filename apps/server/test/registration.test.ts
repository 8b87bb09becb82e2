import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { COURSE_TYPES, LOGIN_PATH, MESSAGES, REGISTRATION_MESSAGES, type AdmissionCourse, type RecommendedCoursesAnswer } from '@fetp/contract';
import { courses, optionItems, users } from '../src/db/schema';
import { COURSE_TYPES_FOR_GOAL } from '../src/features/registration/recommendations';
import { CLOSED_COURSE, FRONTLINE_COURSE, OPEN_COURSE, validApplication } from './application-fixtures';
import { Client, createTestContext, encrypted, signIn, type TestContext } from './helpers';

let ctx: TestContext;
let fields: { state: Array<{ key: string; value: string }>; district: Array<{ key: string; state: string }>; gender: Array<{ key: string }>; goals: Array<{ key: string }> };

beforeAll(async () => {
  ctx = await createTestContext();
  fields = (await ctx.app.inject({ method: 'GET', url: '/register-fields-value/' })).json().data;
});
afterAll(() => ctx.close());

/** Posts the Registration form as multipart, as the page does. */
async function register(form: Record<string, string>, password = 'Secure#123x') {
  const enc = await encrypted(ctx.app, password);
  return new Client(ctx.app).multipart('/create_account_custom', { ...form, password: enc.password, key_id: enc.key_id });
}

function validForm(email: string) {
  const state = fields.state[0]!;
  const district = fields.district.find((d) => d.state === state.key)!;
  return { email, name: 'Nisha Patel', phone_number: '9876543210', dob: '1990-05-17', state: state.key, district: district.key, gender: fields.gender[0]!.key, goals: fields.goals[0]!.key };
}

describe('registration', () => {
  it('lists district, state, gender and goals options from the database', () => {
    expect(fields.state.length).toBeGreaterThan(5);
    expect(fields.district.length).toBeGreaterThan(fields.state.length);
    expect(fields.gender.map((g) => g.key)).toContain('female');
    expect(fields.goals.length).toBeGreaterThan(0);
  });

  it('creates an account that can then sign in', async () => {
    const res = await register(validForm('nisha@example.org'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, redirect_url: '/learn/login', authenticated_user: false, message: REGISTRATION_MESSAGES.created });
    const client = await signIn(ctx, 'nisha@example.org', 'Secure#123x');
    const roles = await client.get(`/api/user_roles/?user_id=${client.userId}`);
    expect(roles.json().data.user_roles).toEqual([]);
  });

  it('refuses a taken e-mail, whatever its case', async () => {
    const res = await register(validForm('Mentee1@Example.org'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REGISTRATION_MESSAGES.emailTaken);
    expect(res.json().errors.email).toEqual([REGISTRATION_MESSAGES.emailTaken]);
  });

  it('checks every field with the form messages and stores nothing', async () => {
    const before = await countUsers();
    const res = await register({ email: 'bad', name: '', phone_number: '12345', dob: '', state: '', district: '', gender: '', goals: '' }, 'weak');
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors.email).toEqual([MESSAGES.registrationEmail]);
    expect(errors.name).toEqual([MESSAGES.registrationName]);
    expect(errors.phone_number).toEqual([MESSAGES.registrationPhone]);
    for (const f of ['dob', 'state', 'district', 'gender', 'goals']) expect(errors[f], f).toContain(MESSAGES.required);
    expect(errors.password).toContain(MESSAGES.passwordMin);
    expect(errors.password).toContain(MESSAGES.passwordDigits);
    expect(await countUsers()).toBe(before);
  });

  it('applies each password rule', async () => {
    for (const [password, message] of [
      ['Abcdefg1!', MESSAGES.passwordDigits], ['abcdef123!', MESSAGES.passwordUpper], ['ABCDEF123!', MESSAGES.passwordLower], ['Abcdef1234', MESSAGES.passwordSpecial],
    ] as const) {
      const res = await register(validForm('rules@example.org'), password);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.password).toEqual([message]);
    }
  });

  it('refuses a district of another state, unknown choices and a future birth date', async () => {
    const form = validForm('choices@example.org');
    const otherDistrict = fields.district.find((d) => d.state !== form.state)!;
    const wrongDistrict = await register({ ...form, district: otherDistrict.key });
    expect(wrongDistrict.statusCode).toBe(400);
    expect(wrongDistrict.json().errors.district).toEqual([REGISTRATION_MESSAGES.badDistrict]);
    const wrongGender = await register({ ...form, gender: 'nope' });
    expect(wrongGender.json().errors.gender).toEqual([REGISTRATION_MESSAGES.badChoice]);
    const future = await register({ ...form, dob: '2999-01-01' });
    expect(future.json().errors.dob).toEqual([MESSAGES.futureDate]);
    const nonsense = await register({ ...form, dob: '2001-02-30' });
    expect(nonsense.json().errors.dob).toEqual([MESSAGES.invalidDate]);
    const longName = await register({ ...form, name: 'x'.repeat(101) });
    expect(longName.json().errors.name).toEqual([MESSAGES.nameTooLong]);
  });
});

/** The demo's goals (seed/demo.ts) by what the tests need of them. */
const GOALS = {
  /** Served by the Frontline course, then the FETP course; both open for admission. */
  surveillance: 'improve_disease_surveillance_in_my_district',
  /** Served by the FETP course only. */
  publish: 'publish_and_present_field_findings',
  /** Served by the Short course, which takes no applications, then the FETP course. */
  outbreak: 'strengthen_outbreak_investigation_skills',
  /** Served by no course. */
  mentor: 'mentor_other_public_health_officers',
} as const;

const recommended = async (query = '') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/recommended_courses/${query}` });
  return { status: res.statusCode, body: res.json() as RecommendedCoursesAnswer };
};
const keysOf = (list: AdmissionCourse[]) => list.map((c) => c.course_id);

/** Runs `fn` with a course's admission closed since yesterday, then opens it again as it was. */
async function withAdmissionClosed(courseKey: string, fn: () => Promise<void>) {
  const [before] = await ctx.db.select().from(courses).where(eq(courses.courseKey, courseKey));
  await ctx.db.update(courses).set({ admissionClosesOn: sql`current_date - 1` }).where(eq(courses.courseKey, courseKey));
  try {
    await fn();
  } finally {
    await ctx.db.update(courses).set({ admissionClosesOn: before!.admissionClosesOn }).where(eq(courses.courseKey, courseKey));
  }
}

describe('registration: where the new user goes (002 §2.12)', () => {
  it('an address that applied to a course is welcomed, whatever its case, before any recommendation', async () => {
    const { fields, files } = await validApplication(ctx.db, { email: 'Applied.First@Example.net' });
    const applied = await new Client(ctx.app).multipart('/api/submit_application/', fields, files);
    expect(applied.statusCode, applied.body).toBe(200);
    // Its goal is served by open courses too: the welcome comes first.
    const res = await register({ ...validForm('applied.first@EXAMPLE.net'), goals: GOALS.surveillance });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true, redirect_url: LOGIN_PATH, authenticated_user: false, message: REGISTRATION_MESSAGES.created, is_welcome: true, is_recommendations: false,
    });
  });

  it('the welcome is for an applicant only, not for a similar address', async () => {
    const res = await register({ ...validForm('applied.first@example.org'), goals: GOALS.mentor });
    expect(res.json()).toMatchObject({ redirect_url: LOGIN_PATH, is_welcome: false, is_recommendations: false });
  });

  it('a goal served by courses open for admission sends the new user to the recommendations', async () => {
    const res = await register({ ...validForm('surveillance@example.org'), goals: GOALS.surveillance });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, redirect_url: LOGIN_PATH, is_welcome: false, is_recommendations: true });
  });

  it('a goal no course serves sends the new user to the returned redirect address', async () => {
    const res = await register({ ...validForm('mentoring@example.org'), goals: GOALS.mentor });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, redirect_url: LOGIN_PATH, is_welcome: false, is_recommendations: false });
    const client = await signIn(ctx, 'mentoring@example.org', 'Secure#123x');
    expect(client.userId).toBeGreaterThan(0);
  });

  it('a course whose admission has closed, or that takes no applications, is no recommendation', async () => {
    await withAdmissionClosed(OPEN_COURSE, async () => {
      // The publishing goal's only course (FETP) closed.
      const closed = await register({ ...validForm('publish@example.org'), goals: GOALS.publish });
      expect(closed.json()).toMatchObject({ redirect_url: LOGIN_PATH, is_welcome: false, is_recommendations: false });
      // The outbreak goal: its Short course takes no applications, and FETP has closed.
      const outbreak = await register({ ...validForm('outbreak@example.org'), goals: GOALS.outbreak });
      expect(outbreak.json()).toMatchObject({ is_welcome: false, is_recommendations: false });
    });
    const open = await register({ ...validForm('publish-open@example.org'), goals: GOALS.publish });
    expect(open.json()).toMatchObject({ is_welcome: false, is_recommendations: true });
  });

  it('a refused registration answers no flags and creates nothing', async () => {
    const res = await register({ ...validForm('refused@example.org'), goals: 'not_a_goal' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).not.toHaveProperty('is_welcome');
    expect(res.json().errors.goals).toEqual([REGISTRATION_MESSAGES.badChoice]);
  });

  it('every goal of the list says which kinds of course serve it', async () => {
    const goals = await ctx.db.select({ key: optionItems.key }).from(optionItems).where(eq(optionItems.list, 'goals'));
    expect(goals.map((g) => g.key).sort()).toEqual(Object.keys(COURSE_TYPES_FOR_GOAL).sort());
    for (const types of Object.values(COURSE_TYPES_FOR_GOAL)) for (const type of types) expect(COURSE_TYPES).toContain(type);
  });
});

describe('GET /api/recommended_courses/ (the recommendations page)', () => {
  it('ranks the open courses that serve the goal by its kinds of course, with the goal and the Apply address', async () => {
    const { status, body } = await recommended(`?goal=${GOALS.surveillance}`);
    expect(status).toBe(200);
    expect(body.goal).toEqual({ key: GOALS.surveillance, value: 'Improve disease surveillance in my district' });
    expect(keysOf(body.data)).toEqual([FRONTLINE_COURSE, OPEN_COURSE]);
    expect(body.count).toBe(2);
    expect(body.data[0]).toMatchObject({ type: 'Frontline Courses', apply_url: `/learn/applicant?course_id=${encodeURIComponent(FRONTLINE_COURSE)}` });
    const career = await recommended('?goal=prepare_for_a_field_epidemiology_career');
    expect(keysOf(career.body.data)).toEqual([OPEN_COURSE, FRONTLINE_COURSE]);
  });

  it('leaves out courses that take no applications or have closed', async () => {
    const outbreak = await recommended(`?goal=${GOALS.outbreak}`);
    expect(keysOf(outbreak.body.data)).toEqual([OPEN_COURSE]);
    expect(keysOf(outbreak.body.data)).not.toContain(CLOSED_COURSE);
    await withAdmissionClosed(FRONTLINE_COURSE, async () => {
      expect(keysOf((await recommended(`?goal=${GOALS.surveillance}`)).body.data)).toEqual([OPEN_COURSE]);
    });
  });

  it('answers an empty list, with the goal, when no open course serves it', async () => {
    const { status, body } = await recommended(`?goal=${GOALS.mentor}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ goal: { key: GOALS.mentor }, count: 0, data: [] });
  });

  it('lists every open course, as DISCOVER NEW does, without a goal or with one not in the list', async () => {
    const catalogue = (await ctx.app.inject({ method: 'GET', url: '/api/admission_courses/' })).json();
    for (const query of ['', '?goal=', '?goal=no_such_goal']) {
      const { status, body } = await recommended(query);
      expect(status, query).toBe(200);
      expect(body.goal, query).toBeNull();
      expect(body.data, query).toEqual(catalogue.data);
      expect(body.count, query).toBe(catalogue.count);
    }
  });

  it('pages, and refuses a bad page or goal with 400', async () => {
    const first = await recommended(`?goal=${GOALS.surveillance}&page_size=1`);
    const second = await recommended(`?goal=${GOALS.surveillance}&page_size=1&page=2`);
    expect(keysOf(first.body.data)).toEqual([FRONTLINE_COURSE]);
    expect(keysOf(second.body.data)).toEqual([OPEN_COURSE]);
    expect(second.body).toMatchObject({ count: 2, page: 2, page_size: 1 });
    expect((await recommended('?page=0')).status).toBe(400);
    expect((await recommended(`?goal=${'x'.repeat(65)}`)).status).toBe(400);
  });

  it('needs no sign-in and answers a signed-in caller the same', async () => {
    const client = await signIn(ctx, 'mentee1@example.org');
    const res = await client.get(`/api/recommended_courses/?goal=${GOALS.surveillance}`);
    expect(res.statusCode).toBe(200);
    expect(keysOf(res.json().data)).toEqual([FRONTLINE_COURSE, OPEN_COURSE]);
  });
});

async function countUsers() {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row!.n;
}
