import type { CalFormDefinition, CalGroup, MilestoneStatus, MilestoneTakes, SubCalStatus } from '@fetp/contract';
import type { Queryable } from '../db/client';
import { calForms, calMilestoneTemplates, calStatusChanges, cals, milestones, subCals } from '../db/schema';

/**
 * The FETP course's CALs as a real programme runs them (Field Projects and Scientific
 * Communications, each with its milestones and due days after registration), their registration
 * forms, and demo mentees at different stages.
 */

interface CalTemplate {
  group: CalGroup;
  shortName: string;
  fullName: string;
  milestones: ReadonlyArray<readonly [title: string, dueDay: number, takes: MilestoneTakes]>;
}

const CAL_TEMPLATES: readonly CalTemplate[] = [
  {
    group: 'project', shortName: 'OI', fullName: 'Outbreak Investigation',
    milestones: [
      ['Preliminary situation report', 7, 'start'],
      ['Line list and epidemic curve', 21, 'file'],
      ['Analytic study and laboratory results', 45, 'file'],
      ['Final report', 75, 'end'],
      ['Seminar presentation', 100, 'file'],
    ],
  },
  {
    group: 'project', shortName: 'SSE', fullName: 'Surveillance System Evaluation',
    milestones: [
      ['Evaluation protocol', 14, 'start'],
      ['Stakeholder interviews and data collection', 45, 'file'],
      ['Attribute analysis (simplicity, timeliness, data quality)', 75, 'file'],
      ['Evaluation report with recommendations', 105, 'end'],
    ],
  },
  {
    group: 'project', shortName: 'SDA', fullName: 'Surveillance Data Analysis',
    milestones: [
      ['Analysis plan', 14, 'start'],
      ['Cleaned data set and data dictionary', 30, 'file'],
      ['Descriptive analysis by time, place and person', 60, 'file'],
      ['Surveillance report', 90, 'end'],
    ],
  },
  {
    group: 'project', shortName: 'PS', fullName: 'Planned Study',
    milestones: [
      ['Study protocol', 30, 'start'],
      ['Ethics committee approval', 60, 'file'],
      ['Data collection complete', 150, 'file'],
      ['Analysis and results', 210, 'file'],
      ['Final study report', 270, 'end'],
    ],
  },
  {
    group: 'scientific_communication', shortName: 'CA', fullName: 'Conference Abstract',
    milestones: [
      ['Abstract draft', 14, 'abstract'],
      ['Mentor-reviewed abstract', 28, 'file'],
      ['Submission confirmation', 42, 'file'],
      ['Acceptance or reviewer feedback', 90, 'file'],
    ],
  },
  {
    group: 'scientific_communication', shortName: 'OP', fullName: 'Oral Presentation',
    milestones: [
      ['Presentation outline', 14, 'abstract'],
      ['Slides reviewed by mentor', 28, 'file'],
      ['Rehearsal feedback', 35, 'file'],
      ['Presentation delivered', 45, 'file'],
    ],
  },
  {
    group: 'scientific_communication', shortName: 'MS', fullName: 'Manuscript',
    milestones: [
      ['Target journal and outline', 21, 'abstract'],
      ['First full draft', 90, 'file'],
      ['Co-author review', 120, 'file'],
      ['Journal submission', 150, 'file'],
      ['Revision or acceptance', 240, 'file'],
    ],
  },
];

const option = (key: string, value: string) => ({ key, value, selected: false });

