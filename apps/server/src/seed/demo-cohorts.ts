import { sql } from 'drizzle-orm';
import { ROLES } from '@fetp/contract';
import { rowsOf, type Queryable } from '../db/client';
import { milestones, subCals, unitCompletions, users } from '../db/schema';
import { assignMentorMany, enrolMany, grantRoleMany } from '../db/people';
import { workingDaysAgo, workingTime } from './demo-time';

/**
 * The FETP cohorts' other officers: people without a demo sign-in of their own (their mentors and
 * the coordinator see them), each at their own stage of the programme, so the coordinator
 * dashboard, the mentor dashboard and Programme Analytics have a cohort's worth of real work to
 * show: some officers ahead, most on track, a few behind with milestones past their due dates.
 */

interface DemoOfficer {
  first: string;
  last: string;
  gender: 'male' | 'female';
  state: string;
  district: string;
  /** 0–1: how many of the milestones already due this officer completed (the rest passed their due dates). */
  diligence: number;
  /** [CAL short name, days since registration, disease key of the registration form] of each piece of work. */
  work: ReadonlyArray<readonly [string, number, string]>;
  /** Units of the course's modules done, from the first. */
  units: number;
  /** For a name not in Latin letters: the address's name (before @). */
  login?: string;
  /** The address the demo's chances were first drawn under (the officer was renamed since), so its figures stay the same. */
  drawnAs?: string;
}

const COHORT_2025: readonly DemoOfficer[] = [
  { first: 'Nikhil', last: 'Pandey', gender: 'male', state: 'Uttar Pradesh', district: 'Lucknow', diligence: 1, units: 24,
    work: [['OI', 300, 'cholera'], ['OI', 120, 'measles'], ['SSE', 200, 'others'], ['CA', 150, 'cholera'], ['MS', 260, 'cholera']] },
  { first: 'Swati', last: 'Mishra', gender: 'female', state: 'Uttar Pradesh', district: 'Varanasi', diligence: 0.9, units: 20,
    work: [['OI', 240, 'dengue'], ['SDA', 150, 'dengue'], ['OP', 90, 'dengue'], ['CA', 60, 'dengue']] },
  { first: 'Harpreet', last: 'Kaur', gender: 'female', state: 'Punjab', district: 'Ludhiana', diligence: 0.8, units: 16,
    work: [['OI', 210, 'add'], ['SSE', 130, 'others'], ['OP', 50, 'add']] },
  { first: 'Abdul', last: 'Rahman', gender: 'male', state: 'Kerala', district: 'Kozhikode', diligence: 1, units: 26,
    work: [['OI', 330, 'measles'], ['OI', 150, 'dengue'], ['PS', 280, 'dengue'], ['OP', 200, 'measles'], ['MS', 300, 'measles']] },
  { first: 'Ritu', last: 'Sharma', gender: 'female', state: 'Rajasthan', district: 'Jaipur', diligence: 0.5, units: 9,
    work: [['OI', 180, 'measles'], ['SDA', 100, 'others']] },
  { first: 'Manoj', last: 'Tiwari', gender: 'male', state: 'Bihar', district: 'Patna', diligence: 0.3, units: 5,
    work: [['OI', 160, 'add'], ['SSE', 90, 'others']] },
  { first: 'Divya', last: 'Krishnan', gender: 'female', state: 'Tamil Nadu', district: 'Chennai', diligence: 0.95, units: 22,
    work: [['OI', 270, 'dengue'], ['SDA', 200, 'dengue'], ['CA', 120, 'dengue'], ['OP', 70, 'dengue']] },
  { first: 'Gaurav', last: 'Patel', gender: 'male', state: 'Gujarat', district: 'Ahmedabad', diligence: 0.7, units: 14,
    work: [['OI', 190, 'cholera'], ['SSE', 110, 'others']] },
];

const COHORT_2026: readonly DemoOfficer[] = [
  // A Marathi name in Devanagari and an Arabic one: the pages and the portfolio PDF show every script the portal takes.
  { first: 'प्रियंका', last: 'क्षीरसागर', login: 'priyanka.kshirsagar', drawnAs: 'sneha.deshmukh@officers.fetp-demo.org', gender: 'female', state: 'Maharashtra', district: 'Pune', diligence: 1, units: 12,
    work: [['OI', 110, 'dengue'], ['CA', 40, 'dengue']] },
  { first: 'Arvind', last: 'Hegde', gender: 'male', state: 'Karnataka', district: 'Udupi', diligence: 0.85, units: 10,
    work: [['OI', 95, 'measles'], ['SDA', 50, 'others']] },
  { first: 'فاطمة', last: 'الزهراء', login: 'fatima.alzahra', drawnAs: 'farhan.qureshi@officers.fetp-demo.org', gender: 'female', state: 'Madhya Pradesh', district: 'Bhopal', diligence: 0.4, units: 4,
    work: [['OI', 130, 'cholera']] },
  { first: 'Bhavna', last: 'Solanki', gender: 'female', state: 'Gujarat', district: 'Rajkot', diligence: 0.9, units: 8,
    work: [['SSE', 80, 'others'], ['OI', 30, 'add']] },
  { first: 'Tenzing', last: 'Bhutia', gender: 'male', state: 'West Bengal', district: 'Darjeeling', diligence: 0.6, units: 6,
    work: [['OI', 70, 'dengue']] },
];

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const email = (o: DemoOfficer) => `${o.login ?? `${o.first}.${o.last}`}@officers.fetp-demo.org`.toLowerCase();

/** A deterministic 0–1 value per officer and milestone (the same demo on every seed). */
const chance = (seed: string) => {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return ((h >>> 0) % 1000) / 1000;
};

