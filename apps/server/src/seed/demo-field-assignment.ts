import { sql } from 'drizzle-orm';
import { PROJECT_FLAGS, PROJECT_TYPE_FIELDS, PROJECT_TYPES, ROLES, YES_NO, type ProjectFlag, type ProjectType } from '@fetp/contract';
import { rowsOf, type Queryable } from '../db/client';
import {
  fieldAssignmentInvestigators, fieldAssignmentProjects, graduationChanges, users,
} from '../db/schema';
import { ensureProjectForm } from '../features/field-assignment';
import { assignMentorMany, enrolMany, grantRoleMany, setGraduated } from '../db/people';
import { workingDaysAgo, workingTime } from './demo-time';

/**
 * The frontline course's field assignment (002 §2.7): more officers for its cohort (district
 * surveillance officers, most from Kerala where the course's hub is), their projects — FIELD
 * Assignment 1 data quality audits, database analyses and surveillance reports, FIELD Assignment 2
 * case and outbreak investigations, expanded summary reports and problem analyses — across
 * districts and diseases, dated around today and added by the course's coordinator, and a few
 * officers already graduated (each change kept in graduation_changes).
 */

const DAY = 86_400_000;
const isoDay = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

interface FrontlineOfficer {
  first: string;
  last: string;
  gender: 'male' | 'female';
  state: string;
  district: string;
}

/** The cohort's further officers (the four demo accounts mentee9–12 are in it already). */
const OFFICERS: readonly FrontlineOfficer[] = [
  { first: 'Sreeja', last: 'Nambiar', gender: 'female', state: 'Kerala', district: 'Kozhikode' },
  { first: 'Joseph', last: 'Varghese', gender: 'male', state: 'Kerala', district: 'Ernakulam' },
  { first: 'Fathima', last: 'Beevi', gender: 'female', state: 'Kerala', district: 'Malappuram' },
  { first: 'Ajith', last: 'Kumar', gender: 'male', state: 'Kerala', district: 'Thiruvananthapuram' },
  { first: 'Reshma', last: 'Pillai', gender: 'female', state: 'Kerala', district: 'Thrissur' },
  { first: 'Karthik', last: 'Subramanian', gender: 'male', state: 'Tamil Nadu', district: 'Coimbatore' },
  { first: 'Lalitha', last: 'Gowda', gender: 'female', state: 'Karnataka', district: 'Udupi' },
  { first: 'Biju', last: 'Thomas', gender: 'male', state: 'Kerala', district: 'Kozhikode' },
];

const email = (o: FrontlineOfficer) => `${o.first}.${o.last}@frontline.fetp-demo.org`.toLowerCase();

interface DemoProject {
  type: ProjectType;
  title: string;
  state: string;
  district: string;
  disease: string;
  otherDisease?: string;
  /** Days from today: the project's dates, and when it was added (and last changed). */
  from: number;
  to: number;
  created: number;
  modified?: number;
  oneHealth: boolean;
  /**
   * The type's flags answered Yes (the rest No): FA1 data quality audit, database analysis,
   * surveillance report; FA2 case investigation, outbreak investigation, expanded summary report,
   * problem analysis (the finished projects have their reports, the ongoing ones fewer).
   */
  yes: ProjectFlag[];
  /** Indexes into the cohort's officers (the demo accounts first, then OFFICERS). */
  investigators: number[];
  mentor: number;
}

const { fa1, fa2 } = PROJECT_TYPES;
const PROJECTS: readonly DemoProject[] = [
  { type: fa1, title: 'Data quality audit of IDSP weekly P-form reporting, Kozhikode', state: 'Kerala', district: 'Kozhikode', disease: 'measles',
    from: -75, to: -20, created: -78, modified: -18, oneHealth: false, yes: ['dataQualityAudit', 'surveillanceReport'], investigators: [4, 11], mentor: 0 },
  { type: fa1, title: 'Completeness and timeliness of dengue line lists in Ernakulam', state: 'Kerala', district: 'Ernakulam', disease: 'dengue',
    from: -60, to: -5, created: -62, oneHealth: false, yes: ['dataQualityAudit', 'databaseAnalysis', 'surveillanceReport'], investigators: [5], mentor: 1 },
  { type: fa1, title: 'Analysis of five years of leptospirosis surveillance data, Thrissur', state: 'Kerala', district: 'Thrissur', disease: 'leptospirosis',
    from: -40, to: 20, created: -41, modified: -3, oneHealth: true, yes: ['databaseAnalysis', 'surveillanceReport'], investigators: [8, 6], mentor: 2 },
  { type: fa1, title: 'Cholera line-list audit of district laboratories, Malappuram', state: 'Kerala', district: 'Malappuram', disease: 'cholera',
    from: -21, to: 30, created: -22, oneHealth: false, yes: ['dataQualityAudit'], investigators: [6, 0], mentor: 0 },
  { type: fa1, title: 'Scrub typhus hospital records reconciled with IHIP, Thiruvananthapuram', state: 'Kerala', district: 'Thiruvananthapuram', disease: 'others',
    otherDisease: 'Scrub typhus and spotted fever group rickettsioses', from: -10, to: 45, created: -9, oneHealth: true, yes: ['databaseAnalysis'], investigators: [7], mentor: 1 },
  { type: fa2, title: 'Measles outbreak investigation in a coastal ward, Kozhikode', state: 'Kerala', district: 'Kozhikode', disease: 'measles',
    from: -50, to: -30, created: -52, modified: -28, oneHealth: false, yes: ['caseInvestigation', 'outbreakInvestigation', 'expandedSummaryReport', 'problemAnalysis'], investigators: [11, 4, 1], mentor: 2 },
  { type: fa2, title: 'Investigation of an acute encephalitis syndrome cluster, Coimbatore', state: 'Tamil Nadu', district: 'Coimbatore', disease: 'aes',
    from: -35, to: -12, created: -36, oneHealth: true, yes: ['outbreakInvestigation', 'expandedSummaryReport'], investigators: [9, 2], mentor: 0 },
  { type: fa2, title: 'Leptospirosis cases after the monsoon floods, Ernakulam', state: 'Kerala', district: 'Ernakulam', disease: 'leptospirosis',
    from: -18, to: 10, created: -17, modified: -1, oneHealth: true, yes: ['caseInvestigation', 'problemAnalysis'], investigators: [5, 3], mentor: 1 },
  { type: fa2, title: 'Cholera outbreak linked to a community well, Udupi', state: 'Karnataka', district: 'Udupi', disease: 'cholera',
    from: -7, to: 14, created: -6, oneHealth: false, yes: ['caseInvestigation', 'outbreakInvestigation'], investigators: [10], mentor: 2 },
  { type: fa2, title: 'Dengue case investigation in a new housing colony, New Delhi', state: 'Delhi', district: 'New Delhi', disease: 'dengue',
    from: -3, to: 25, created: -2, oneHealth: false, yes: ['caseInvestigation'], investigators: [0, 1], mentor: 0 },
];

