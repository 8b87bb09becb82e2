import { CAL_GROUPS, isLocale, type CalGroup, type Locale } from '@fetp/contract';
import type { Queryable } from '../../db/client';
import { mentorsOf } from '../../db/scopes';
import type { TrackerScope } from '../../plugins/officer-access';
import { progressFor, type Progress } from '../../progress';
import { moduleRecordsOf, modulesFrom } from '../modules';
import { statusLabel } from '../notifications';
import { ReportWriter } from './document';
import { portfolioTexts, type PortfolioTexts } from './texts';
import { calRowsOf, fieldAssignmentsOf, languageOf, profileOf, webinarsAttendedBy, type Reviewer } from './queries';

/** An officer's portfolio in a course: everything the PDF shows, read in a few set queries. */
export interface Portfolio {
  generatedAt: Date;
  hasCal: boolean;
  profile: NonNullable<Awaited<ReturnType<typeof profileOf>>>;
  mentors: { name: string; number: number; supervisor: boolean }[];
  progress: Progress;
  cals: Awaited<ReturnType<typeof calRowsOf>>;
  modules: { name: string; units: number; done: number; completed: boolean }[];
  webinars: Awaited<ReturnType<typeof webinarsAttendedBy>>;
  projects: Awaited<ReturnType<typeof fieldAssignmentsOf>>;
}

/** Reads an officer's portfolio for a caller whose standing was checked (`scope`). */
export async function portfolioOf(db: Queryable, scope: TrackerScope): Promise<Portfolio> {
  const { menteeId, courseId, cohortId } = scope;
  const [profile, mentors, progress, cals, moduleRecords, webinars, projects] = await Promise.all([
    profileOf(db, menteeId, courseId, cohortId),
    mentorsOf(db, menteeId, courseId),
    progressFor(db, menteeId, courseId),
    calRowsOf(db, menteeId, courseId),
    moduleRecordsOf(db, courseId, menteeId),
    webinarsAttendedBy(db, menteeId, courseId),
    fieldAssignmentsOf(db, menteeId, courseId),
  ]);
  // The standing was found through this enrolment a moment ago.
  if (!profile) throw new Error(`No enrolment of officer ${menteeId} in cohort ${cohortId}`);
  // The module page's own reading of each module (every unit done: its tick), counted here.
  const modules = modulesFrom(moduleRecords, scope.viewer, { menteeId, courseId }).map((m) => ({
    name: m.module_name, units: m.unit_data.length, done: m.unit_data.filter((u) => u.status_check).length, completed: m.check_tick && m.unit_data.length > 0,
  }));
  return { generatedAt: new Date(), hasCal: scope.hasCal, profile, mentors, progress, cals, modules, webinars, projects };
}

/** The language of the requester's PDF: the one saved on their account, else the one their browser asks for (else English). */
export async function portfolioLocale(db: Queryable, requesterId: number, requested: Locale | null): Promise<Locale | null> {
  const saved = await languageOf(db, requesterId);
  return isLocale(saved) ? saved : requested;
}

/** The helpers that write values in the reader's language: a date (12 Mar 2025, 12 mars 2025), '-' for nothing, a reviewer. */
function writersOf(t: PortfolioTexts) {
  const L = t.labels;
  const day = (value: Date | string | null | undefined): string => {
    if (value === null || value === undefined || value === '') return L.none;
    const date = value instanceof Date ? value : new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
    return Number.isNaN(date.getTime()) ? L.none : t.date(date);
  };
  const orNone = (value: string | null | undefined) => (value && value.trim() ? value : L.none);
  const reviewer = (r: Reviewer | null) => (r ? `${r.name} (${day(r.at)})` : L.none);
  return { L, day, orNone, reviewer };
}
type Writers = ReturnType<typeof writersOf>;

/** A safe file name: the officer's id and the course's id (names may be in any script). */
export const portfolioFilename = (menteeId: number, courseId: number) => `portfolio-${menteeId}-${courseId}.pdf`;

/**
 * Draws the portfolio with its frame (labels, statuses, dates) in `locale`, the reader's language
 * (English when none; Arabic laid out right to left); answers the document, a readable stream of
 * the PDF that fills as the pages are drawn (ended here).
 */