interface CalOfCourse { id: number; short_name: string; full_name: string; form_id: number; templates: { sequence: number; title: string; due: number; takes: string }[] }

/**
 * The milestones of a piece of work registered `daysAgo` days ago: those already due are completed
 * (by the officer's diligence) or past their due dates; the next is under way, the rest not started.
 * A registration day whose open milestone would fall due within three days is moved back a week,
 * so the daily reminder job finds nothing to send on a fresh demo.
 */
function plan(cal: CalOfCourse, daysAgo: number, diligence: number, seed: string) {
  let registered = daysAgo;
  for (;;) {
    const dueSoon = cal.templates.some((t) => t.due - registered >= 0 && t.due - registered <= 3);
    if (!dueSoon) break;
    registered += 7;
  }
  let open = false;
  const rows = cal.templates.map((t) => {
    const dueIn = t.due - registered;
    let status: string;
    if (dueIn < 0) status = chance(`${seed}:${t.sequence}`) < diligence ? 'completed' : 'passed_due_date';
    else if (!open) { status = 'pending'; open = true; } else status = 'not_started';
    return { ...t, dueIn, status };
  });
  const statuses = rows.map((r) => r.status);
  const subStatus = statuses.every((s) => s === 'completed') ? 'completed' : statuses.includes('passed_due_date') ? 'passed_due_date' : 'pending';
  return { registered, rows, subStatus };
}

export async function seedDemoCohorts(
  tx: Queryable,
  opts: { courseId: number; cohort2025: number; cohort2026: number; mentors: number[]; passwordHash: string },
) {
  const cals = rowsOf<CalOfCourse>(await tx.execute(sql`
    select c.id, c.short_name, c.full_name,
      (select f.id from cal_forms f where f.key = c.registration_form_key order by f.version desc limit 1) as form_id,
      (select json_agg(json_build_object('sequence', t.sequence, 'title', t.title, 'due', t.due_offset_days, 'takes', t.takes) order by t.sequence)
         from cal_milestone_templates t where t.cal_id = c.id) as templates
    from cals c where c.course_id = ${opts.courseId}`));
  const calBy = new Map(cals.map((c) => [c.short_name, c]));
  const places = rowsOf<{ state: string; district: string; state_id: number; district_id: number }>(await tx.execute(sql`
    select s.name as state, d.name as district, s.id as state_id, d.id as district_id from districts d join states s on s.id = d.state_id`));
  const placeOf = (o: DemoOfficer) => places.find((p) => p.state === o.state && p.district === o.district)!;
  const units = rowsOf<{ id: number }>(await tx.execute(sql`
    select u.id from course_units u join course_modules m on m.id = u.module_id where m.course_id = ${opts.courseId} order by m.position, u.position`));

  for (const [cohortId, officers] of [[opts.cohort2025, COHORT_2025], [opts.cohort2026, COHORT_2026]] as const) {
    const created = await tx.insert(users).values(officers.map((o) => ({
      email: email(o), passwordHash: opts.passwordHash, firstName: o.first, lastName: o.last, displayName: `${o.first} ${o.last}`,
      gender: o.gender, stateId: placeOf(o).state_id, districtId: placeOf(o).district_id,
    }))).returning({ id: users.id });
    await grantRoleMany(tx, null, created.map((u) => ({ userId: u.id, role: ROLES.mentee })));
    await enrolMany(tx, null, created.map((u) => ({ userId: u.id, cohortId })));
    await assignMentorMany(tx, null, created.flatMap((u, k) => [
      { menteeId: u.id, mentorId: opts.mentors[k % opts.mentors.length]!, cohortId, mentorNumber: 1 as const, isSupervisor: true },
      { menteeId: u.id, mentorId: opts.mentors[(k + 1) % opts.mentors.length]!, cohortId, mentorNumber: 2 as const, isSupervisor: false },
    ]));

    for (const [k, officer] of officers.entries()) {
      const userId = created[k]!.id;
      const numbers = new Map<string, number>();
      for (const [short, daysAgo, disease] of officer.work) {
        const cal = calBy.get(short);
        if (!cal) continue;
        const number = (numbers.get(short) ?? 0) + 1;
        numbers.set(short, number);
        const place = placeOf(officer);
        const { registered, rows, subStatus } = plan(cal, daysAgo, officer.diligence, `${officer.drawnAs ?? email(officer)}:${short}:${number}`);
        const registeredAt = workingDaysAgo(registered);
        const title = `${cal.full_name}: ${officer.district}`;
        const [sub] = await tx.insert(subCals).values({
          calId: cal.id, courseId: opts.courseId, menteeId: userId, number, autoName: `${short}-${number}`, shortTitle: title,
          status: subStatus, registrationFormId: cal.form_id,
          registrationAnswers: { short_title: title, state_id: String(place.state_id), district_id: String(place.district_id), abstract_disease: disease },
          registeredAt, reviewedAt: workingTime(2 - registered),
        }).returning({ id: subCals.id });
        await tx.insert(milestones).values(rows.map((r) => ({
          subCalId: sub!.id, sequence: r.sequence, title: r.title, takes: r.takes, dueDate: isoDay(Date.now() + r.dueIn * DAY), status: r.status,
          submittedAt: r.status === 'completed' ? workingTime(r.dueIn - 2) : null,
        })));
      }
      const done = units.slice(0, officer.units);
      if (done.length) {
        await tx.insert(unitCompletions).values(done.map((u, i) => ({
          unitId: u.id, userId, openedAt: workingDaysAgo(200 - i * 5), doneAt: workingDaysAgo(199 - i * 5), doneBy: userId,
        })));
      }
    }
  }
}