/** Officers marked graduated (indexes as in DemoProject.investigators), and how many days ago. */
const GRADUATED: ReadonlyArray<readonly [officer: number, daysAgo: number]> = [[4, 12], [11, 12], [5, 4]];

export async function seedFieldAssignmentDemo(
  tx: Queryable,
  opts: { cohortId: number; coordinator: number; mentors: number[]; officers: number[]; passwordHash: string },
) {
  const places = rowsOf<{ state: string; district: string; state_id: number; district_id: number }>(await tx.execute(sql`
    select s.name as state, d.name as district, s.id as state_id, d.id as district_id from districts d join states s on s.id = d.state_id`));
  const placeOf = (state: string, district: string) => places.find((p) => p.state === state && p.district === district)!;

  const created = await tx.insert(users).values(OFFICERS.map((o) => ({
    email: email(o), passwordHash: opts.passwordHash, firstName: o.first, lastName: o.last, displayName: `${o.first} ${o.last}`,
    gender: o.gender, stateId: placeOf(o.state, o.district).state_id, districtId: placeOf(o.state, o.district).district_id,
  }))).returning({ id: users.id });
  await grantRoleMany(tx, null, created.map((u) => ({ userId: u.id, role: ROLES.mentee })));
  await enrolMany(tx, null, created.map((u) => ({ userId: u.id, cohortId: opts.cohortId })));
  await assignMentorMany(tx, null, created.flatMap((u, k) => [
    { menteeId: u.id, mentorId: opts.mentors[k % opts.mentors.length]!, cohortId: opts.cohortId, mentorNumber: 1 as const, isSupervisor: true },
    { menteeId: u.id, mentorId: opts.mentors[(k + 1) % opts.mentors.length]!, cohortId: opts.cohortId, mentorNumber: 2 as const, isSupervisor: false },
  ]));
  const officers = [...opts.officers, ...created.map((u) => u.id)];

  const form = await ensureProjectForm(tx);
  const yesNo = (flag: boolean) => (flag ? YES_NO.yes : YES_NO.no);
  for (const p of PROJECTS) {
    const place = placeOf(p.state, p.district);
    const mentor = opts.mentors[p.mentor % opts.mentors.length]!;
    const investigators = p.investigators.map((i) => officers[i]!);
    const flags = (Object.entries(PROJECT_FLAGS) as Array<[ProjectFlag, string]>).filter(([, key]) => PROJECT_TYPE_FIELDS[key] === p.type);
    const typeFlags = Object.fromEntries(flags.map(([flag, key]) => [key, yesNo(p.yes.includes(flag))]));
    const columns = Object.fromEntries((Object.keys(PROJECT_FLAGS) as ProjectFlag[]).map((flag) => [flag, p.yes.includes(flag)])) as Record<ProjectFlag, boolean>;
    const answers = {
      project_type: p.type, project_title: p.title, state: String(place.state_id), district: String(place.district_id), disease_type: p.disease,
      ...(p.otherDisease ? { other_disease: p.otherDisease } : {}),
      from_date: isoDay(p.from), to_date: isoDay(p.to), mentor: String(mentor), investigators: investigators.map(String),
      one_health_approach_applied: yesNo(p.oneHealth), ...typeFlags,
    };
    const createdAt = workingTime(p.created);
    const [row] = await tx.insert(fieldAssignmentProjects).values({
      cohortId: opts.cohortId, formId: form.id, projectType: Number(p.type), title: p.title, stateId: place.state_id, districtId: place.district_id,
      disease: p.disease, otherDisease: p.otherDisease ?? null, fromDate: answers.from_date, toDate: answers.to_date, mentorId: mentor,
      oneHealthApproach: p.oneHealth, ...columns,
      answers, createdBy: opts.coordinator, modifiedBy: opts.coordinator,
      createdAt, modifiedAt: p.modified === undefined ? createdAt : workingTime(p.modified),
    }).returning({ id: fieldAssignmentProjects.id });
    await tx.insert(fieldAssignmentInvestigators).values(investigators.map((userId) => ({ projectId: row!.id, userId })));
  }

  for (const [index, daysAgo] of GRADUATED) {
    const userId = officers[index]!;
    const enrolment = await setGraduated(tx, opts.coordinator, userId, opts.cohortId, true);
    await tx.insert(graduationChanges).values({
      enrolmentId: enrolment!.enrolmentId, userId, cohortId: opts.cohortId, changedBy: opts.coordinator, fromValue: false, toValue: true,
      changedAt: workingDaysAgo(daysAgo),
    });
  }
}
