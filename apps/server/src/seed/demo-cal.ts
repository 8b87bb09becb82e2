import { and, asc, eq } from 'drizzle-orm';
import type { CalFilledFormKind, CalFormDefinition, CalGroup, MilestoneStatus, MilestoneTakes, SubCalStatus, TephinetCategory } from '@fetp/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import {
  calFormAnswers, calForms, calMilestoneTemplates, calStatusChanges, cals, districts, mentorAssignments, milestones, optionItems, states, subCals,
} from '../db/schema';
import {
  ABSTRACT_FORM, DISEASE_OPTIONS, PROJECT_END_FORM, PROJECT_START_FORM, PROJECT_TYPES, classificationKey, startAnswers, type DemoStartAnswers, type StoredCalForm,
} from './demo-cal-forms';
import { workingDaysAgo } from './demo-time';

/**
 * The FETP course's CALs as a real programme runs them (Field Projects and Scientific
 * Communications, each with its milestones and due days after registration), their registration,
 * start, end and abstract forms, and demo mentees at different stages. No open milestone is past
 * its due date or within the reminder's three days, so the daily job (cal-tracker/jobs.ts) finds
 * the demo as it was seeded.
 */

interface CalTemplate {
  group: CalGroup;
  shortName: string;
  fullName: string;
  /** Sub-CALs each officer must complete over the programme (the coordinator dashboard's "expected"). */
  expected: number;
  tephinet: TephinetCategory | null;
  milestones: ReadonlyArray<readonly [title: string, dueDay: number, takes: MilestoneTakes]>;
}

const CAL_TEMPLATES: readonly CalTemplate[] = [
  {
    group: 'project', shortName: 'OI', fullName: 'Outbreak Investigation', expected: 2, tephinet: 'outbreak_investigation',
    milestones: [
      ['Preliminary situation report', 7, 'start'],
      ['Line list and epidemic curve', 21, 'file'],
      ['Analytic study and laboratory results', 45, 'file'],
      ['Final report', 75, 'end'],
      ['Seminar presentation', 100, 'file'],
    ],
  },
  {
    group: 'project', shortName: 'SSE', fullName: 'Surveillance System Evaluation', expected: 1, tephinet: 'surveillance_evaluation',
    milestones: [
      ['Evaluation protocol', 14, 'start'],
      ['Stakeholder interviews and data collection', 45, 'file'],
      ['Attribute analysis (simplicity, timeliness, data quality)', 75, 'file'],
      ['Evaluation report with recommendations', 105, 'end'],
    ],
  },
  {
    group: 'project', shortName: 'SDA', fullName: 'Surveillance Data Analysis', expected: 1, tephinet: null,
    milestones: [
      ['Analysis plan', 14, 'start'],
      ['Cleaned data set and data dictionary', 30, 'file'],
      ['Descriptive analysis by time, place and person', 60, 'file'],
      ['Surveillance report', 90, 'end'],
    ],
  },
  {
    group: 'project', shortName: 'PS', fullName: 'Planned Study', expected: 1, tephinet: null,
    milestones: [
      ['Study protocol', 30, 'start'],
      ['Ethics committee approval', 60, 'file'],
      ['Data collection complete', 150, 'file'],
      ['Analysis and results', 210, 'file'],
      ['Final study report', 270, 'end'],
    ],
  },
  {
    group: 'scientific_communication', shortName: 'CA', fullName: 'Conference Abstract', expected: 2, tephinet: 'presentation',
    milestones: [
      ['Abstract draft', 14, 'abstract'],
      ['Mentor-reviewed abstract', 28, 'file'],
      ['Submission confirmation', 42, 'file'],
      ['Acceptance or reviewer feedback', 90, 'file'],
    ],
  },
  {
    group: 'scientific_communication', shortName: 'OP', fullName: 'Oral Presentation', expected: 1, tephinet: 'presentation',
    milestones: [
      ['Presentation outline', 14, 'abstract'],
      ['Slides reviewed by mentor', 28, 'file'],
      ['Rehearsal feedback', 35, 'file'],
      ['Presentation delivered', 45, 'file'],
    ],
  },
  {
    group: 'scientific_communication', shortName: 'MS', fullName: 'Manuscript', expected: 1, tephinet: 'manuscript',
    milestones: [
      ['Target journal and outline', 21, 'abstract'],
      ['First full draft', 90, 'file'],
      ['Co-author review', 120, 'file'],
      ['Journal submission', 150, 'file'],
      ['Revision or acceptance', 240, 'file'],
    ],
  },
];