/** A form as stored: its name and fields; the form-level fields (cal, course, milestone) are filled in when it is served. */
export type StoredCalForm = Pick<CalFormDefinition, 'name' | 'fields'>;

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
          attributes: {
            type: 'dropdown', required: true, error_message: 'Please select disease',
            options: [
              option('add', 'Acute diarrhoeal disease'), option('measles', 'Measles'), option('dengue', 'Dengue'), option('cholera', 'Cholera'),
              option('typhoid', 'Typhoid fever'), option('hepatitis_a_e', 'Hepatitis A and E'), option('leptospirosis', 'Leptospirosis'),
              option('chikungunya', 'Chikungunya'), option('food_poisoning', 'Food poisoning'), option('aes', 'Acute encephalitis syndrome'),
              option('others', 'Others'),
            ],
          },
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

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Seeds the CALs of a course and the demo mentees' sub-CALs: one on track, one overdue, one waiting for review. */
export async function seedCalDemo(tx: Queryable, opts: { courseId: number; mentees: readonly number[]; mentors: readonly number[] }) {
  const [projectForm, scForm] = await tx.insert(calForms).values([
    { key: 'project-registration', version: 1, kind: 'registration', definition: registrationForm('project') },
    { key: 'sc-registration', version: 1, kind: 'registration', definition: registrationForm('scientific_communication') },
  ]).returning();
  const calRows = await tx.insert(cals).values(CAL_TEMPLATES.map((t, i) => ({
    courseId: opts.courseId, group: t.group, shortName: t.shortName, fullName: t.fullName, sortOrder: i,
    registrationFormKey: t.group === 'project' ? 'project-registration' : 'sc-registration',
  }))).returning();
  await tx.insert(calMilestoneTemplates).values(CAL_TEMPLATES.flatMap((t, i) =>
    t.milestones.map(([title, dueDay, takes], j) => ({ calId: calRows[i]!.id, sequence: j + 1, title, dueOffsetDays: dueDay, takes }))));

  const calBy = (short: string) => {
    const index = CAL_TEMPLATES.findIndex((t) => t.shortName === short);
    return { cal: calRows[index]!, template: CAL_TEMPLATES[index]! };
  };
  /** A registered sub-CAL with its milestones' statuses as a mentor left them. */
  const subCal = async (menteeId: number, short: string, title: string, registeredDaysAgo: number, states: MilestoneStatus[], status: SubCalStatus, reviewer: number | null) => {
    const { cal, template } = calBy(short);
    const registeredAt = daysAgo(registeredDaysAgo);
    // Each demo sub-CAL is its mentee's first of its CAL.
    const number = 1;
    const [sub] = await tx.insert(subCals).values({
      calId: cal.id, courseId: opts.courseId, menteeId, number, autoName: `${short}-${number}`, shortTitle: title, status,
      registrationFormId: template.group === 'project' ? projectForm!.id : scForm!.id,
      registrationAnswers: { short_title: title }, registeredAt, reviewedAt: reviewer ? daysAgo(registeredDaysAgo - 2) : null,
    }).returning();
    const rows = await tx.insert(milestones).values(template.milestones.map(([t, dueDay, takes], j) => ({
      subCalId: sub!.id, sequence: j + 1, title: t, takes,
      dueDate: isoDay(new Date(registeredAt.getTime() + dueDay * 86_400_000)),
      status: states[j] ?? 'not_started',
      submittedAt: states[j] === 'completed' || states[j] === 'pending' ? daysAgo(Math.max(registeredDaysAgo - dueDay, 1)) : null,
    }))).returning();
    if (reviewer) {
      await tx.insert(calStatusChanges).values(rows.filter((m) => m.status !== 'not_started').map((m) => ({
        subject: 'milestone', subjectId: m.id, changedBy: reviewer, fromStatus: 'not_started', toStatus: m.status,
      })));
    }
  };

  const [first, second, third] = opts.mentees;
  const [mentorA, mentorB] = opts.mentors;
  if (first) {
    await subCal(first, 'OI', 'Measles outbreak, Nuh district', 50, ['completed', 'completed', 'pending'], 'pending', mentorA ?? null);
    await subCal(first, 'CA', 'Measles vaccination coverage abstract', 10, [], 'not_started', null);
  }
  // Registered long ago and left behind: its early milestones passed their due dates.
  if (second) await subCal(second, 'SSE', 'Evaluation of IDSP surveillance in Palwal', 80, ['completed', 'passed_due_date', 'passed_due_date'], 'passed_due_date', mentorB ?? null);
  if (third) await subCal(third, 'SDA', 'Dengue surveillance data 2020–2025, Delhi', 3, [], 'not_started', null);
}
