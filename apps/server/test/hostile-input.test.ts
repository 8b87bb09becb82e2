import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ADMISSION_MESSAGES, MESSAGES, REGISTRATION_MESSAGES } from '@fetp/contract';
import { applications } from '../src/db/schema';
import { trustedProxies } from '../src/config';
import { redactUrl } from '../src/plugins/logging';
import { REQUEST_MESSAGES } from '@fetp/contract';
import { loggableError } from '../src/plugins/errors';
import { MAX_INPUT_DEPTH, inputFault } from '../src/plugins/input-guard';
import { Client, createTestContext, DEMO, DEMO_PASSWORD, encrypted, signIn, type TestContext } from './helpers';
import { OPEN_COURSE, validApplication } from './application-fixtures';

/** Input a browser never sends: none of it may cause a 500, and each refusal names its field. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A valid Registration form with the password encrypted, with some fields replaced. */
async function registrationForm(overrides: Record<string, string>) {
  const fields = (await ctx.app.inject({ method: 'GET', url: '/register-fields-value/' })).json().data as {
    state: Array<{ key: string }>; district: Array<{ key: string; state: string }>; gender: Array<{ key: string }>; goals: Array<{ key: string }>;
  };
  const state = fields.state[0]!.key;
  const district = fields.district.find((d) => d.state === state)!.key;
  const enc = await encrypted(ctx.app, 'Strong@123pass');
  return {
    email: 'someone.new@example.org', name: 'Someone New', phone_number: '9876543210', dob: '1990-01-01', state, district,
    gender: fields.gender[0]!.key, goals: fields.goals[0]!.key, ...enc, ...overrides,
  };
}

async function applicationCount() {
  const [row] = await ctx.db.select({ n: count() }).from(applications);
  return row!.n;
}

describe('a NUL character in any text', () => {
  it('is refused with a 400 naming the field on the sign-in, reset and registration calls', async () => {
    const client = new Client(ctx.app);
    const enc = await encrypted(ctx.app, DEMO_PASSWORD);
    const cases: Array<[string, Record<string, string>, string]> = [
      ['/request-otp/', { email: 'a\u0000b@example.org', ...enc }, 'email'],
      ['/resend-otp/', { email: DEMO.mentor, user_id: '1\u0000' }, 'user_id'],
      ['/account/password/custom', { email: 'a\u0000b@example.org' }, 'email'],
      ['/request-otp/', { email: DEMO.mentor, password: enc.password, key_id: `${enc.key_id}\u0000` }, 'key_id'],
    ];
    for (const [url, form, field] of cases) {
      const res = await client.post(url, form);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: REQUEST_MESSAGES.nulCharacter, errors: { [field]: [REQUEST_MESSAGES.nulCharacter] } });
    }
    const reg = await client.multipart('/create_account_custom', await registrationForm({ name: 'New\u0000Person' }));
    expect(reg.statusCode).toBe(400);
    expect(reg.json().errors).toEqual({ name: [REQUEST_MESSAGES.nulCharacter] });
  });

  it('is refused in an application, in a field or inside the extra and prev lists, and nothing is stored', async () => {
    const before = await applicationCount();
    const { fields, files } = await validApplication(ctx.db, { email: 'nul@example.net', first_name: 'Ni\u0000sha' });
    const res = await new Client(ctx.app).multipart('/api/submit_application/', fields, files);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ first_name: [REQUEST_MESSAGES.nulCharacter] });

    const extra = JSON.stringify([{ other_degree: 'mph', passing_year: '2019', institution: 'P\u0000G', university: 'u' }]);
    const inList = await validApplication(ctx.db, { email: 'nul@example.net', extra });
    const listed = await new Client(ctx.app).multipart('/api/submit_application/', inList.fields, inList.files);
    expect(listed.statusCode).toBe(400);
    expect(listed.json().errors.extra).toEqual([ADMISSION_MESSAGES.badRows]);
    expect(await applicationCount()).toBe(before);
  });
});

describe('deeply nested JSON', () => {
  // The upload calls take no JSON at all (415, stored-files.test.ts).
  const JSON_POSTS = [
    '/request-otp/', '/validate-otp/', '/oauth2/access_token', '/resend-otp/', '/account/password/custom', '/password/reset/abc/custom/',
    '/create_account_custom', '/api/state/',
  ];
  const bodies = {
    arrays: '['.repeat(10_000) + ']'.repeat(10_000),
    objects: '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
    'inside a field': `{"email":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
  };

  it('is refused with a 400 and a message on every JSON call, at any depth', async () => {
    const client = new Client(ctx.app);
    const csrf = await client.ensureCsrf();
    for (const url of JSON_POSTS) {
      for (const [shape, payload] of Object.entries(bodies)) {
        const res = await ctx.app.inject({
          method: 'POST', url, payload, headers: { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}` },
        });
        expect(res.statusCode, `${url} ${shape}`).toBe(400);
        expect(res.json().message, `${url} ${shape}`).toBe(REQUEST_MESSAGES.tooDeep);
      }
    }
  });

  it('is walked without recursion: a million levels are judged without exhausting the stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 1_000_000; i++) deep = [deep];
    expect(inputFault(deep)).toEqual({ kind: 'too-deep' });
    let shallow: unknown = 'x\u0000';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i++) shallow = { a: shallow };
    expect(inputFault(shallow)).toEqual({ kind: 'nul', field: Array(MAX_INPUT_DEPTH - 1).fill('a').join('.') });
  });
});