/** The registration form of a group's CALs: what a mentee states when starting a new piece of work. */
function registrationForm(group: CalGroup): StoredCalForm {
  const shared = {
    short_title: { label: 'Short title', field_order: 1, attributes: { type: 'text', required: true, error_message: 'Please enter short title', placeholder: 'e.g. Measles outbreak, Nuh district' } },
    state_id: { label: 'State', field_order: 2, attributes: { type: 'dropdown', required: true, error_message: 'Please select state', url: '/cal/api/get/districts/details/' } },
    district_id: { label: 'District', field_order: 3, attributes: { type: 'dropdown', required: true, error_message: 'Please select district', url: '/cal/api/get/state/details/' } },
  } as const;
  const fields: CalFormDefinition['fields'] =
    group === 'project'
      ? {
        ...shared,
        abstract_disease: {
          label: 'Disease or condition', field_order: 4,
          attributes: { type: 'dropdown', required: true, error_message: 'Please select disease', options: DISEASE_OPTIONS },
        },
        q1: { label: 'Objectives', field_order: 5, attributes: { type: 'textarea', required: true, error_message: 'Please enter objectives' } },
      }
      : {
        ...shared,
        q1: { label: 'Event or journal targeted', field_order: 4, attributes: { type: 'text', required: true, error_message: 'Please enter the event or journal' } },
        q2: { label: 'Submission deadline', field_order: 5, attributes: { type: 'date', required: false } },
      };
  return { name: group === 'project' ? 'Field Project Registration' : 'Scientific Communication Registration', fields };
}

/** `days` ago at a working-hour time (demo-time.ts). */
const daysAgo = (days: number) => workingDaysAgo(days);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Haryana, where the demo's field projects are, with the districts their titles name; added here
 * when the reference data does not have it yet.
 */
const DEMO_PLACES: Record<string, string[]> = { Haryana: ['Faridabad', 'Gurugram', 'Karnal', 'Nuh', 'Palwal'] };

async function seedDemoPlaces(tx: Queryable) {
  for (const [stateName, districtNames] of Object.entries(DEMO_PLACES)) {
    await tx.insert(states).values({ name: stateName }).onConflictDoNothing();
    const [state] = await tx.select().from(states).where(eq(states.name, stateName));
    await tx.insert(districts).values(districtNames.map((name) => ({ stateId: state!.id, name }))).onConflictDoNothing();
  }
}

/** The state and district ids of a place, by name. */
async function placeOf(tx: Queryable, stateName: string, districtName: string) {
  const [row] = await tx
    .select({ stateId: states.id, districtId: districts.id })
    .from(districts)
    .innerJoin(states, eq(states.id, districts.stateId))
    .where(and(eq(states.name, stateName), eq(districts.name, districtName)));
  return row!;
}

/** The project types and their classifications, as option lists the start form's lookups read. */
async function seedProjectTypes(tx: Queryable) {
  const types = Object.entries(PROJECT_TYPES);
  await tx.insert(optionItems).values(types.map(([key, type], i) => ({ list: 'project_type', key, label: type.label, sortOrder: i }))).onConflictDoNothing();
  await tx.insert(optionItems).values(types.flatMap(([key, type]) => type.classifications.map((label, i) => ({
    list: `project_classification_${key}`, key: classificationKey(label), label, sortOrder: i,
  })))).onConflictDoNothing();
}

