import { eq, sql } from 'drizzle-orm';
import { REPORT_KINDS } from '@fetp/contract';
import { rowsOf, type Db, type Queryable } from '../db/client';
import { calFormAnswers, calForms, users } from '../db/schema';
import type { FileStore } from '../files/store';
import { recordFile, writeReportFile } from '../features/reports';
import { DEMO_ACCOUNTS } from './demo';
import { classificationKey, PROJECT_TYPES, startAnswers } from './demo-cal-forms';

/**
 * What the reports read beyond the rest of the demo (issue 31): the hubs' country, the cohorts'
 * tracks, and the forms the FETP cohorts' officers filled when they completed the milestones that
 * take them (start and end forms of field projects with their outbreak dates, co-investigators and
 * second disease; abstracts with where they were sent and whether accepted). A milestone still
 * open keeps its form unfilled, as the tracker shows it.
 */

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The project type each field-project CAL starts (the start form's project_type). */
const PROJECT_TYPE_OF: Record<string, keyof typeof PROJECT_TYPES> = {
  OI: 'outbreak_investigation', SSE: 'surveillance_evaluation', SDA: 'surveillance_data_analysis', PS: 'planned_study',
};

const CONFERENCES = [
  'Annual conference of the Indian Public Health Association',
  'TEPHINET Global Scientific Conference',
  'National Conference of the Indian Association of Preventive and Social Medicine',
];
const JOURNALS = ['Indian Journal of Public Health', 'Indian Journal of Medical Research', 'Western Pacific Surveillance and Response Journal'];

/** A second disease for a project, other than its first. */
const SECOND_DISEASE: Record<string, string> = { measles: 'add', cholera: 'typhoid', dengue: 'chikungunya', add: 'cholera', others: 'leptospirosis' };

interface Candidate {
  id: number;
  mentee_id: number;
  course_id: number;
  short_title: string;
  registration_answers: Record<string, string>;
  registered_at: Date | string;
  status: string;
  short_name: string;
  milestone_id: number;
  takes: 'start' | 'end' | 'abstract';
  submitted_at: Date | string | null;
  mentee_name: string;
}

export async function seedReportsDemo(tx: Queryable) {
  await tx.execute(sql`update hubs set country = 'India' where country is null`);
  await tx.execute(sql`update cohorts co set
      track = case c.type when 'FETP Course' then 'Advanced' when 'Frontline Courses' then 'Frontline' else 'Other' end,
      other_track = case when c.type = 'Short Courses' then 'Short course (self-paced)' end
    from courses c where c.id = co.course_id and co.track is null`);

  const forms = new Map((await tx.select({ id: calForms.id, key: calForms.key }).from(calForms)).map((f) => [f.key, f.id]));
  const formOf = { start: forms.get('project-start'), end: forms.get('project-end'), abstract: forms.get('sc-abstract') };
  if (!formOf.start || !formOf.end || !formOf.abstract) return;

  const candidates = rowsOf<Candidate>(await tx.execute(sql`
    select s.id, s.mentee_id, s.course_id, s.short_title, s.registration_answers, s.registered_at, s.status, k.short_name,
      m.id as milestone_id, m.takes, m.submitted_at, u.display_name as mentee_name
    from sub_cals s
    join cals k on k.id = s.cal_id
    join users u on u.id = s.mentee_id
    join milestones m on m.sub_cal_id = s.id and m.takes in ('start', 'end', 'abstract') and m.status = 'completed'
    where not exists (select 1 from cal_form_answers a where a.sub_cal_id = s.id and a.kind = m.takes)
    order by s.id, m.sequence`));
  const mentorRows = rowsOf<{ mentee_id: number; mentor_id: number }>(await tx.execute(sql`
    select mentee_id, mentor_id from mentor_assignments order by mentee_id, mentor_number`));
  const mentorsOf = new Map<number, number[]>();
  for (const r of mentorRows) mentorsOf.set(r.mentee_id, [...(mentorsOf.get(r.mentee_id) ?? []), r.mentor_id]);
  const cohortMates = rowsOf<{ user_id: number; name: string; cohort_id: number }>(await tx.execute(sql`
    select e.user_id, u.display_name as name, e.cohort_id from enrolments e join users u on u.id = e.user_id
    join cohorts co on co.id = e.cohort_id join courses c on c.id = co.course_id where c.type = 'FETP Course' order by e.cohort_id, u.display_name`));
  const caOf = new Map(rowsOf<{ course_id: number; id: number }>(await tx.execute(sql`select course_id, id from cals where short_name = 'CA'`)).map((r) => [r.course_id, r.id]));

  /** Another officer of the mentee's cohort, as a co-investigator. */
  const colleagueOf = (menteeId: number, n: number) => {
    const mine = cohortMates.find((m) => m.user_id === menteeId);
    const mates = cohortMates.filter((m) => m.cohort_id === mine?.cohort_id && m.user_id !== menteeId);
    return mates.length ? mates[n % mates.length]!.name : null;
  };

  for (const [i, c] of candidates.entries()) {
    const registered = new Date(c.registered_at);
    const reg = c.registration_answers;
    const disease = reg.abstract_disease ?? 'others';
    const submittedAt = c.submitted_at ? new Date(c.submitted_at) : new Date();
    let answers: Record<string, string | string[]>;
    if (c.takes === 'start') {
      const type = PROJECT_TYPE_OF[c.short_name] ?? 'outbreak_investigation';
      answers = {
        ...startAnswers({
          stateId: Number(reg.state_id), districtId: Number(reg.district_id), projectType: type,
          classification: classificationKey(PROJECT_TYPES[type]!.classifications[i % PROJECT_TYPES[type]!.classifications.length]!),
          targetCalId: caOf.get(c.course_id) ?? 0, notifiedOn: isoDay(new Date(registered.getTime() - 2 * DAY)), cases: 12 + (i * 7) % 90,
          setting: ['rural', 'urban', 'peri_urban'][i % 3]!, objectives: `Describe ${c.short_title} by time, place and person, and recommend action.`,
          data: ['line_list', 'laboratory_reports'], fieldWorkFrom: isoDay(new Date(registered.getTime() + DAY)), mentors: mentorsOf.get(c.mentee_id) ?? [],
        }),
        secondary_disease: SECOND_DISEASE[disease] ?? 'add',
      };
      const colleague = colleagueOf(c.mentee_id, i);
      if (colleague) answers.co_investigators = `${colleague}; District Surveillance Unit staff`;
    } else if (c.takes === 'end') {
      answers = {
        q1: '1', q2: isoDay(new Date(registered.getTime() - 5 * DAY)), q3: isoDay(new Date(Math.min(registered.getTime() + 30 * DAY, submittedAt.getTime()))),
        q4: String(12 + (i * 7) % 90), q5: String(i % 3 === 0 ? 1 : 0), q15: '1', q16: 'Confirmed by the district public health laboratory.',
        public_health_activity_results: ['control_measures', 'community_awareness'],
        q20: '<p>The source was identified and control measures stopped transmission within three weeks.</p>',
      };
    } else {
      const manuscript = c.short_name === 'MS';
      const venue = manuscript ? JOURNALS[i % JOURNALS.length]! : CONFERENCES[i % CONFERENCES.length]!;
      const sent = isoDay(new Date(Math.min(registered.getTime() + 30 * DAY, submittedAt.getTime())));
      answers = {
        title: c.short_title, state_id: reg.state_id ?? '', district_id: reg.district_id ?? '', abstract_disease: disease,
        background: 'Why the problem matters to the district.', methods: 'Descriptive analysis of the line list and surveillance data.',
        results: 'The cases, their distribution and the measures of association.', conclusions: 'The public-health action taken and recommended.',
        submission_date: sent, ...(manuscript ? { journal_name: venue } : { conference_name: venue }),
        ...(c.status === 'completed'
          ? { is_accepted: 'yes', citation: `${c.mentee_name}, et al. ${c.short_title}. ${venue}. ${sent.slice(0, 4)}.` }
          : {}),
      };
    }
    await tx.insert(calFormAnswers).values({
      subCalId: c.id, milestoneId: c.milestone_id, kind: c.takes, formId: formOf[c.takes]!, answers, submittedBy: c.mentee_id, submittedAt,
    });
  }
}

/** One generated file of each report, already listed for the demo coordinator (written through the reports' own writer). */
export async function seedDemoReportFiles(deps: { db: Db; files: FileStore }) {
  const [coordinator] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.coordinator));
  if (!coordinator) return;
  for (const kind of REPORT_KINDS) {
    const fileId = await recordFile(deps.db, kind, { userId: coordinator.id }, 'csv');
    await writeReportFile(deps, fileId);
  }
}