describe('a NUL character in an uploaded file’s name', () => {
  it('is refused with a 400 naming the field, and nothing is stored', async () => {
    const before = await applicationCount();
    const { fields, files } = await validApplication(ctx.db, { email: 'nul.name@example.net' });
    files.id_photo = { ...files.id_photo!, name: 'a\u0000.png' };
    const res = await new Client(ctx.app).multipart('/api/submit_application/', fields, files);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ id_photo: [REQUEST_MESSAGES.nulCharacter] });
    expect(await applicationCount()).toBe(before);
  });
});

describe('ids beyond what the database holds', () => {
  it('are refused with the call’s own message, never sent to the database', async () => {
    const coordinator = await signIn(ctx, DEMO.coordinator);
    for (const url of ['/api/applications/?pk=99999999999', '/api/download_applications/?pk=99999999999', '/api/applications/?pk=1e1']) {
      const res = await coordinator.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('Select a valid course.');
    }
    const roles = await coordinator.get('/api/user_roles/?user_id=99999999999');
    expect(roles.statusCode).toBe(400);

    const client = new Client(ctx.app);
    for (const district_id of ['99999999999', '1e1', '0x5', '-3']) {
      const res = await client.post('/api/state/', { district_id });
      expect(res.statusCode, district_id).toBe(400);
      expect(res.json().errors).toEqual({ district_id: [ADMISSION_MESSAGES.unknownDistrict] });
    }
    const resend = await client.post('/resend-otp/', { email: DEMO.mentor, user_id: '99999999999' });
    expect(resend.statusCode).toBe(400);
  });

  it('POST /api/state/ takes the district id as a JSON number too', async () => {
    const districts = (await ctx.app.inject({ method: 'GET', url: '/api/district/' })).json().data as Array<{ key: string; value: string }>;
    const client = new Client(ctx.app);
    const csrf = await client.ensureCsrf();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/state/',
      payload: { district_id: Number(districts[0]!.key) },
      headers: { 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].selected).toBe(true);
  });

  it('registration refuses a state and district that are not ids', async () => {
    const res = await new Client(ctx.app).multipart('/create_account_custom', await registrationForm({ state: '99999999999', district: '99999999999' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ district: [REGISTRATION_MESSAGES.badDistrict] });
  });
});

describe('dates and addresses out of range', () => {
  it('refuses a date of birth before 1900 on registration and in an application', async () => {
    for (const dob of ['0000-01-01', '1899-12-31']) {
      const res = await new Client(ctx.app).multipart('/create_account_custom', await registrationForm({ dob }));
      expect(res.statusCode, dob).toBe(400);
      expect(res.json().errors.dob).toEqual([MESSAGES.invalidDate]);
    }
    const { fields, files } = await validApplication(ctx.db, { email: 'old.date@example.net', dob: '0001-01-01' });
    const res = await new Client(ctx.app).multipart('/api/submit_application/', fields, files);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.dob).toEqual([MESSAGES.invalidDate]);
  });

  it('answers an address that grows when lower-cased like any other, without a 500', async () => {
    const email = `${'İ'.repeat(200)}@example.org`;
    const enc = await encrypted(ctx.app, DEMO_PASSWORD);
    const signInRes = await new Client(ctx.app).post('/request-otp/', { email, ...enc });
    expect(signInRes.statusCode).toBe(400);
    const reset = await new Client(ctx.app).post('/account/password/custom', { email });
    expect(reset.statusCode).toBe(200);
    const reg = await new Client(ctx.app).multipart('/create_account_custom', await registrationForm({ email }));
    expect(reg.statusCode).toBe(400);
    expect(reg.json().errors.email).toEqual([MESSAGES.registrationEmail]);
  });
});