/** Seeds the CALs of a course and the demo mentees' sub-CALs: one on track, one overdue, one waiting for review. */
export async function seedCalDemo(tx: Queryable, opts: { courseId: number; mentees: readonly number[]; mentors: readonly number[] }) {
  await seedDemoPlaces(tx);
  await seedProjectTypes(tx);
  const [projectForm, scForm, startForm] = await tx.insert(calForms).values([
    { key: 'project-registration', version: 1, kind: 'registration', definition: registrationForm('project') },
    { key: 'sc-registration', version: 1, kind: 'registration', definition: registrationForm('scientific_communication') },
    { key: 'project-start', version: 1, kind: 'start', definition: PROJECT_START_FORM },
    { key: 'project-end', version: 1, kind: 'end', definition: PROJECT_END_FORM },
    { key: 'sc-abstract', version: 1, kind: 'abstract', definition: ABSTRACT_FORM },
  ]).returning();
  // Field projects are started and ended through forms; scientific communications begin with an abstract.
  const calRows = await tx.insert(cals).values(CAL_TEMPLATES.map((t, i) => ({
    courseId: opts.courseId, group: t.group, shortName: t.shortName, fullName: t.fullName, sortOrder: i, expectedCount: t.expected, tephinetCategory: t.tephinet,
    registrationFormKey: t.group === 'project' ? 'project-registration' : 'sc-registration',
    startFormKey: t.group === 'project' ? 'project-start' : null,
    endFormKey: t.group === 'project' ? 'project-end' : null,
    abstractFormKey: t.group === 'scientific_communication' ? 'sc-abstract' : null,
  }))).returning();
  await tx.insert(calMilestoneTemplates).values(CAL_TEMPLATES.flatMap((t, i) =>
    t.milestones.map(([title, dueDay, takes], j) => ({ calId: calRows[i]!.id, sequence: j + 1, title, dueOffsetDays: dueDay, takes }))));

  const calBy = (short: string) => {
    const index = CAL_TEMPLATES.findIndex((t) => t.shortName === short);
    return { cal: calRows[index]!, template: CAL_TEMPLATES[index]! };
  };
  /** A registered sub-CAL with its registration answers and its milestones' statuses as a mentor left them. */
  const subCal = async (
    menteeId: number, short: string, registration: Record<string, string> & { short_title: string }, registeredDaysAgo: number,
    statuses: MilestoneStatus[], status: SubCalStatus, reviewer: number | null,
  ) => {
    const { cal, template } = calBy(short);
    const registeredAt = daysAgo(registeredDaysAgo);
    // Each demo sub-CAL is its mentee's first of its CAL.
    const number = 1;
    const [sub] = await tx.insert(subCals).values({
      calId: cal.id, courseId: opts.courseId, menteeId, number, autoName: `${short}-${number}`, shortTitle: registration.short_title, status,
      registrationFormId: template.group === 'project' ? projectForm!.id : scForm!.id,
      registrationAnswers: registration, registeredAt, reviewedAt: reviewer ? daysAgo(registeredDaysAgo - 2) : null,
    }).returning();
    const rows = await tx.insert(milestones).values(template.milestones.map(([t, dueDay, takes], j) => ({
      subCalId: sub!.id, sequence: j + 1, title: t, takes,
      dueDate: isoDay(new Date(registeredAt.getTime() + dueDay * 86_400_000)),
      status: statuses[j] ?? 'not_started',
      submittedAt: statuses[j] === 'completed' || statuses[j] === 'pending' ? daysAgo(Math.max(registeredDaysAgo - dueDay, 1)) : null,
    }))).returning();
    if (reviewer) {
      await tx.insert(calStatusChanges).values(rows.filter((m) => m.status !== 'not_started').map((m) => ({
        subject: 'milestone', subjectId: m.id, changedBy: reviewer, fromStatus: 'not_started', toStatus: m.status,
      })));
    }
    return { sub: sub!, milestones: rows };
  };
  /** The answers of a form whose milestone the mentee submitted, kept as the server keeps a save. */
  const answered = async (
    { sub, milestones: rows }: Awaited<ReturnType<typeof subCal>>, kind: CalFilledFormKind, formId: number, answers: Record<string, string | string[]>,
  ) => {
    const milestone = rows.find((m) => m.takes === kind)!;
    await tx.insert(calFormAnswers).values({
      subCalId: sub.id, milestoneId: milestone.id, kind, formId, answers, submittedBy: sub.menteeId, submittedAt: milestone.submittedAt ?? new Date(),
    });
  };
  /** A mentee's mentors (the demo's mentees have them in the FETP course only), mentor 1 first. */
  const mentorsOf = async (menteeId: number) => {
    const rows = await tx.select({ id: mentorAssignments.mentorId }).from(mentorAssignments)
      .where(eq(mentorAssignments.menteeId, menteeId))
      .orderBy(asc(mentorAssignments.mentorNumber));
    return rows.map((r) => r.id);
  };
  const start = async (menteeId: number, answers: Omit<DemoStartAnswers, 'mentors'>) => startAnswers({ ...answers, mentors: await mentorsOf(menteeId) });

  const nuh = await placeOf(tx, 'Haryana', 'Nuh');
  const palwal = await placeOf(tx, 'Haryana', 'Palwal');
  const delhi = await placeOf(tx, 'Delhi', 'South Delhi');
  const [first, second, third] = opts.mentees;
  const [mentorA, mentorB] = opts.mentors;
  if (first) {
    // Registered 40 days ago: the start form and the line list are done, the analytic study waits for review.
    const oi = await subCal(first, 'OI', {
      short_title: 'Measles outbreak, Nuh district', state_id: String(nuh.stateId), district_id: String(nuh.districtId), abstract_disease: 'measles',
      q1: 'Confirm the outbreak, describe it by time, place and person, and recommend control measures.',
    }, 40, ['completed', 'completed', 'pending'], 'pending', mentorA ?? null);
    await answered(oi, 'start', startForm!.id, await start(first, {
      stateId: nuh.stateId, districtId: nuh.districtId, projectType: 'outbreak_investigation', classification: classificationKey('Vaccine-preventable disease'),
      targetCalId: calBy('CA').cal.id, notifiedOn: isoDay(daysAgo(42)), cases: 23, setting: 'rural',
      objectives: 'Confirm the outbreak and its diagnosis; describe the cases by time, place and person; estimate measles vaccination coverage '
        + 'among children aged 9 months to 5 years in the affected villages; recommend control measures.',
      data: ['line_list', 'laboratory_reports', 'others'], otherData: 'Immunisation registers of the sub-centres', fieldWorkFrom: isoDay(daysAgo(39)),
    }));
    await subCal(first, 'CA', {
      short_title: 'Measles vaccination coverage abstract', state_id: String(nuh.stateId), district_id: String(nuh.districtId),
      q1: 'Annual conference of the Indian Public Health Association',
    }, 10, [], 'not_started', null);
  }
  if (second) {
    // Registered long ago and left behind: its early milestones passed their due dates.
    const sse = await subCal(second, 'SSE', {
      short_title: 'Evaluation of IDSP surveillance in Palwal', state_id: String(palwal.stateId), district_id: String(palwal.districtId), abstract_disease: 'others',
      q1: 'Assess whether the district surveillance system meets its objectives, and recommend improvements.',
    }, 80, ['completed', 'passed_due_date', 'passed_due_date'], 'passed_due_date', mentorB ?? null);
    await answered(sse, 'start', startForm!.id, await start(second, {
      stateId: palwal.stateId, districtId: palwal.districtId, projectType: 'surveillance_evaluation', classification: classificationKey('Indicator-based surveillance'),
      targetCalId: calBy('OP').cal.id, notifiedOn: isoDay(daysAgo(82)), cases: 1480, setting: 'rural',
      objectives: 'Describe the IDSP system in Palwal; assess its simplicity, flexibility, data quality, timeliness and representativeness; '
        + 'recommend improvements to the district surveillance unit.',
      data: ['idsp_data', 'case_records'], fieldWorkFrom: isoDay(daysAgo(74)),
    }));
  }
  if (third) {
    await subCal(third, 'SDA', {
      short_title: 'Dengue surveillance data 2020–2025, Delhi', state_id: String(delhi.stateId), district_id: String(delhi.districtId), abstract_disease: 'dengue',
      q1: 'Describe dengue trends in Delhi by season, district, age and sex from the surveillance data of 2020–2025.',
    }, 3, [], 'not_started', null);
  }
}

