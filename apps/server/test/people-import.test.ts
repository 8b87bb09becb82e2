import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PEOPLE_IMPORT_API as API, PEOPLE_IMPORT_MESSAGES as M, ROLES, type ImportProblem, type RoleName } from '@fetp/contract';
import { advisorHubs, auditLog, cohorts, courseCoordinators, enrolments, jobs, mentorAssignments, userRoles, users } from '../src/db/schema';
import { UNUSABLE_PASSWORD } from '../src/plugins/passwords';
import { createCohort, createCourse, createHub, createMentee, createUser } from './factories';
import { sessionOf, useTestContext, type TestContext } from './helpers';

/** People imported from CSV (issue 32): dry run, real run all or nothing, the file checked by content, administrators only. */
const ctx = useTestContext();

const HEADER = 'email,first_name,last_name,phone,role,hub,course,cohort,mentor_1,mentor_2';
/** The tests share one database: each test's programme has its own names, and its file's `@x.test` addresses its own domain. */
let seq = 0;
let names: Array<[string, string]> = [];
const csvWith = (header: string, lines: string[]) => Buffer.from(`${[header, ...lines.map((l) => names.reduce((line, [from, to]) => line.split(from).join(to), l))].join('\r\n')}\r\n`);
const csv = (...lines: string[]) => csvWith(HEADER, lines);
const ex = (local: string) => names.reduce((line, [from, to]) => line.split(from).join(to), `${local}@x.test`);
const file = (data: Buffer, name = 'people.csv') => ({ file: { name, type: 'text/csv', data } });

async function as(c: TestContext, roles: RoleName[]) {
  const user = await createUser(c.db, roles);
  return sessionOf(c, user.email);
}

/** A hub, a course with two cohorts, and an existing mentor. */
async function programme(c: TestContext) {
  const k = ++seq;
  names = [['@x.test', `@t${k}.test`], ['Nigeria FELTP', `Nigeria FELTP ${k}`], ['course-v1:NG+ADV+2027', `course-v1:NG+ADV+${k}`], ['Advanced FETP 2027', `Advanced FETP ${k}`],
    ['Cohort 12', `Cohort 12-${k}`], ['Cohort 13', `Cohort 13-${k}`], ['Frontline A', `Frontline A${k}`]];
  const hub = await createHub(c.db, { name: `Nigeria FELTP ${k}` });
  const course = await createCourse(c.db, { hubId: hub.id, courseKey: `course-v1:NG+ADV+${k}`, title: `Advanced FETP ${k}` });
  const cohort = await createCohort(c.db, { courseId: course.id, name: `Cohort 12-${k}` });
  const other = await createCohort(c.db, { courseId: course.id, name: `Cohort 13-${k}` });
  const mentor = await createUser(c.db, [ROLES.mentor], { email: `dr.okafor@t${k}.test` });
  return { hub, course, cohort, other, mentor };
}

const counts = async (c: TestContext) => {
  const [row] = await c.db.execute(sql`select (select count(*)::int from users) as users, (select count(*)::int from enrolments) as enrolments,
    (select count(*)::int from mentor_assignments) as mentors, (select count(*)::int from user_roles) as roles, (select count(*)::int from audit_log) as audit,
    (select count(*)::int from jobs where kind = 'invitation') as invitations`).then((r) => (r as unknown as { rows: unknown[] }).rows ?? r);
  return row;
};

