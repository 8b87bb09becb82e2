import {
  EMAIL_PATTERN, LOGIN_EMAIL_LENGTH, PEOPLE_IMPORT_COLUMNS, PEOPLE_IMPORT_LIMITS as L, PEOPLE_IMPORT_MESSAGES as M, ROLE_NAMES, ROLES,
  type ImportCounts, type ImportProblem, type ImportRowPlan, type PeopleImportAnswer, type PeopleImportColumn, type RoleName,
} from '@fetp/contract';
import type { Services } from '../../services';
import { HttpError } from '../../plugins/errors';
import { UNUSABLE_PASSWORD } from '../../plugins/passwords';
import { isUniqueViolation, type Queryable } from '../../db/client';
import { recordAuditMany, type AuditEntry } from '../../db/audit';
import { assignCoordinatorMany, assignMentorMany, enrolMany, grantRoleMany, setSupervisorMany, type MentorAssignment } from '../../db/people';
import { answeringRefusals } from '../people';
import { queueInvitations } from '../password-reset';
import type { CsvRead } from './csv';
import {
  accountsByEmail, cohortsNamed, coordinationsOf, coursesNamed, enrolmentsOf, hubsNamed, insertAccounts, mentorSlotsOf, updateAccounts, type AccountRow,
} from './queries';

/**
 * People imported from a CSV file (issue 32). The file is read as it streams in (csv.ts); every row
 * is then checked against the database with a handful of set-based queries (however many rows), so
 * that a dry run lists every problem and what each row would do, and a real run, which checks again
 * inside its transaction, either writes everything through db/people.ts's bulk writers or nothing.
 */

const lower = (value: string) => value.trim().toLowerCase();
const fileProblem = (message: string): HttpError =>
  new HttpError(400, message, { file: [message] }, { problems: [{ row: 0, column: 'file', message }] satisfies ImportProblem[] });

type Cells = Record<PeopleImportColumn, string>;

interface Row {
  row: number;
  cells: Cells;
  /** The address, lower case ('' when bad). */
  key: string;
  roles: RoleName[];
}

/** The header row's columns, by position (null: a blank heading, its cells ignored). */
function headerColumns(cells: string[]): Array<PeopleImportColumn | null> {
  const seen = new Set<string>();
  const columns = cells.map((cell) => {
    const name = lower(cell).replace(/[\s-]+/g, '_');
    if (!name) return null;
    if (!(PEOPLE_IMPORT_COLUMNS as readonly string[]).includes(name)) throw fileProblem(M.unknownColumn);
    if (seen.has(name)) throw fileProblem(M.columnTwice);
    seen.add(name);
    return name as PeopleImportColumn;
  });
  if (!seen.has('email')) throw fileProblem(M.emailColumnMissing);
  return columns;
}

/** The file's people rows (empty rows skipped), or the file's one problem. */
function rowsOf(read: CsvRead | undefined): Array<{ row: number; cells: Cells }> {
  if (!read) throw fileProblem(M.fileRequired);
  if (!read.ok) throw fileProblem(read.message);
  const [header, ...records] = read.records;
  if (!header) throw fileProblem(M.empty);
  const columns = headerColumns(header.cells);
  if (read.tooMany) throw fileProblem(M.tooManyRows);
  const rows = records.filter((r) => r.cells.some((c) => c !== '')).map((r) => {
    const cells = Object.fromEntries(PEOPLE_IMPORT_COLUMNS.map((c) => [c, ''])) as Cells;
    columns.forEach((column, i) => {
      if (column) cells[column] = (r.cells[i] ?? '').trim();
    });
    return { row: r.row, cells };
  });
  if (!rows.length) throw fileProblem(M.noRows);
  return rows;
}

const isEmail = (value: string) => value.length >= LOGIN_EMAIL_LENGTH.min && value.length <= LOGIN_EMAIL_LENGTH.max && EMAIL_PATTERN.test(value);
const roleNamed = (name: string) => ROLE_NAMES.find((r) => lower(r) === lower(name));
const phoneOf = (value: string) => value.replace(/[\s().-]/g, '');
const displayNameOf = (first: string, last: string, email: string) => `${first} ${last}`.trim() || email.split('@')[0]!;

