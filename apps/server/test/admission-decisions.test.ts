import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { ADMISSION_DECISION_API as API, ADMISSION_DECISION_MESSAGES as M, ROLES } from '@fetp/contract';
import { applications, auditLog, courses, enrolments, jobs, mailOutbox, userRoles, users } from '../src/db/schema';
import { admitIn, type DecisionMail } from '../src/features/admission-decisions';
import { invitationJob } from '../src/features/password-reset';
import { Client, DEMO, sessionOf, signIn, useTestContext } from './helpers';
import { createCohort, createCoordinator, createCourse, createUser } from './factories';
import { FRONTLINE_COURSE, OPEN_COURSE, validApplication } from './application-fixtures';

const ctx = useTestContext();
let coordinator: Client & { userId: number };
let course: { fetp: number; frontline: number };
let cohort: { fetp: number; frontline: number };

const admitPath = (id: number | string) => API.admit.path.replace(':application', String(id));
const rejectPath = (id: number | string) => API.reject.path.replace(':application', String(id));

async function apply(email: string, courseKey = OPEN_COURSE, extra: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<number> {
  const { fields, files } = await validApplication(ctx().db, { email, course_id: courseKey, ...extra });
  const res = await new Client(ctx().app).multipart('/api/submit_application/', fields, courseKey === FRONTLINE_COURSE ? { ...files, hpdegree_certificate: undefined } : files, headers);
  if (res.statusCode !== 200) throw new Error(res.body);
  const [row] = await ctx().db.select({ id: applications.id }).from(applications).where(sql`lower(${applications.email}) = ${email.toLowerCase()}`);
  return row!.id;
}

const applicationRow = async (id: number) => (await ctx().db.select().from(applications).where(eq(applications.id, id)))[0]!;
const accountOf = async (email: string) => (await ctx().db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0];
const auditOf = (id: number) => ctx().db.select().from(auditLog).where(and(eq(auditLog.entity, 'application'), eq(auditLog.entityId, String(id))));
const invitationsOf = async (userId: number) =>
  (await ctx().db.select().from(jobs).where(eq(jobs.kind, invitationJob.name))).filter((j) => (j.payload as { userId: number }).userId === userId);

beforeAll(async () => {
  const rows = await ctx().db.select().from(courses);
  course = { fetp: rows.find((c) => c.courseKey === OPEN_COURSE)!.id, frontline: rows.find((c) => c.courseKey === FRONTLINE_COURSE)!.id };
  cohort = { fetp: (await createCohort(ctx().db, { courseId: course.fetp, name: 'Admissions 2026' })).id, frontline: (await createCohort(ctx().db, { courseId: course.frontline })).id };
  coordinator = await signIn(ctx(), DEMO.coordinator);
});

/** The newest mail to `to` with this subject, waiting for it (mail is queued as a job). */
async function mailWithSubject(to: string, subject: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [mail] = await ctx().db.select().from(mailOutbox).where(and(eq(mailOutbox.to, to), eq(mailOutbox.subject, subject))).orderBy(desc(mailOutbox.id)).limit(1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('admitting an application', () => {
  it('makes the account of a new address, enrols it as Mentee, copies the profile, records and audits the decision, and sends the invitation', async () => {
    const id = await apply('new.officer@example.net', OPEN_COURSE, { first_name: 'Asha', last_name: 'Verma', phone_number: '9123456780' });
    const res = await coordinator.post(admitPath(id), { cohort_id: cohort.fetp, note: 'Strong surveillance background.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.admitted, data: { id, status: 'admitted', decision_note: 'Strong surveillance background.', cohort: 'Admissions 2026' } });
    expect(res.json().data.decided_by).toBeTruthy();
    expect(Date.parse(res.json().data.decided_at)).toBeGreaterThan(Date.now() - 60_000);

    const account = (await accountOf('new.officer@example.net'))!;
    expect(account).toMatchObject({ passwordHash: '!', firstName: 'Asha', lastName: 'Verma', displayName: 'Asha Verma', phoneNumber: '9123456780', dob: '1992-04-11', gender: 'female' });
    expect(account.districtId).not.toBeNull();
    expect((await ctx().db.select().from(userRoles).where(eq(userRoles.userId, account.id))).map((r) => r.role)).toEqual([ROLES.mentee]);
    expect(await ctx().db.select().from(enrolments).where(and(eq(enrolments.userId, account.id), eq(enrolments.cohortId, cohort.fetp)))).toHaveLength(1);
    expect(await applicationRow(id)).toMatchObject({ status: 'admitted', decidedBy: coordinator.userId, cohortId: cohort.fetp, userId: account.id });
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ action: 'application.admit', actorId: coordinator.userId, courseId: course.fetp, before: { status: 'pending' } });
    expect(audit!.after).toMatchObject({ status: 'admitted', cohortId: cohort.fetp, userId: account.id, accountCreated: true });
    expect(await invitationsOf(account.id)).toHaveLength(1);
    // The application's own receipt may come before or after: wait for the invitation itself.
    const mail = await mailWithSubject('new.officer@example.net', 'Your account on the FETP portal');
    expect(mail.subject).toBe('Your account on the FETP portal');

    // The tracker shows the decision.
    const row = (await coordinator.get(`/api/applications/?pk=${course.fetp}`)).json().data.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ course_id: course.fetp, status: 'admitted', decision_note: 'Strong surveillance background.', cohort: 'Admissions 2026' });
  });

  it('links the existing account of the address, keeps its profile, and mails it that it was admitted (no invitation)', async () => {
    const existing = await createUser(ctx().db, [], { email: 'Known.Person@example.net', phoneNumber: '9000000001' });
    const id = await apply('known.person@example.net');
    const admin = await sessionOf(ctx(), DEMO.administrator);
    const res = await admin.post(admitPath(id), { cohort_id: String(cohort.fetp), note: 'Admitted by the secretariat.' });
    expect(res.statusCode).toBe(200);
    const account = (await accountOf('known.person@example.net'))!;
    expect(account.id).toBe(existing.id);
    expect(account.passwordHash).toBe(existing.passwordHash);
    expect(account.phoneNumber).toBe('9000000001');
    expect(account.gender).toBe('female');
    expect((await ctx().db.select().from(userRoles).where(eq(userRoles.userId, account.id))).map((r) => r.role)).toEqual([ROLES.mentee]);
    expect(await invitationsOf(account.id)).toHaveLength(0);
    const mail = await mailWithSubject('Known.Person@example.net', 'Admitted: Advanced Field Epidemiology Training Programme');
    expect(mail.subject).toBe('Admitted: Advanced Field Epidemiology Training Programme');
    expect(mail.text).toContain('Admissions 2026');
  });
});

describe('rejecting an application', () => {
  it('records and audits the decision and mails the applicant', async () => {
    const id = await apply('not.this.time@example.net', FRONTLINE_COURSE, { first_name: 'Ravi', last_name: 'Iyer' });
    const res = await coordinator.post(rejectPath(id), { note: 'No field posting yet.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'rejected', decision_note: 'No field posting yet.', cohort: null });
    expect(await applicationRow(id)).toMatchObject({ status: 'rejected', decidedBy: coordinator.userId, userId: null });
    expect(await accountOf('not.this.time@example.net')).toBeUndefined();
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['application.reject']);
    const mail = await mailWithSubject('not.this.time@example.net', 'Your application to Frontline Field Epidemiology');
    expect(mail.subject).toBe('Your application to Frontline Field Epidemiology');
    expect(mail.text).toContain('Dear Ravi Iyer');
  });

  it('writes the mail in the language of the wizard the application was made in', async () => {
    const id = await apply('pas.cette.fois@example.net', FRONTLINE_COURSE, { first_name: 'Aline', last_name: 'Diallo' }, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect((await applicationRow(id)).language).toBe('fr');
    expect((await coordinator.post(rejectPath(id), { note: 'Pas de poste de terrain.' })).statusCode).toBe(200);
    const mail = await mailWithSubject('pas.cette.fois@example.net', 'Votre candidature à Frontline Field Epidemiology');
    expect(mail.text).toContain('Bonjour Aline Diallo');
  });
});

describe('an administrator on the tracker', () => {
  it("decides any course's application (no coordinator role needed)", async () => {
    const admin = await signIn(ctx(), DEMO.administrator);
    const id = await apply('admin.decides@example.net', OPEN_COURSE, {}, { 'accept-language': 'ar' });
    expect((await admin.post(admitPath(id), { cohort_id: cohort.fetp, note: 'Admitted by the secretariat.' })).statusCode).toBe(200);
    // The account made from the application speaks the wizard's language.
    expect((await accountOf('admin.decides@example.net'))!.language).toBe('ar');
  });
});

describe('refusals change nothing', () => {
  const unchanged = async (id: number, email: string) => {
    expect(await applicationRow(id)).toMatchObject({ status: 'pending', decidedBy: null, decisionNote: null, cohortId: null, userId: null });
    expect(await accountOf(email)).toBeUndefined();
    expect(await auditOf(id)).toHaveLength(0);
  };

  it('refuses a coordinator of another course (and a mentee), whether or not the application exists', async () => {
    const id = await apply('other.course@example.net');
    const elsewhere = await createCoordinator(ctx().db, [(await createCourse(ctx().db)).id]);
    const stranger = await sessionOf(ctx(), elsewhere.email);
    for (const res of [
      await stranger.post(admitPath(id), { cohort_id: cohort.fetp, note: 'x' }),
      await stranger.post(rejectPath(id), { note: 'x' }),
      await stranger.post(rejectPath(999_999), { note: 'x' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.notYourApplication);
    }
    const mentee = await sessionOf(ctx(), DEMO.mentee);
    expect((await mentee.post(rejectPath(id), { note: 'x' })).statusCode).toBe(403);
    await unchanged(id, 'other.course@example.net');
    const admin = await sessionOf(ctx(), DEMO.administrator);
    expect((await admin.post(rejectPath(999_999), { note: 'x' })).statusCode).toBe(404);
  });

  it("refuses a cohort of another course as another's", async () => {
    const id = await apply('wrong.cohort@example.net');
    const res = await coordinator.post(admitPath(id), { cohort_id: cohort.frontline, note: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.notYourCohort);
    expect((await coordinator.post(admitPath(id), { cohort_id: 999_999, note: 'x' })).statusCode).toBe(403);
    await unchanged(id, 'wrong.cohort@example.net');
  });

  it('refuses bad input with the form’s messages', async () => {
    const id = await apply('bad.input@example.net');
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ cohort_id: cohort.fetp, note: '   ' }, M.noteRequired],
      [{ cohort_id: cohort.fetp }, M.noteRequired],
      [{ cohort_id: cohort.fetp, note: 'x'.repeat(1001) }, M.noteTooLong],
      [{ cohort_id: 'abc', note: 'fine' }, M.cohortRequired],
      [{ note: 'fine' }, M.cohortRequired],
    ];
    for (const [body, message] of cases) {
      const res = await coordinator.post(admitPath(id), body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await coordinator.post(admitPath('abc'), { cohort_id: cohort.fetp, note: 'x' })).statusCode).toBe(400);
    expect((await coordinator.post(rejectPath(id), { note: 'x'.repeat(1001) })).statusCode).toBe(400);
    await unchanged(id, 'bad.input@example.net');
  });

  it('refuses to decide an application twice', async () => {
    const id = await apply('twice@example.net');
    expect((await coordinator.post(rejectPath(id), { note: 'First.' })).statusCode).toBe(200);
    for (const res of [await coordinator.post(rejectPath(id), { note: 'Again.' }), await coordinator.post(admitPath(id), { cohort_id: cohort.fetp, note: 'Again.' })]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.alreadyDecided);
    }
    expect(await applicationRow(id)).toMatchObject({ status: 'rejected', decisionNote: 'First.' });
    expect(await accountOf('twice@example.net')).toBeUndefined();
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('refuses an account already enrolled in the cohort, keeping nothing', async () => {
    const existing = await createUser(ctx().db, [], { email: 'already.in@example.net' });
    await ctx().db.insert(enrolments).values({ userId: existing.id, cohortId: cohort.fetp });
    const id = await apply('already.in@example.net');
    const res = await coordinator.post(admitPath(id), { cohort_id: cohort.fetp, note: 'x' });
    expect(res.statusCode).toBe(409);
    expect(await applicationRow(id)).toMatchObject({ status: 'pending' });
    expect(await ctx().db.select().from(userRoles).where(eq(userRoles.userId, existing.id))).toHaveLength(0);
    expect((await accountOf('already.in@example.net'))!.phoneNumber).toBeNull();
  });

  it('keeps none of account, role, enrolment, decision, audit or invitation when the last step fails (one transaction)', async () => {
    const id = await apply('one.transaction@example.net');
    const failing: DecisionMail = {
      invite: async () => { throw new Error('the queue is down'); },
      send: async () => { throw new Error('the queue is down'); },
    };
    await expect(ctx().db.transaction((tx) => admitIn(tx, { id: coordinator.userId, administrator: false }, id, { cohort_id: cohort.fetp, note: 'x' }, failing, { publicUrl: '' })))
      .rejects.toThrow('the queue is down');
    await unchanged(id, 'one.transaction@example.net');
    const enrolled = await ctx().db.select({ n: sql<number>`count(*)::int` }).from(enrolments).innerJoin(users, eq(users.id, enrolments.userId))
      .where(sql`lower(${users.email}) = 'one.transaction@example.net'`);
    expect(enrolled[0]!.n).toBe(0);
    // The same admission through the call then succeeds.
    expect((await coordinator.post(admitPath(id), { cohort_id: cohort.fetp, note: 'x' })).statusCode).toBe(200);
  });
});