describe('people import', () => {
  it('a dry run lists every row’s problems and what each row would do, and writes nothing', async () => {
    const c = ctx();
    const p = await programme(c);
    const foreign = await createCourse(c.db, { title: `Frontline ${seq}` });
    await createCohort(c.db, { courseId: foreign.id, name: `Frontline A${seq}` });
    const admin = await as(c, [ROLES.administrator]);
    const before = await counts(c);
    const res = await admin.multipart(API.importPeople.path, { dry_run: 'true' }, file(csv(
      'amina@x.test,Amina,Bello,0801234567,Mentee,Nigeria FELTP,course-v1:NG+ADV+2027,Cohort 12,dr.okafor@x.test,new.mentor@x.test',
      'new.mentor@x.test,Ngozi,Eze,,Mentor,,,,,',
      'not-an-email,A,B,,,,,,,',
      'AMINA@x.test,Again,,,,,,,,',
      'kofi@x.test,Kofi,,12,Wizard,Atlantis,,,,',
      'sara@x.test,Sara,,,,,course-v1:NG+ADV+2027,Frontline A,,',
      'yusuf@x.test,Yusuf,,,,,Advanced FETP 2027,Cohort 12,nobody@x.test,amina@x.test',
      'lee@x.test,Lee,,,,,,,dr.okafor@x.test,',
      ',,,,,,,,,',
      'musa@x.test,Musa,,,,,No such course,Cohort 12,,',
    )));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.message).toBe(M.dryRunDone);
    expect(answer.dry_run).toBe(true);
    expect(answer.problems as ImportProblem[]).toEqual([
      { row: 4, column: 'email', message: M.badEmail },
      { row: 5, column: 'email', message: M.duplicateInFile },
      { row: 6, column: 'phone', message: M.badPhone },
      { row: 6, column: 'role', message: M.unknownRole },
      { row: 6, column: 'hub', message: M.unknownHub },
      { row: 7, column: 'cohort', message: M.cohortNotOfCourse },
      { row: 8, column: 'mentor_1', message: M.mentorNotFound },
      { row: 8, column: 'mentor_2', message: M.notMentor },
      { row: 9, column: 'mentor_1', message: M.mentorWithoutCohort },
      { row: 11, column: 'course', message: M.unknownCourse },
    ]);
    const amina = answer.rows.find((r: { email: string }) => r.email === ex('amina'));
    expect(amina).toEqual({
      row: 2, email: ex('amina'), account: 'new', roles: [ROLES.mentee], enrolment: { course: p.course.title, cohort: p.cohort.name }, coordinates: null,
      mentors: [{ mentor_number: 1, email: ex('dr.okafor') }, { mentor_number: 2, email: ex('new.mentor') }], supervisor: null,
    });
    expect(answer.counts).toMatchObject({ rows: 9 });
    expect(await counts(c)).toEqual(before);
  });

  it('a real run with one bad row writes nothing and answers every problem', async () => {
    const c = ctx();
    await programme(c);
    const admin = await as(c, [ROLES.administrator]);
    const before = await counts(c);
    const res = await admin.multipart(API.importPeople.path, { dry_run: 'false' }, file(csv(
      'amina@x.test,Amina,Bello,,,,course-v1:NG+ADV+2027,Cohort 12,dr.okafor@x.test,',
      'bad@x.test,Bad,,,,,course-v1:NG+ADV+2027,Cohort 99,,',
    )));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: M.problemsFound, problems: [{ row: 3, column: 'cohort', message: M.unknownCohort }] });
    expect(await counts(c)).toEqual(before);
  });

  it('a good file makes accounts, roles, enrolments, coordinators and mentors, queues one invitation per new account, and audits each', async () => {
    const c = ctx();
    const p = await programme(c);
    const existing = await createMentee(c.db, p.cohort.id);
    await c.db.update(users).set({ phoneNumber: null }).where(eq(users.id, existing.id));
    const admin = await as(c, [ROLES.administrator]);
    const res = await admin.multipart(API.importPeople.path, { dry_run: 'false' }, file(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csv(
      'amina@x.test,Amina,Bello,0801 234 567,,Nigeria FELTP,course-v1:NG+ADV+2027,Cohort 12,dr.okafor@x.test,new.mentor@x.test',
      'new.mentor@x.test,Ngozi,Eze,,Mentor,,,,,',
      'coord@x.test,Chidi,Obi,,Course Coordinator,,Advanced FETP 2027,,,',
      `${existing.email.toUpperCase()},,,0809999999,,,,Cohort 12,dr.okafor@x.test,`,
    )])));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.imported, dry_run: false, problems: [],
      counts: { rows: 4, new_accounts: 3, updated_accounts: 1, roles: 3, enrolments: 1, coordinators: 1, mentor_assignments: 3, invitations: 3 },
    });
    const made = await c.db.select().from(users).where(inArray(users.email, [ex('amina'), ex('new.mentor'), ex('coord')]));
    expect(made).toHaveLength(3);
    expect(made.every((u) => u.passwordHash === UNUSABLE_PASSWORD)).toBe(true);
    const amina = made.find((u) => u.email === ex('amina'))!;
    expect(amina).toMatchObject({ firstName: 'Amina', lastName: 'Bello', displayName: 'Amina Bello', phoneNumber: '0801234567', hubId: p.hub.id });
    expect(await c.db.select({ cohortId: enrolments.cohortId }).from(enrolments).where(eq(enrolments.userId, amina.id))).toEqual([{ cohortId: p.cohort.id }]);
    const mentorOf = async (menteeId: number) => c.db.select({ n: mentorAssignments.mentorNumber, id: mentorAssignments.mentorId }).from(mentorAssignments)
      .where(and(eq(mentorAssignments.menteeId, menteeId), eq(mentorAssignments.cohortId, p.cohort.id))).orderBy(mentorAssignments.mentorNumber);
    const newMentor = made.find((u) => u.email === ex('new.mentor'))!;
    expect(await mentorOf(amina.id)).toEqual([{ n: 1, id: p.mentor.id }, { n: 2, id: newMentor.id }]);
    expect(await mentorOf(existing.id)).toEqual([{ n: 1, id: p.mentor.id }]);
    const coord = made.find((u) => u.email === ex('coord'))!;
    expect(await c.db.select({ courseId: courseCoordinators.courseId }).from(courseCoordinators).where(eq(courseCoordinators.userId, coord.id))).toEqual([{ courseId: p.course.id }]);
    const roles = await c.db.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles).where(inArray(userRoles.userId, made.map((u) => u.id)));
    expect(roles).toEqual(expect.arrayContaining([
      { userId: amina.id, role: ROLES.mentee }, { userId: newMentor.id, role: ROLES.mentor }, { userId: coord.id, role: ROLES.coordinator },
    ]));
    expect(roles).toHaveLength(3);
    const [updated] = await c.db.select().from(users).where(eq(users.id, existing.id));
    expect(updated!.phoneNumber).toBe('0809999999');
    // Invitations: one job per new account, none for the existing one.
    const invitations = await c.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'invitation'));
    expect(invitations.map((j) => (j.payload as { userId: number }).userId).sort()).toEqual(made.map((u) => u.id).sort());
    // Audit: the accounts, the roles, the enrolment, the coordinator, the mentors.
    const audit = await c.db.select({ action: auditLog.action, entityId: auditLog.entityId, actorId: auditLog.actorId }).from(auditLog).where(eq(auditLog.actorId, admin.userId));
    const actions = audit.map((a) => a.action);
    expect(actions.filter((a) => a === 'user.create')).toHaveLength(3);
    expect(actions.filter((a) => a === 'user.update')).toHaveLength(1);
    expect(actions.filter((a) => a === 'role.grant')).toHaveLength(3);
    expect(actions.filter((a) => a === 'enrolment.create')).toHaveLength(1);
    expect(actions.filter((a) => a === 'coordinator.assign')).toHaveLength(1);
    expect(actions.filter((a) => a === 'mentor.assign')).toHaveLength(3);

    // The same file again: nothing new to do.
    const again = await admin.multipart(API.importPeople.path, { dry_run: 'true' }, file(csv(
      'amina@x.test,Amina,Bello,0801 234 567,,Nigeria FELTP,course-v1:NG+ADV+2027,Cohort 12,dr.okafor@x.test,new.mentor@x.test',
    )));
    expect(again.json().counts).toMatchObject({ new_accounts: 0, updated_accounts: 0, roles: 0, enrolments: 0, mentor_assignments: 0 });
    // Moved elsewhere in the same course: refused.
    const moved = await admin.multipart(API.importPeople.path, { dry_run: 'true' }, file(csv('amina@x.test,,,,,,,Cohort 13,,')));
    expect(moved.json().problems).toEqual([{ row: 2, column: 'cohort', message: M.otherCohortOfCourse }]);
    expect((await c.db.select().from(cohorts)).length).toBeGreaterThan(0);
  });

  it('the supervisor column makes mentor 1 or 2 of the row the supervisor, the other slot no longer it; a bad value or a missing mentor is a problem', async () => {
    const c = ctx();
    const p = await programme(c);
    const existing = await createMentee(c.db, p.cohort.id);
    await c.db.insert(mentorAssignments).values({ menteeId: existing.id, mentorId: p.mentor.id, cohortId: p.cohort.id, mentorNumber: 1, isSupervisor: true });
    const admin = await as(c, [ROLES.administrator]);
    const header = `${HEADER},supervisor`;
    const dry = await admin.multipart(API.importPeople.path, { dry_run: 'true' }, file(csvWith(header, [
      'amina@x.test,Amina,Bello,,,,course-v1:NG+ADV+2027,Cohort 12,dr.okafor@x.test,new.mentor@x.test,2',
      'new.mentor@x.test,Ngozi,Eze,,Mentor,,,,,,',
      `${existing.email},,,,,,,Cohort 12,dr.okafor@x.test,new.mentor@x.test,2`,
      'three@x.test,Tobi,,,,,,Cohort 12,dr.okafor@x.test,,3',
      'lone@x.test,Lola,,,,,,Cohort 12,dr.okafor@x.test,,2',
    ])));
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().problems).toEqual([
      { row: 5, column: 'supervisor', message: M.badSupervisor },
      { row: 6, column: 'supervisor', message: M.supervisorWithoutMentor },
    ]);
    expect(dry.json().rows.find((r: { email: string }) => r.email === ex('amina')).supervisor).toBe(2);

    const res = await admin.multipart(API.importPeople.path, { dry_run: 'false' }, file(csvWith(header, [
      'amina@x.test,Amina,Bello,,,,course-v1:NG+ADV+2027,Cohort 12,dr.okafor@x.test,new.mentor@x.test,2',
      'new.mentor@x.test,Ngozi,Eze,,Mentor,,,,,,',
      `${existing.email},,,,,,,Cohort 12,dr.okafor@x.test,new.mentor@x.test,2`,
    ])));
    expect(res.statusCode, res.body).toBe(200);
    const slots = async (email: string) => c.db.select({ n: mentorAssignments.mentorNumber, supervisor: mentorAssignments.isSupervisor }).from(mentorAssignments)
      .innerJoin(users, eq(users.id, mentorAssignments.menteeId))
      .where(and(eq(users.email, email), eq(mentorAssignments.cohortId, p.cohort.id))).orderBy(mentorAssignments.mentorNumber);
    expect(await slots(ex('amina'))).toEqual([{ n: 1, supervisor: false }, { n: 2, supervisor: true }]);
    // Mentor 1 was the existing officer's supervisor: mentor 2 is now, and only mentor 2.
    expect(await slots(existing.email)).toEqual([{ n: 1, supervisor: false }, { n: 2, supervisor: true }]);
    const audit = await c.db.select({ entityId: auditLog.entityId }).from(auditLog).where(and(eq(auditLog.actorId, admin.userId), eq(auditLog.action, 'mentor.supervisor')));
    expect(audit).toHaveLength(2);
  });

  it('a Program Advisor row with a hub is bound to that hub (its courses only); without one, to the whole programme', async () => {
    const c = ctx();
    const p = await programme(c);
    const admin = await as(c, [ROLES.administrator]);
    const res = await admin.multipart(API.importPeople.path, { dry_run: 'false' }, file(csv(
      'bound.advisor@x.test,Halima,Musa,,Program Advisor,Nigeria FELTP,,,,',
      'national.advisor@x.test,Emeka,Nwosu,,Program Advisor,,,,,',
    )));
    expect(res.statusCode, res.body).toBe(200);
    const [bound] = await c.db.select().from(users).where(eq(users.email, ex('bound.advisor')));
    const [national] = await c.db.select().from(users).where(eq(users.email, ex('national.advisor')));
    expect(await c.db.select({ hubId: advisorHubs.hubId }).from(advisorHubs).where(eq(advisorHubs.userId, bound!.id))).toEqual([{ hubId: p.hub.id }]);
    expect(await c.db.select().from(advisorHubs).where(eq(advisorHubs.userId, national!.id))).toEqual([]);
    const [grant] = await c.db.select({ after: auditLog.after }).from(auditLog).where(and(eq(auditLog.action, 'role.grant'), eq(auditLog.entityId, String(bound!.id))));
    expect(grant!.after).toEqual({ role: ROLES.advisor, hubIds: [p.hub.id] });
  });

  it('refuses a file by its content: binary, not UTF-8, too large, without an email column, missing, with no rows', async () => {
    const c = ctx();
    const admin = await as(c, [ROLES.administrator]);
    const before = await counts(c);
    const cases: Array<[Record<string, { name: string; type: string; data: Buffer }>, string]> = [
      [file(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0x08, 0]), 'people.csv'), M.notText],
      [file(Buffer.concat([Buffer.from('email,first_name\r\nz@x.test,'), Buffer.from([0xe9, 0x74, 0xe9]), Buffer.from('\r\n')])), M.notUtf8],
      [file(Buffer.alloc(5 * 1024 * 1024 + 10, 0x61)), M.fileTooLarge],
      [file(Buffer.from('first_name,phone\r\nA,1\r\n')), M.emailColumnMissing],
      [file(Buffer.from('email,shoe_size\r\na@x.test,44\r\n')), M.unknownColumn],
      [file(Buffer.from('email,"first_name\r\na@x.test,Unclosed\r\n')), M.unreadable],
      [file(Buffer.from(`${HEADER}\r\n`)), M.noRows],
      [file(Buffer.from('')), M.empty],
      [{}, M.fileRequired],
    ];
    for (const [files, message] of cases) {
      const res = await admin.multipart(API.importPeople.path, { dry_run: 'true' }, files);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message, message).toBe(message);
    }
    const noFlag = await admin.multipart(API.importPeople.path, {}, file(csv('a@x.test,,,,,,,,,')));
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.json().message).toBe(M.badDryRun);
    expect(await counts(c)).toEqual(before);
  });

  it('refuses everyone but an administrator (403), and a caller without a token (401)', async () => {
    const c = ctx();
    await programme(c);
    const before = await counts(c);
    for (const role of [ROLES.coordinator, ROLES.advisor, ROLES.mentor, ROLES.mentee]) {
      const caller = await as(c, [role]);
      for (const dry_run of ['true', 'false']) {
        const res = await caller.multipart(API.importPeople.path, { dry_run }, file(csv('x@x.test,X,,,,,course-v1:NG+ADV+2027,Cohort 12,,')));
        expect(res.statusCode, role).toBe(403);
      }
    }
    const anonymous = await c.app.inject({ method: 'POST', url: API.importPeople.path, headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' });
    expect([401, 403]).toContain(anonymous.statusCode);
    const after = await counts(c);
    expect((after as { users: number }).users).toBe((before as { users: number }).users + 4);
    expect((after as { enrolments: number }).enrolments).toBe((before as { enrolments: number }).enrolments);
  });
});