interface Plan {
  problems: ImportProblem[];
  rows: ImportRowPlan[];
  counts: ImportCounts;
  /** What a real run writes. */
  writes: {
    create: Array<{ email: string; firstName: string; lastName: string; phoneNumber: string | null; hubId: number | null }>;
    update: Array<{ before: AccountRow; id: number; firstName: string; lastName: string; displayName: string; phoneNumber: string | null; hubId: number | null }>;
    /** A Program Advisor granted with the row's hub is bound to it (only that hub's courses, 002 §6). */
    roles: Array<{ email: string; role: RoleName; hubIds?: number[] }>;
    enrol: Array<{ email: string; cohortId: number }>;
    coordinate: Array<{ email: string; courseId: number }>;
    mentors: Array<{ email: string; cohortId: number; mentorNumber: 1 | 2; mentorEmail: string }>;
    supervisors: Array<{ email: string; cohortId: number; mentorNumber: 1 | 2 }>;
  };
  accounts: Map<string, AccountRow>;
}

/** Checks every row against the database and plans what each does (reads only). */
async function planImport(db: Queryable, fileRows: Array<{ row: number; cells: Cells }>): Promise<Plan> {
  const problems: ImportProblem[] = [];
  const problem = (row: number, column: PeopleImportColumn, message: string) => problems.push({ row, column, message });

  // Each cell on its own.
  const firstRowOf = new Map<string, number>();
  const rows: Row[] = fileRows.map(({ row, cells }) => {
    let key = lower(cells.email);
    if (!isEmail(cells.email)) {
      problem(row, 'email', M.badEmail);
      key = '';
    } else if (firstRowOf.has(key)) {
      problem(row, 'email', M.duplicateInFile);
    } else firstRowOf.set(key, row);
    for (const column of ['first_name', 'last_name'] as const) if (cells[column].length > L.nameMax) problem(row, column, M.nameTooLong);
    if (cells.phone && !/^\d{10}$/.test(phoneOf(cells.phone))) problem(row, 'phone', M.badPhone);
    const roles: RoleName[] = [];
    for (const name of cells.role.split(/[;|]/).map((r) => r.trim()).filter(Boolean)) {
      const role = roleNamed(name);
      if (!role) problem(row, 'role', M.unknownRole);
      else if (!roles.includes(role)) roles.push(role);
    }
    for (const column of ['mentor_1', 'mentor_2'] as const) if (cells[column] && !isEmail(cells[column])) problem(row, column, M.badEmail);
    if (cells.supervisor && cells.supervisor !== '1' && cells.supervisor !== '2') problem(row, 'supervisor', M.badSupervisor);
    return { row, cells, key, roles };
  });
  // The first row of each address is the person's; a later one is a problem already.
  const rowOf = new Map<string, Row>();
  for (const r of rows) if (r.key && firstRowOf.get(r.key) === r.row) rowOf.set(r.key, r);

  // The database, in a few queries.
  const emails = [...new Set(rows.flatMap((r) => [r.key, lower(r.cells.mentor_1), lower(r.cells.mentor_2)]).filter(Boolean))];
  const names = (column: PeopleImportColumn) => [...new Set(rows.map((r) => lower(r.cells[column])).filter(Boolean))];
  // One after another: inside a transaction the queries share one connection.
  const found = await accountsByEmail(db, emails);
  const hubList = await hubsNamed(db, names('hub'));
  const courseList = await coursesNamed(db, names('course'));
  const cohortList = await cohortsNamed(db, names('cohort'));
  const accounts = new Map(found.map((a) => [a.email, a]));
  const hubByName = new Map(hubList.map((h) => [lower(h.name), h]));
  const courseByKey = new Map(courseList.map((c) => [lower(c.key), c]));
  const coursesByTitle = new Map<string, typeof courseList>();
  for (const c of courseList) coursesByTitle.set(lower(c.title), [...(coursesByTitle.get(lower(c.title)) ?? []), c]);
  const cohortsByName = new Map<string, typeof cohortList>();
  for (const c of cohortList) cohortsByName.set(lower(c.name), [...(cohortsByName.get(lower(c.name)) ?? []), c]);
  const userIds = found.map((a) => a.id);
  const courseIds = [...new Set([...courseList.map((c) => c.id), ...cohortList.map((c) => c.courseId)])];
  const enrolled = await enrolmentsOf(db, userIds, courseIds);
  const slots = await mentorSlotsOf(db, userIds, cohortList.map((c) => c.id));
  const coordinations = await coordinationsOf(db, userIds);
  const enrolmentsByUser = new Map<number, typeof enrolled>();
  for (const e of enrolled) enrolmentsByUser.set(e.userId, [...(enrolmentsByUser.get(e.userId) ?? []), e]);
  const slotsOf = (menteeId: number, cohortId: number) => slots.filter((s) => s.menteeId === menteeId && s.cohortId === cohortId);
  const coordinated = new Set(coordinations.map((c) => `${c.userId}:${c.courseId}`));

  const writes: Plan['writes'] = { create: [], update: [], roles: [], enrol: [], coordinate: [], mentors: [], supervisors: [] };
  const plans: ImportRowPlan[] = [];
  const counts: ImportCounts = { rows: rows.length, new_accounts: 0, updated_accounts: 0, roles: 0, enrolments: 0, coordinators: 0, mentor_assignments: 0, invitations: 0 };

  for (const r of rows) {
    if (!r.key || rowOf.get(r.key) !== r) continue;
    const { cells, row } = r;
    const account = accounts.get(r.key);
    if (account && !account.isActive) problem(row, 'email', M.accountInactive);

    // Hub, course, cohort.
    const hub = cells.hub ? hubByName.get(lower(cells.hub)) : undefined;
    if (cells.hub && !hub) problem(row, 'hub', M.unknownHub);
    let course: { id: number; title: string; hubId?: number } | undefined;
    if (cells.course) {
      const byKey = courseByKey.get(lower(cells.course));
      const byTitle = coursesByTitle.get(lower(cells.course)) ?? [];
      const candidates = byKey ? [byKey] : hub ? byTitle.filter((c) => c.hubId === hub.id) : byTitle;
      if (candidates.length === 1) course = candidates[0];
      if (!byKey && !byTitle.length) problem(row, 'course', M.unknownCourse);
      else if (hub && !candidates.some((c) => c.hubId === hub.id)) problem(row, 'course', M.courseNotOfHub);
      else if (candidates.length > 1) problem(row, 'course', M.ambiguousCourse);
    }
    let cohort: { id: number; name: string; courseId: number; courseTitle: string } | undefined;
    if (cells.cohort && (course || !cells.course)) {
      const candidates = cohortsByName.get(lower(cells.cohort)) ?? [];
      const inCourse = course ? candidates.filter((c) => c.courseId === course.id) : candidates;
      if (!candidates.length) problem(row, 'cohort', M.unknownCohort);
      else if (!inCourse.length) problem(row, 'cohort', M.cohortNotOfCourse);
      else if (inCourse.length > 1) problem(row, 'cohort', M.ambiguousCohort);
      else cohort = inCourse[0];
    }
    const coordinates = r.roles.includes(ROLES.coordinator) ? course : undefined;
    if (cells.course && !cells.cohort && !r.roles.includes(ROLES.coordinator)) problem(row, 'cohort', M.cohortRequired);

    // The enrolment.
    let enrol = Boolean(cohort);
    if (cohort && account) {
      const mine = (enrolmentsByUser.get(account.id) ?? []).filter((e) => e.courseId === cohort.courseId);
      if (mine.some((e) => e.cohortId === cohort.id)) enrol = false;
      else if (mine.length) problem(row, 'cohort', M.otherCohortOfCourse);
    }

    // The mentors; `filled`: the slots that hold the row's mentor after the import.
    const mentors: ImportRowPlan['mentors'] = [];
    const filled = new Set<1 | 2>();
    for (const [n, column] of [[1, 'mentor_1'], [2, 'mentor_2']] as const) {
      const mentorKey = lower(cells[column]);
      if (!mentorKey || !isEmail(cells[column])) continue;
      if (!cells.cohort) {
        problem(row, column, M.mentorWithoutCohort);
        continue;
      }
      if (mentorKey === r.key) {
        problem(row, column, M.ownMentor);
        continue;
      }
      if (n === 2 && mentorKey === lower(cells.mentor_1)) {
        problem(row, column, M.sameMentorTwice);
        continue;
      }
      const mentorAccount = accounts.get(mentorKey);
      const mentorRow = rowOf.get(mentorKey);
      if (!mentorAccount && !mentorRow) {
        problem(row, column, M.mentorNotFound);
        continue;
      }
      if (!mentorAccount?.roles.includes(lower(ROLES.mentor)) && !mentorRow?.roles.includes(ROLES.mentor)) {
        problem(row, column, M.notMentor);
        continue;
      }
      if (mentorAccount && !mentorAccount.isActive) {
        problem(row, column, M.mentorInactive);
        continue;
      }
      if (!cohort) continue;
      if (account) {
        const current = slotsOf(account.id, cohort.id);
        const inSlot = current.find((s) => s.mentorNumber === n);
        if (inSlot && inSlot.mentorId === mentorAccount?.id) {
          filled.add(n);
          continue;
        }
        if (inSlot) {
          problem(row, column, M.slotTaken);
          continue;
        }
        if (mentorAccount && current.some((s) => s.mentorId === mentorAccount.id)) {
          problem(row, column, M.mentorElsewhere);
          continue;
        }
      }
      mentors.push({ mentor_number: n, email: mentorKey });
      filled.add(n);
    }
    const supervisor = cells.supervisor === '1' ? 1 : cells.supervisor === '2' ? 2 : null;
    // A supervisor is one of the row's own mentors (a problem of that mentor's cell is reported there).
    if (supervisor && !cells[supervisor === 1 ? 'mentor_1' : 'mentor_2']) problem(row, 'supervisor', M.supervisorWithoutMentor);

    // The account and its roles.
    const hubId = hub?.id ?? account?.hubId ?? null;
    const firstName = cells.first_name || account?.firstName || '';
    const lastName = cells.last_name || account?.lastName || '';
    const phoneNumber = cells.phone ? phoneOf(cells.phone) : account?.phoneNumber ?? null;
    const held = new Set(account?.roles ?? []);
    const wanted = [...r.roles, ...(enrol && !r.roles.includes(ROLES.mentee) ? [ROLES.mentee] : [])];
    const roles = wanted.filter((role) => !held.has(lower(role)));
    let state: ImportRowPlan['account'] = 'new';
    if (account) {
      const changed = firstName !== account.firstName || lastName !== account.lastName || phoneNumber !== account.phoneNumber || hubId !== account.hubId;
      state = changed ? 'updated' : 'unchanged';
      if (changed) writes.update.push({ before: account, id: account.id, firstName, lastName, displayName: displayNameOf(firstName, lastName, cells.email), phoneNumber, hubId });
    } else {
      writes.create.push({ email: cells.email.trim(), firstName, lastName, phoneNumber, hubId });
    }
    const coordinate = coordinates && !(account && coordinated.has(`${account.id}:${coordinates.id}`)) ? coordinates : undefined;
    for (const role of roles) writes.roles.push({ email: r.key, role, ...(role === ROLES.advisor && hub ? { hubIds: [hub.id] } : {}) });
    if (enrol && cohort) writes.enrol.push({ email: r.key, cohortId: cohort.id });
    if (coordinate) writes.coordinate.push({ email: r.key, courseId: coordinate.id });
    if (cohort) for (const m of mentors) writes.mentors.push({ email: r.key, cohortId: cohort.id, mentorNumber: m.mentor_number, mentorEmail: m.email });
    const supervises = cohort && supervisor && filled.has(supervisor) ? supervisor : null;
    if (cohort && supervises) writes.supervisors.push({ email: r.key, cohortId: cohort.id, mentorNumber: supervises });
    plans.push({
      row, email: cells.email.trim(), account: state, roles,
      enrolment: enrol && cohort ? { course: cohort.courseTitle, cohort: cohort.name } : null,
      coordinates: coordinate?.title ?? null, mentors: cohort ? mentors : [], supervisor: supervises,
    });
  }
  counts.new_accounts = writes.create.length;
  counts.invitations = writes.create.length;
  counts.updated_accounts = writes.update.length;
  counts.roles = writes.roles.length;
  counts.enrolments = writes.enrol.length;
  counts.coordinators = writes.coordinate.length;
  counts.mentor_assignments = writes.mentors.length;
  problems.sort((a, b) => a.row - b.row || PEOPLE_IMPORT_COLUMNS.indexOf(a.column as PeopleImportColumn) - PEOPLE_IMPORT_COLUMNS.indexOf(b.column as PeopleImportColumn));
  return { problems, rows: plans, counts, writes, accounts };
}