/**
 * Every extra officer's tracker, for the benchmark (`npm run seed -- --officers 5000`): three
 * sub-CALs of each of the course's CALs (about 100 milestones per officer), the first two
 * milestones of each completed. Two set-based statements, whatever the number of officers.
 */
export async function seedOfficerTrackers(tx: Queryable, opts: { courseId: number; cohortId: number }) {
  await tx.execute(sql`
    insert into sub_cals (cal_id, course_id, mentee_id, number, auto_name, short_title, status, registration_form_id, registration_answers, registered_at)
    select c.id, c.course_id, e.user_id, n, c.short_name || '-' || n, c.full_name || ' ' || n, 'pending', f.id, '{}'::jsonb,
           now() - make_interval(days => 40 * n)
    from enrolments e
    join users u on u.id = e.user_id and u.email like 'officer%@example.org'
    cross join cals c
    cross join generate_series(1, 3) as n
    join lateral (select id from cal_forms where key = c.registration_form_key order by version desc limit 1) f on true
    where e.cohort_id = ${opts.cohortId} and c.course_id = ${opts.courseId}`);
  await tx.execute(sql`
    insert into milestones (sub_cal_id, sequence, title, takes, due_date, status, submitted_at)
    select s.id, t.sequence, t.title, t.takes, (s.registered_at::date + t.due_offset_days),
           -- Past its due date and still open: already marked, as the daily job would have (so it has no backlog to work through).
           case when t.sequence <= 2 then 'completed' when s.registered_at::date + t.due_offset_days < current_date then 'passed_due_date' else 'not_started' end,
           case when t.sequence <= 2 then s.registered_at + make_interval(days => t.due_offset_days) end
    from sub_cals s
    join users u on u.id = s.mentee_id and u.email like 'officer%@example.org'
    join cal_milestone_templates t on t.cal_id = s.cal_id
    where s.course_id = ${opts.courseId}`);
}
