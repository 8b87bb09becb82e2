import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ADMINISTRATION_API, PASSWORD_RESET_API, RESET_MESSAGES, ROLES } from '@fetp/contract';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, rowsOf, type Database } from '../src/db/client';
import { mailOutbox, passwordResets, userRoles, users } from '../src/db/schema';
import { outboxMailer } from '../src/mail/mailer';
import { seedReferenceData } from '../src/seed/demo';
import { AdminCommandError, createAdministrator } from '../src/admin/create-administrator';
import { createCohort, createCoordinator, createCourse, createMentee, createMentor, createUser } from './factories';
import { Client, DEMO, DEMO_PASSWORD, signIn, useTestContext, type TestContext } from './helpers';
import { adminQuery, createTestDatabase, databaseUrlFor } from './template';

/** Content Management (issue 32): the overview call, and the first start of a programme (`npm run admin -- create`). */
const ctx = useTestContext();

describe('GET /api/admin/overview/', () => {
  it('gives an administrator the whole programme’s counts', async () => {
    const { db } = ctx();
    const client = await signIn(ctx(), DEMO.administrator);
    const res = await client.get(ADMINISTRATION_API.overview.path);
    expect(res.statusCode, res.body).toBe(200);
    const one = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number | string }>(await db.execute(query))[0]!.n);
    expect(res.json()).toEqual({
      hubs: await one(sql`select count(*) as n from hubs`),
      courses: await one(sql`select count(*) as n from courses`),
      cohorts: await one(sql`select count(*) as n from cohorts`),
      officers: await one(sql`select count(distinct user_id) as n from enrolments`),
      // A mentorship counts only in a cohort the officer is enrolled in.
      mentors: await one(sql`select count(distinct ma.mentor_id) as n from mentor_assignments ma
        join enrolments e on e.user_id = ma.mentee_id and e.cohort_id = ma.cohort_id`),
    });
    expect(res.json().courses).toBeGreaterThan(0);
    expect(res.json().officers).toBeGreaterThan(0);
  });

  it('gives a coordinator the counts of the courses they coordinate only', async () => {
    const { db } = ctx();
    const course = await createCourse(db);
    const cohort = await createCohort(db, { courseId: course.id });
    const mentor = await createMentor(db);
    await createMentee(db, cohort.id, { mentor1: mentor.id });
    await createMentee(db, cohort.id, { mentor1: mentor.id });
    const coordinator = await createCoordinator(db, [course.id]);
    const res = await (await signIn(ctx(), coordinator.email)).get(ADMINISTRATION_API.overview.path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hubs: 1, courses: 1, cohorts: 1, officers: 2, mentors: 1 });
    // A coordinator of no course counts nothing.
    const idle = await createCoordinator(db, []);
    expect((await (await signIn(ctx(), idle.email)).get(ADMINISTRATION_API.overview.path)).json()).toEqual({ hubs: 0, courses: 0, cohorts: 0, officers: 0, mentors: 0 });
  });

  it('refuses a mentor, a mentee and a program advisor (403), and anyone without a token (401)', async () => {
    for (const email of [DEMO.mentor, DEMO.mentee, DEMO.advisor]) {
      const res = await (await signIn(ctx(), email)).get(ADMINISTRATION_API.overview.path);
      expect(res.statusCode, email).toBe(403);
      expect(res.json().message).toBeTruthy();
    }
    expect((await ctx().app.inject({ method: 'GET', url: ADMINISTRATION_API.overview.path })).statusCode).toBe(401);
  });

  it('offers Content Management in the user menu to an administrator and a coordinator, in the spec’s order', async () => {
    const keys = async (email: string) => ((await (await signIn(ctx(), email)).get('/api/user_dropdown/')).json().data as { key: string }[]).map((l) => l.key);
    expect(await keys(DEMO.administrator)).toEqual(['account_settings', 'content_management', 'application_forms', 'sign_out']);
    expect(await keys(DEMO.coordinator)).toEqual([
      'profile', 'account_settings', 'my_courses', 'coordinator_dashboard', 'cal_requests', 'attendance_schedules', 'content_management', 'application_forms', 'sign_out',
    ]);
    for (const email of [DEMO.mentor, DEMO.mentee, DEMO.advisor]) expect(await keys(email)).not.toContain('content_management');
    const administrator = (await (await signIn(ctx(), DEMO.administrator)).get('/api/user_dropdown/')).json();
    expect(administrator.data[1]).toEqual({ key: 'content_management', label: 'Content Management', url: '/learn/admin/' });
    expect(administrator.header_data.reports.cohort_data_report).toBe('/learn/reports/cohort_data/');
  });
});