export function renderPortfolio(p: Portfolio, locale: Locale | null = null): PDFKit.PDFDocument {
  const { profile } = p;
  const t = portfolioTexts(locale);
  const writers = writersOf(t);
  const { L, day, orNone } = writers;
  const w = new ReportWriter(
    { left: `${L.title} · ${profile.name} · ${profile.courseTitle}`, page: L.page },
    { title: `${L.title}: ${profile.name}`, author: 'FETP learning portal', lang: t.locale },
    t.rtl,
  );
  w.title(L.title, `${L.generated} ${day(p.generatedAt)}`);
  w.text(profile.name, { size: 16, weight: 'bold' });
  w.text(`${profile.courseTitle} · ${profile.cohortName}`, { color: '#555555' });

  w.heading(L.profile);
  w.fields([
    [L.name, profile.name],
    [L.email, profile.email],
    [L.mobile, orNone(profile.phone)],
    [L.gender, orNone(profile.gender)],
    [L.location, [profile.district, profile.state].filter(Boolean).join(', ') || L.none],
    [L.course, profile.courseTitle],
    [L.cohort, profile.cohortStart || profile.cohortEnd ? `${profile.cohortName} (${day(profile.cohortStart)} – ${day(profile.cohortEnd)})` : profile.cohortName],
    [L.mentors, p.mentors.map((m) => `${m.number}. ${m.name}${m.supervisor ? ` (${L.supervisor})` : ''}`).join('\n') || L.none],
    [L.courseProgress, `${p.progress.course_progress}%`],
    ...(p.hasCal ? [[L.calProgress, `${p.progress.cal_progress}%`] as [string, string]] : []),
  ]);

  if (p.hasCal) {
    for (const group of CAL_GROUPS) drawCals(w, t, writers, group, p.cals.filter((row) => row.group === group));
  }

  w.heading(L.modulesCompleted);
  if (!p.modules.length) w.text(L.noModules, { color: '#555555' });
  else {
    w.table(
      [{ label: L.module, width: 6 }, { label: L.units, width: 2 }, { label: L.completed, width: 2 }],
      p.modules.map((m) => [m.name, `${m.done} / ${m.units}`, m.completed ? L.yes : L.no]),
    );
  }

  w.heading(L.webinarsAttended);
  if (!p.webinars.length) w.text(L.noWebinars, { color: '#555555' });
  else w.table([{ label: L.webinar, width: 6 }, { label: L.presenter, width: 3 }, { label: L.date, width: 2 }], p.webinars.map((x) => [x.title, orNone(x.presenter), day(x.at)]));

  w.heading(L.fieldAssignments);
  if (!p.projects.length) w.text(L.noProjects, { color: '#555555' });
  else {
    w.table(
      [{ label: L.project, width: 5 }, { label: L.disease, width: 2 }, { label: L.location, width: 3 }, { label: L.period, width: 3 }, { label: L.mentors, width: 2 }],
      p.projects.map((x) => [
        `${t.projectType(x.projectType)}: ${x.title}`, x.otherDisease || x.disease.replace(/_/g, ' '), [x.district, x.state].filter(Boolean).join(', ') || L.none,
        `${day(x.fromDate)} – ${day(x.toDate)}`, orNone(x.mentor),
      ]),
    );
  }

  w.heading(L.graduation);
  w.fields([[L.graduated, profile.graduated ? `${L.yes}${profile.graduatedAt ? ` (${day(profile.graduatedAt)})` : ''}` : L.notGraduated]]);

  w.doc.end();
  return w.doc;
}

/** One CAL group: each sub-CAL with its status, reviewer and milestones. */
function drawCals(w: ReportWriter, t: PortfolioTexts, { L, day, orNone, reviewer }: Writers, group: CalGroup, rows: Portfolio['cals']): void {
  w.heading(t.calGroup(group));
  if (!rows.length) {
    w.text(L.noCals, { color: '#555555' });
    return;
  }
  const bySubCal = new Map<number, Portfolio['cals']>();
  for (const row of rows) bySubCal.set(row.subCalId, [...(bySubCal.get(row.subCalId) ?? []), row]);
  for (const subRows of bySubCal.values()) {
    const first = subRows[0]!;
    w.subheading(`${first.autoName} · ${first.calFullName}: ${first.shortTitle}`);
    w.fields([
      [L.status, statusLabel('sub_cal', first.subCalStatus, t.locale)],
      [L.registered, day(first.registeredAt)],
      [L.reviewer, reviewer(first.subCalReviewer)],
    ]);
    const milestoneRows = subRows.filter((r) => r.milestoneId !== null);
    if (milestoneRows.length) {
      w.table(
        [{ label: '#', width: 0.6 }, { label: L.milestone, width: 5 }, { label: L.dueDate, width: 2 }, { label: L.submitted, width: 2 }, { label: L.status, width: 2 }, { label: L.reviewer, width: 3.4 }],
        milestoneRows.map((r) => [
          String(r.sequence), r.milestoneTitle ?? L.none, day(r.dueDate), day(r.submittedAt),
          r.milestoneStatus ? statusLabel('milestone', r.milestoneStatus, t.locale) : orNone(r.milestoneStatus), reviewer(r.milestoneReviewer),
        ]),
      );
    }
  }
}
