import { count, sql } from 'drizzle-orm';
import { PROFILE_TEMPLATES, ROLES } from '@fetp/contract';
import type { Db, Queryable } from '../db/client';
import {
  cohorts, courses, districts, hubs, notifications, optionItems, states, users,
} from '../db/schema';
import { spreadSetupHistory } from './demo-audit-history';
import { assignCoordinatorMany, assignMentorMany, enrolMany, grantRoleMany } from '../db/people';
import { hashPassword } from '../plugins/passwords';
import { seedCalDemo, seedOfficerTrackers } from './demo-cal';
import { seedModulesDemo, seedOfficerUnits } from './demo-modules';
import { seedCalendarBench, seedCalendarDemo } from './demo-calendar';
import { seedDemoCohorts } from './demo-cohorts';
import { seedFieldAssignmentDemo } from './demo-field-assignment';
import { seedDemoProfiles } from './demo-profiles';
import { seedReportsDemo } from './demo-reports';
import { seedFormVersionsDemo } from './demo-form-versions';
import { seedBulkMailDemo } from './demo-bulk-mail';
import { PROFILE_OPTION_VALUES } from './profile-options';

export const DEMO_PASSWORD = 'Demo@12345';

/** The demo programme's accounts, written once for the seed, the tests, the browser tests and the bench. */
export const DEMO_ACCOUNTS = {
  coordinator: 'coordinator@example.org',
  advisor: 'advisor@example.org',
  mentors: [1, 2, 3].map((n) => `mentor${n}@example.org`),
  mentees: Array.from({ length: 12 }, (_, i) => `mentee${i + 1}@example.org`),
  /** The programme's administrator (Content Management, issue 32): seeded after every other user, so no earlier id moved. */
  administrator: 'admin@example.org',
} as const;

const STATES: Record<string, string[]> = {
  'Andhra Pradesh': ['Anantapur', 'Chittoor', 'Guntur', 'Krishna', 'Visakhapatnam'],
  Assam: ['Cachar', 'Dibrugarh', 'Kamrup', 'Nagaon', 'Sonitpur'],
  Bihar: ['Bhagalpur', 'Darbhanga', 'Gaya', 'Muzaffarpur', 'Patna'],
  Delhi: ['Central Delhi', 'East Delhi', 'New Delhi', 'North Delhi', 'South Delhi'],
  Gujarat: ['Ahmedabad', 'Kutch', 'Rajkot', 'Surat', 'Vadodara'],
  Karnataka: ['Bengaluru Urban', 'Belagavi', 'Dharwad', 'Mysuru', 'Udupi'],
  Kerala: ['Ernakulam', 'Kozhikode', 'Malappuram', 'Thiruvananthapuram', 'Thrissur'],
  'Madhya Pradesh': ['Bhopal', 'Gwalior', 'Indore', 'Jabalpur', 'Ujjain'],
  Maharashtra: ['Mumbai', 'Nagpur', 'Nashik', 'Pune', 'Thane'],
  Odisha: ['Balasore', 'Cuttack', 'Ganjam', 'Khordha', 'Sambalpur'],
  Punjab: ['Amritsar', 'Bathinda', 'Jalandhar', 'Ludhiana', 'Patiala'],
  Rajasthan: ['Ajmer', 'Bikaner', 'Jaipur', 'Jodhpur', 'Udaipur'],
  'Tamil Nadu': ['Chennai', 'Coimbatore', 'Madurai', 'Salem', 'Tiruchirappalli'],
  'Uttar Pradesh': ['Agra', 'Gorakhpur', 'Kanpur Nagar', 'Lucknow', 'Varanasi'],
  'West Bengal': ['Darjeeling', 'Howrah', 'Kolkata', 'Murshidabad', 'Nadia'],
};