/** Writes a checked plan in the caller's transaction: accounts, roles, enrolments, coordinators, mentors, invitations, audit. */
async function writePlan(services: Services, tx: Queryable, actorId: number, plan: Plan): Promise<void> {
  const { writes } = plan;
  const made = await insertAccounts(tx, writes.create.map((c) => ({
    email: c.email, passwordHash: UNUSABLE_PASSWORD, firstName: c.firstName, lastName: c.lastName,
    displayName: displayNameOf(c.firstName, c.lastName, c.email), phoneNumber: c.phoneNumber, hubId: c.hubId,
  })));
  await updateAccounts(tx, writes.update);
  const idOf = (email: string) => plan.accounts.get(email)?.id ?? made.get(email)!;
  const audit: AuditEntry[] = [
    ...writes.create.map((c): AuditEntry => ({
      actorId, action: 'user.create', entity: 'user', entityId: idOf(lower(c.email)),
      after: { email: c.email, firstName: c.firstName, lastName: c.lastName, phoneNumber: c.phoneNumber, hubId: c.hubId, source: 'import' },
    })),
    ...writes.update.map((u): AuditEntry => ({
      actorId, action: 'user.update', entity: 'user', entityId: u.id,
      before: { firstName: u.before.firstName, lastName: u.before.lastName, phoneNumber: u.before.phoneNumber, hubId: u.before.hubId },
      after: { firstName: u.firstName, lastName: u.lastName, phoneNumber: u.phoneNumber, hubId: u.hubId, source: 'import' },
    })),
  ];
  await recordAuditMany(tx, audit);
  await grantRoleMany(tx, actorId, writes.roles.map((r) => ({ userId: idOf(r.email), role: r.role, hubIds: r.hubIds })));
  await enrolMany(tx, actorId, writes.enrol.map((e) => ({ userId: idOf(e.email), cohortId: e.cohortId })));
  await assignCoordinatorMany(tx, actorId, writes.coordinate.map((c) => ({ userId: idOf(c.email), courseId: c.courseId })));
  await assignMentorMany(tx, actorId, writes.mentors.map((m): MentorAssignment => ({
    menteeId: idOf(m.email), cohortId: m.cohortId, mentorNumber: m.mentorNumber, mentorId: idOf(m.mentorEmail), isSupervisor: false,
  })));
  await setSupervisorMany(tx, actorId, writes.supervisors.map((s) => ({ menteeId: idOf(s.email), cohortId: s.cohortId, mentorNumber: s.mentorNumber })));
  await queueInvitations(services, tx, [...made.values()]);
}

/**
 * A dry run (every problem and what each row would do; nothing written) or a real run (checked
 * again in its transaction; any problem: 400 with them all and nothing written).
 */
export async function importPeople(services: Services, actorId: number, read: CsvRead | undefined, dryRun: boolean): Promise<PeopleImportAnswer> {
  const fileRows = rowsOf(read);
  if (dryRun) {
    const plan = await planImport(services.db, fileRows);
    return { message: M.dryRunDone, dry_run: true, counts: plan.counts, problems: plan.problems, rows: plan.rows };
  }
  const counts = await services.db.transaction(async (tx) => {
    const plan = await planImport(tx, fileRows);
    if (plan.problems.length) throw new HttpError(400, M.problemsFound, undefined, { problems: plan.problems });
    await writePlan(services, tx, actorId, plan);
    return plan.counts;
  }).catch((error: unknown) => {
    // An account made meanwhile with one of the file's addresses: the file is to be checked again.
    if (isUniqueViolation(error)) throw new HttpError(409, M.problemsFound, undefined, { problems: [] });
    // A standing changed meanwhile so that db/people.ts refuses a write: its own 4xx.
    return answeringRefusals(error);
  });
  return { message: M.imported, dry_run: false, counts, problems: [], rows: [] };
}