/** An empty, migrated database with its app, as the first start finds it (no demo programme). */
async function freshProgramme(): Promise<{ app: App; database: Database; ctx: TestContext; close(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL || undefined;
  const name = adminUrl ? await createTestDatabase(adminUrl, undefined) : null;
  const database = await openDatabase({ databaseUrl: adminUrl && name ? databaseUrlFor(adminUrl, name) : null, dataDir: 'memory://', onIdleConnectionError: () => undefined });
  await database.migrate();
  await seedReferenceData(database.db);
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fetp-admin-files-'));
  const config = loadConfig({ PORT: '8080', FILES_DIR: filesDir, JOBS_WORKER: 'false', SEED_DEMO: 'false' });
  const app = await buildApp({ config, db: database.db, mailer: outboxMailer(database.db), listen: database.listen, logger: false });
  await app.ready();
  return {
    app,
    database,
    ctx: { app, db: database.db } as unknown as TestContext,
    async close() {
      await app.close();
      await database.close();
      if (adminUrl && name) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

describe('the first start: npm run admin -- create', () => {
  let fresh: Awaited<ReturnType<typeof freshProgramme>>;
  beforeAll(async () => {
    fresh = await freshProgramme();
  });
  afterAll(() => fresh?.close());
  const deps = () => ({ db: fresh.database.db, mailer: null, publicUrl: 'http://localhost:8080', invitationLinkDays: 7 });
  const tokenOf = (link: string) => new URL(link).pathname.split('/').at(-3)!;

  it('makes the first administrator on an empty database; the printed link sets the password once, and they sign in to Content Management', async () => {
    const { db } = fresh.database;
    expect((await db.select({ id: users.id }).from(users))).toHaveLength(0);
    const before = Date.now();
    const result = await createAdministrator(deps(), { email: ' First.Admin@Programme.org ', firstName: 'Amina', lastName: 'Diallo' });
    expect(result).toMatchObject({ created: true, roleAdded: true, mailed: false });
    expect(result.link).toMatch(/^http:\/\/localhost:8080\/learn\/password_reset_confirm\/[^/]+\/custom\/$/);
    const [user] = await db.select().from(users).where(eq(users.id, result.userId));
    expect(user).toMatchObject({ email: 'First.Admin@Programme.org', displayName: 'Amina Diallo', isActive: true });
    expect((await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, result.userId))).map((r) => r.role)).toEqual([ROLES.administrator]);
    // The link lives for the invitation's days, not a reset's hour; only its hash is kept; nothing was mailed.
    const [reset] = await db.select().from(passwordResets).where(eq(passwordResets.userId, result.userId));
    expect(reset!.expiresAt.getTime() - before).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
    expect(reset!.expiresAt.getTime() - before).toBeLessThanOrEqual(7 * 24 * 3600 * 1000 + 60_000);
    expect(reset!.tokenHash).not.toContain(tokenOf(result.link));
    expect(await db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(0);

    // No password works before the link is followed.
    await expect(signIn(fresh.ctx, 'First.Admin@Programme.org', 'Guessed#2026')).rejects.toThrow(/request-otp 4\d\d/);

    const client = new Client(fresh.app);
    const token = tokenOf(result.link);
    expect((await client.get(PASSWORD_RESET_API.check.path.replace(':id', token))).json()).toEqual({ valid: true });
    const set = await client.post(PASSWORD_RESET_API.confirm.path.replace(':id', token), { new_password1: 'Chosen#2026', new_password2: 'Chosen#2026' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().message).toBe(RESET_MESSAGES.done);
    // Single use.
    const again = await client.post(PASSWORD_RESET_API.confirm.path.replace(':id', token), { new_password1: 'Other#2026x', new_password2: 'Other#2026x' });
    expect(again.statusCode).toBe(400);

    const admin = await signIn(fresh.ctx, 'First.Admin@Programme.org', 'Chosen#2026');
    expect((await admin.get(`/api/user_roles/?user_id=${admin.userId}`)).json()).toEqual({ data: { user_roles: [ROLES.administrator] } });
    const overview = await admin.get(ADMINISTRATION_API.overview.path);
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toEqual({ hubs: 0, courses: 0, cohorts: 0, officers: 0, mentors: 0 });
    expect(((await admin.get('/api/user_dropdown/')).json().data as { key: string }[]).map((l) => l.key)).toContain('content_management');
  });

  it('run again for the same address: no second account, a fresh link; the first one stops once a link is used', async () => {
    const { db } = fresh.database;
    const first = await createAdministrator(deps(), { email: 'again@programme.org' });
    const second = await createAdministrator(deps(), { email: 'AGAIN@programme.org' });
    expect(second).toMatchObject({ userId: first.userId, created: false, roleAdded: false });
    expect(await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = 'again@programme.org'`)).toHaveLength(1);
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, first.userId))).toHaveLength(1);
    expect(second.link).not.toBe(first.link);
    const client = new Client(fresh.app);
    const use = (link: string) => client.post(PASSWORD_RESET_API.confirm.path.replace(':id', tokenOf(link)), { new_password1: 'Chosen#2026', new_password2: 'Chosen#2026' });
    expect((await use(second.link)).statusCode).toBe(200);
    expect((await use(first.link)).statusCode).toBe(400);
  });

  it('adds the role to an existing account without touching its password, mails the link when SMTP is configured, and refuses a bad address', async () => {
    const { db } = fresh.database;
    const existing = await createUser(db, [ROLES.mentor]);
    const [{ passwordHash: hashBefore } = { passwordHash: '' }] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, existing.id));
    const mailer = outboxMailer(db);
    const result = await createAdministrator({ ...deps(), mailer }, { email: existing.email });
    expect(result).toMatchObject({ userId: existing.id, created: false, roleAdded: true, mailed: true });
    const [{ passwordHash: hashAfter } = { passwordHash: '' }] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, existing.id));
    expect(hashAfter).toBe(hashBefore);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, existing.email));
    expect(mail!.subject).toBe('Your account on the FETP portal');
    expect(mail!.text).toContain(result.link);
    expect(mail!.text).toContain('within 7 days');
    // The existing password still signs in (the demo hash of the factories).
    await expect(signIn(fresh.ctx, existing.email, DEMO_PASSWORD)).resolves.toBeTruthy();

    await expect(createAdministrator(deps(), { email: 'not an address' })).rejects.toBeInstanceOf(AdminCommandError);
    await db.update(users).set({ isActive: false }).where(eq(users.id, existing.id));
    await expect(createAdministrator(deps(), { email: existing.email })).rejects.toThrow(/deactivated/);
  });
});

describe('the command itself', () => {
  const run = (args: string[], env: Record<string, string>) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/admin/cli.ts', ...args], {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env: { PATH: process.env.PATH ?? '', ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  it('without SMTP prints the link on stdout; a wrong call prints the usage', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fetp-admin-cli-'));
    try {
      const env = { DATA_DIR: dataDir, PUBLIC_URL: 'https://portal.programme.org' };
      const ok = await run(['create', '--email', 'chief@programme.org', '--first-name', 'Kofi', '--last-name', 'Mensah'], env);
      expect(ok.code, ok.stderr).toBe(0);
      expect(ok.stdout).toContain('New administrator: chief@programme.org');
      expect(ok.stdout).toMatch(/^https:\/\/portal\.programme\.org\/learn\/password_reset_confirm\/[^/\s]+\/custom\/$/m);
      const bad = await run(['create'], env);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('usage: npm run admin -- create --email');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