const OPTION_LISTS: Record<string, string[]> = {
  gender: ['Male', 'Female', 'Other', 'Prefer not to say'],
  prefix: ['Dr.', 'Mr.', 'Ms.', 'Mrs.', 'Prof.'],
  community: ['General', 'OBC', 'SC', 'ST', 'EWS'],
  degree: ['MBBS', 'BDS', 'BAMS', 'BHMS', 'B.Sc. Nursing', 'BVSc', 'B.Pharm', 'B.Sc. Life Sciences', 'Others'],
  equivalent_degree: ['MD Community Medicine', 'MPH', 'MSc Epidemiology', 'DNB', 'Diploma in Public Health', 'PhD', 'MSc Biostatistics'],
  computer_skills: ['Basic', 'Intermediate', 'Advanced'],
  employment: ['Permanent', 'Contractual', 'Deputation'],
  organization: ['Central Government', 'State Government', 'Municipal Corporation', 'Non-Governmental Organisation', 'Academic Institution', 'Others'],
  goals: [
    'Strengthen outbreak investigation skills',
    'Improve disease surveillance in my district',
    'Publish and present field findings',
    'Prepare for a field epidemiology career',
    'Mentor other public health officers',
  ],
};

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** The frontline course runs three months around the seed's today (its field projects began in its second week; it ends in two weeks). */
const FRONTLINE_RUN = { start: -80, end: 12 } as const;

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

/** Reference data every installation needs (states, districts, option lists); safe to run again. */
export async function seedReferenceData(db: Queryable) {
  for (const [stateName, districtNames] of Object.entries(STATES)) {
    await db.insert(states).values({ name: stateName }).onConflictDoNothing();
    const [state] = await db.select().from(states).where(sql`${states.name} = ${stateName}`);
    await db.insert(districts).values(districtNames.map((name) => ({ stateId: state!.id, name }))).onConflictDoNothing();
  }
  for (const [list, labels] of Object.entries(OPTION_LISTS)) {
    await db
      .insert(optionItems)
      .values(labels.map((label, i) => ({ list, key: slug(label), label, sortOrder: i })))
      .onConflictDoNothing();
  }
  for (const [list, values] of Object.entries(PROFILE_OPTION_VALUES)) {
    await db.insert(optionItems).values(values.map((value, i) => ({ list, key: value, label: value, sortOrder: i }))).onConflictDoNothing();
  }
}

export async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

/** With extra officers (benchmarks), a mentor of thirty of them, signed in with the demo password. */
export const BENCH_MENTOR = 'bench.mentor@example.org';

interface SeedOptions {
  /** Extra mentees for a large programme (benchmarks). */
  officers?: number;
}

/**
 * The demo programme: three hubs, one course of each type, cohorts, a coordinator, a program
 * advisor, three mentors, twelve mentees and an administrator, all with the password Demo@12345.
 */
