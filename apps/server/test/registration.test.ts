import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES, REGISTRATION_MESSAGES } from '@fetp/contract';
import { users } from '../src/db/schema';
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
    expect(res.json()).toMatchObject({ success: true, redirect_url: '/learn/login', authenticated_user: false });
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

async function countUsers() {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row!.n;
}