describe('bodies that cannot be read', () => {
  it('answers a multipart body without its boundary, or cut short, with a 400 and a message', async () => {
    const client = new Client(ctx.app);
    const csrf = await client.ensureCsrf();
    const headers = { 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}` };
    const noBoundary = await ctx.app.inject({
      method: 'POST', url: '/request-otp/', payload: 'abc', headers: { ...headers, 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().message).toBe(REQUEST_MESSAGES.unreadableBody);
    const cutInFile = '--b\r\nContent-Disposition: form-data; name="course_id"\r\n\r\nabc\r\n--b\r\n'
      + 'Content-Disposition: form-data; name="id_photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc';
    const badJsonField = '--b\r\nContent-Disposition: form-data; name="extra"\r\nContent-Type: application/json\r\n\r\n[{"a":1\r\n--b--\r\n';
    for (const payload of [cutInFile, badJsonField]) {
      const res = await ctx.app.inject({
        method: 'POST', url: '/api/submit_application/', payload, headers: { ...headers, 'content-type': 'multipart/form-data; boundary=b' },
      });
      expect(res.statusCode, payload).toBeLessThan(500);
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
    }
    const cut = await ctx.app.inject({
      method: 'POST', url: '/api/submit_application/', payload: cutInFile, headers: { ...headers, 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(cut.json().message).toBe(REQUEST_MESSAGES.unreadableBody);
  });

  it('answers a multipart boundary longer than the parser takes with a 400', async () => {
    const client = new Client(ctx.app);
    const csrf = await client.ensureCsrf();
    const boundary = 'b'.repeat(253);
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${boundary}--\r\n`;
    for (const url of ['/request-otp/', '/api/submit_application/']) {
      const res = await ctx.app.inject({
        method: 'POST', url, payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}` },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(REQUEST_MESSAGES.unreadableBody);
    }
  });

  it('refuses files sent to a call that takes none', async () => {
    const res = await new Client(ctx.app).multipart('/create_account_custom', { email: 'files@example.org' }, {
      avatar: { name: 'a.png', type: 'image/png', data: Buffer.alloc(1024, 1) },
    });
    expect(res.statusCode).toBe(413);
  });

  it('refuses an upload without the CSRF header before reading it, even with the token as a form field', async () => {
    const client = new Client(ctx.app);
    const csrf = await client.ensureCsrf();
    const { fields, files } = await validApplication(ctx.db, { email: 'no.header@example.net', csrfmiddlewaretoken: csrf });
    const { multipartBody } = await import('./helpers');
    const { payload, contentType } = multipartBody(fields, files);
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/submit_application/', payload, headers: { 'content-type': contentType, cookie: `csrftoken=${csrf}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('CSRF token missing or incorrect.');
  });
});

describe('what the log keeps', () => {
  it('drops the parameters of a failed query, which hold password hashes and addresses', () => {
    const failed = Object.assign(new Error('Failed query: insert into users values ($1, $2)\nparams: n2@example.org,scrypt$32768$8$3$salt$hash'), {
      name: 'DrizzleQueryError',
      query: 'insert into users values ($1, $2)',
      params: ['n2@example.org', 'scrypt$32768$8$3$salt$hash'],
      cause: Object.assign(new Error('date/time field value out of range: "0000-01-01"'), { code: '22008' }),
    });
    const logged = JSON.stringify(loggableError(failed));
    expect(logged).not.toContain('scrypt');
    expect(logged).not.toContain('n2@example.org');
    expect(logged).toContain('22008');
    expect(logged).toContain('insert into users');
  });

  it('hides the signature of signed file links', () => {
    expect(redactUrl('/api/application_files/3/id_photo?uid=1&exp=99&sig=SECRET')).toBe('/api/application_files/3/id_photo?uid=1&exp=99&sig=[redacted]');
  });
});

describe('client addresses behind a proxy', () => {
  it('TRUST_PROXY believes no proxy, the nearest n, or the listed ones, never every hop', () => {
    expect(trustedProxies(undefined)).toBe(false);
    expect(trustedProxies('false')).toBe(false);
    expect(trustedProxies('true')).toBe(1);
    expect(trustedProxies('2')).toBe(2);
    expect(trustedProxies('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
  });

  it('a forged X-Forwarded-For neither opens the outbox nor escapes the rate limit', async () => {
    const proxied = await createTestContext({ env: { TRUST_PROXY: 'true', RATE_LIMIT_PER_ADDRESS: '3' } });
    try {
      const forged = await proxied.app.inject({ method: 'GET', url: '/dev/mail.json', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(forged.statusCode).toBe(404);
      const local = await proxied.app.inject({ method: 'GET', url: '/dev/mail.json', remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);

      const statuses: number[] = [];
      const client = new Client(proxied.app, '10.0.0.5');
      const csrf = await client.ensureCsrf();
      for (let i = 0; i < 4; i++) {
        const res = await proxied.app.inject({
          method: 'POST',
          url: '/password/reset/not-a-link/custom/',
          remoteAddress: '10.0.0.5',
          payload: { new_password1: 'x', new_password2: 'x' },
          headers: { 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}`, 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await proxied.close();
    }
  });
});

describe('application submissions counted before the body is read', () => {
  it('counts unreadable submissions towards the limit per address', async () => {
    const limited = await createTestContext({ env: { RATE_LIMIT_PER_ADDRESS: '2' } });
    try {
      const client = new Client(limited.app, '10.7.7.7');
      const csrf = await client.ensureCsrf();
      for (let i = 0; i < 2; i++) {
        const res = await limited.app.inject({
          method: 'POST', url: '/api/submit_application/', remoteAddress: '10.7.7.7', payload: 'junk',
          headers: { 'content-type': 'multipart/form-data', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}` },
        });
        expect(res.statusCode).toBe(400);
      }
      const { fields, files } = await validApplication(limited.db, { email: 'after.junk@example.net', course_id: OPEN_COURSE });
      const res = await client.multipart('/api/submit_application/', fields, files);
      expect(res.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