export async function seedDemo(db: Db, opts: SeedOptions = {}) {
  // One hash for every demo account keeps seeding fast; they share a published password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await seedReferenceData(tx);
    const [delhi] = await tx.select().from(states).where(sql`${states.name} = 'Delhi'`);
    const [newDelhi] = await tx.select().from(districts).where(sql`${districts.name} = 'New Delhi'`);

    const [ncdc, who, state] = await tx.insert(hubs).values([
      { name: 'National Centre for Disease Control', slug: 'ncdc', websiteUrl: 'https://ncdc.mohfw.gov.in/', isNationalCentre: true },
      {
        name: 'WHO Country Office', slug: 'who', websiteUrl: 'https://www.who.int/india', isInternationalOrganisation: true,
        profileTemplate: PROFILE_TEMPLATES.appliedEpidemiology,
      },
      { name: 'State Surveillance Unit, Kerala', slug: 'ssu-kerala', websiteUrl: null, profileTemplate: PROFILE_TEMPLATES.frontline },
    ]).returning();

    const [fetp, short, frontline] = await tx.insert(courses).values([
      {
        hubId: ncdc!.id, courseKey: 'course-v1:NCDC+FETP-ADV+2025', title: 'Advanced Field Epidemiology Training Programme', type: 'FETP Course',
        description: 'Two-year, competency-based training in outbreak investigation, surveillance and scientific communication.',
        startDate: '2025-01-06', endDate: '2027-12-17', admissionOpen: true,
      },
      {
        hubId: who!.id, courseKey: 'course-v1:WHO+OBI101+2025', title: 'Outbreak Investigation Essentials', type: 'Short Courses',
        description: 'A self-paced short course on the ten steps of an outbreak investigation.',
        externalUrl: 'https://learn.fetp.example.org/courses/course-v1:WHO+OBI101+2025/course/', startDate: '2025-03-01', endDate: '2026-03-01',
      },
      {
        hubId: state!.id, courseKey: 'course-v1:SSU+FRONTLINE+2025', title: 'Frontline Field Epidemiology', type: 'Frontline Courses',
        description: 'Three-month training for district surveillance officers in case detection, reporting and response.',
        startDate: daysFromNow(FRONTLINE_RUN.start), endDate: daysFromNow(FRONTLINE_RUN.end), admissionOpen: true, admissionClosesOn: daysFromNow(180),
      },
    ]).returning();

    const [cohort2025, cohort2026, frontlineCohort, shortCohort] = await tx.insert(cohorts).values([
      { courseId: fetp!.id, name: 'Cohort 2025', startDate: '2025-01-06', endDate: '2026-12-18' },
      { courseId: fetp!.id, name: 'Cohort 2026', startDate: '2026-01-05', endDate: '2027-12-17' },
      { courseId: frontline!.id, name: 'Frontline Cohort 1', startDate: daysFromNow(FRONTLINE_RUN.start), endDate: daysFromNow(FRONTLINE_RUN.end) },
      { courseId: short!.id, name: 'Self-paced', startDate: '2025-03-01', endDate: '2026-03-01' },
    ]).returning();

    const person = (email: string, firstName: string, lastName: string, gender: 'male' | 'female') => ({
      email, passwordHash, firstName, lastName, displayName: `${firstName} ${lastName}`, gender, stateId: delhi!.id, districtId: newDelhi!.id,
    });
    const [coordinator, advisor, ...staff] = await tx.insert(users).values([
      person(DEMO_ACCOUNTS.coordinator, 'Asha', 'Verma', 'female'),
      person(DEMO_ACCOUNTS.advisor, 'Rahul', 'Mehta', 'male'),
      person(DEMO_ACCOUNTS.mentors[0]!, 'Priya', 'Nair', 'female'),
      person(DEMO_ACCOUNTS.mentors[1]!, 'Vikram', 'Singh', 'male'),
      person(DEMO_ACCOUNTS.mentors[2]!, 'Fatima', 'Khan', 'female'),
    ]).returning();
    const mentors = staff;
    const menteeNames = [
      ['Arjun', 'Rao', 'male'], ['Meera', 'Iyer', 'female'], ['Sanjay', 'Das', 'male'], ['Kavita', 'Joshi', 'female'],
      ['Rohan', 'Gupta', 'male'], ['Lakshmi', 'Pillai', 'female'], ['Imran', 'Sheikh', 'male'], ['Neha', 'Kulkarni', 'female'],
      ['Deepak', 'Yadav', 'male'], ['Anjali', 'Menon', 'female'], ['Suresh', 'Reddy', 'male'], ['Pooja', 'Banerjee', 'female'],
    ] as const;
    const mentees = await tx.insert(users).values(menteeNames.map(([f, l, g], i) => person(DEMO_ACCOUNTS.mentees[i]!, f, l, g))).returning();

    // People's standing through its one writer (db/people.ts), each write audited as the system's.
    await grantRoleMany(tx, null, [
      { userId: coordinator!.id, role: ROLES.coordinator },
      { userId: advisor!.id, role: ROLES.advisor },
      ...mentors.map((m) => ({ userId: m.id, role: ROLES.mentor })),
      ...mentees.map((m) => ({ userId: m.id, role: ROLES.mentee })),
    ]);
    await assignCoordinatorMany(tx, null, [fetp!, short!, frontline!].map((c) => ({ courseId: c.id, userId: coordinator!.id })));

    // Mentees 1–4 in Cohort 2025, 5–8 in Cohort 2026, 9–12 on the frontline course; everyone also takes the short course.
    const cohortOf = (i: number) => (i < 4 ? cohort2025! : i < 8 ? cohort2026! : frontlineCohort!);
    await enrolMany(tx, null, [
      ...mentees.map((m, i) => ({ userId: m.id, cohortId: cohortOf(i).id })),
      ...mentees.map((m) => ({ userId: m.id, cohortId: shortCohort!.id })),
    ]);
    await assignMentorMany(tx, null,
      mentees.flatMap((m, i) => [
        { menteeId: m.id, mentorId: mentors[i % 3]!.id, cohortId: cohortOf(i).id, mentorNumber: 1 as const, isSupervisor: true },
        { menteeId: m.id, mentorId: mentors[(i + 1) % 3]!.id, cohortId: cohortOf(i).id, mentorNumber: 2 as const, isSupervisor: false },
      ]),
    );

    await seedCalDemo(tx, { courseId: fetp!.id, mentees: mentees.slice(0, 4).map((m) => m.id), mentors: mentors.map((m) => m.id) });
    await seedModulesDemo(tx, {
      fetp: fetp!.id, frontline: frontline!.id, short: short!.id, coordinator: coordinator!.id,
      fetpMentees: mentees.slice(0, 4).map((m) => m.id), frontlineMentees: mentees.slice(8, 10).map((m) => m.id),
      frontlineStart: daysFromNow(FRONTLINE_RUN.start),
    });

    // The FETP cohorts' other officers, at every stage (the dashboards' and analytics' data).
    await seedDemoCohorts(tx, { courseId: fetp!.id, cohort2025: cohort2025!.id, cohort2026: cohort2026!.id, mentors: mentors.map((m) => m.id), passwordHash });

    await seedCalendarDemo(tx, {
      fetp: fetp!.id, frontline: frontline!.id, coordinator: coordinator!.id, advisor: advisor!.id,
      cohorts: { cohort2025: cohort2025!.id, cohort2026: cohort2026!.id, frontline: frontlineCohort!.id },
      mentors: mentors.map((m) => m.id), mentees: mentees.map((m) => m.id),
    });

    // The frontline cohort's further officers, its field assignment projects and graduates.
    await seedFieldAssignmentDemo(tx, {
      cohortId: frontlineCohort!.id, coordinator: coordinator!.id, mentors: mentors.map((m) => m.id), officers: mentees.slice(8).map((m) => m.id), passwordHash,
    });

    // Every demo officer's, mentor's and the coordinator's profile, in the variant of their hub (the bench's officers have none).
    await seedDemoProfiles(tx, { hubs: { ncdc: ncdc!.id, who: who!.id, kerala: state!.id } });

    // What the reports read beyond the rest: countries, tracks, and the forms of completed milestones.
    await seedReportsDemo(tx);
    // One bulk mail in the coordinator's history, delivered to cohort 2025's officers (in the outbox).
    await seedBulkMailDemo(tx, { senderId: coordinator!.id, cohortId: cohort2025!.id, courseId: fetp!.id });

    // Each points at something the demo holds: the discussions and the webinar are in seedCalendarDemo.
    await tx.insert(notifications).values([
      { userId: coordinator!.id, notification: 'Cohort 2026 has started: 4 officers enrolled.' },
      { userId: coordinator!.id, notification: 'Meera Iyer submitted a CAL milestone for review.' },
      { userId: mentors[0]!.id, notification: 'Arjun Rao asked for a mentor-mentee discussion.' },
      { userId: mentees[0]!.id, notification: 'Welcome to the Advanced Field Epidemiology Training Programme.' },
      { userId: mentees[0]!.id, notification: 'Your mentor Priya Nair scheduled a discussion.' },
      { userId: mentees[0]!.id, notification: 'New webinar: Writing an outbreak report.' },
    ]);

    let benchOfficers: number[] = [];
    if (opts.officers) {
      const officers = await seedOfficers(tx, opts.officers, passwordHash, { cohort: cohort2025!.id, mentors: mentors.map((m) => m.id) });
      // A programme of many cohorts: the officers' cohort holds a thirtieth of the calendar.
      const moreCohorts = await tx.insert(cohorts).values(Array.from({ length: 29 }, (_, i) => ({ courseId: fetp!.id, name: `Bench cohort ${i + 1}` }))).returning({ id: cohorts.id });
      await seedCalendarBench(tx, {
        courseId: fetp!.id, cohortIds: [cohort2025!.id, ...moreCohorts.map((c) => c.id)], coordinator: coordinator!.id,
        mentors: mentors.map((m) => m.id), officers,
      });
      await seedOfficerTrackers(tx, { courseId: fetp!.id, cohortId: cohort2025!.id });
      await seedOfficerUnits(tx, fetp!.id, cohort2025!.id);
      benchOfficers = officers;
    }

    // The administrator last: every user above keeps the id it had before the role existed.
    const [administrator] = await tx.insert(users).values(person(DEMO_ACCOUNTS.administrator, 'Nirmala', 'Sharma', 'female')).returning({ id: users.id });
    await grantRoleMany(tx, null, [{ userId: administrator!.id, role: ROLES.administrator }]);
    await spreadSetupHistory(tx, administrator!.id);
    // A form definition the administrator changed: answers under both versions.
    await seedFormVersionsDemo(tx, administrator!.id);
    // The bench's mentor of a realistic thirty officers (their second mentor), beside the demo mentors of a third of them each.
    if (benchOfficers.length) {
      const [mentor] = await tx.insert(users).values({ email: BENCH_MENTOR, passwordHash, firstName: 'Bench', lastName: 'Mentor', displayName: 'Bench Mentor' }).returning({ id: users.id });
      await grantRoleMany(tx, null, [{ userId: mentor!.id, role: ROLES.mentor }]);
      await assignMentorMany(tx, null, benchOfficers.slice(0, 30).map((menteeId) => ({ menteeId, mentorId: mentor!.id, cohortId: cohort2025!.id, mentorNumber: 2 as const, isSupervisor: false })));
    }
  });
  // After a bulk load the planner's statistics are stale until autovacuum comes by: refresh them now.
  if (opts.officers) await db.execute(sql`analyze`);
}

/** Many mentees in batches, for benchmarks: `npm run seed -- --officers 5000`. */
async function seedOfficers(tx: Queryable, n: number, passwordHash: string, into: { cohort: number; mentors: number[] }): Promise<number[]> {
  const batch = 500;
  const ids: number[] = [];
  for (let start = 0; start < n; start += batch) {
    const rows = Array.from({ length: Math.min(batch, n - start) }, (_, k) => {
      const i = start + k + 1;
      return { email: `officer${i}@example.org`, passwordHash, firstName: 'Officer', lastName: String(i), displayName: `Officer ${i}` };
    });
    const created = await tx.insert(users).values(rows).returning({ id: users.id });
    ids.push(...created.map((u) => u.id));
    await grantRoleMany(tx, null, created.map((u) => ({ userId: u.id, role: ROLES.mentee })));
    await enrolMany(tx, null, created.map((u) => ({ userId: u.id, cohortId: into.cohort })));
    await assignMentorMany(tx, null, created.map((u, k) => ({ menteeId: u.id, mentorId: into.mentors[k % into.mentors.length]!, cohortId: into.cohort, mentorNumber: 1 as const, isSupervisor: true })));
    await tx.insert(notifications).values(created.map((u) => ({ userId: u.id, notification: 'Welcome to the programme.' })));
  }
  return ids;
}
