import { once } from 'node:events';
import archiver from 'archiver';
import { CAL_GROUPS, DASHBOARD_MESSAGES, PORTFOLIO_MESSAGES, isLocale, type CalGroup, type Locale } from '@fetp/contract';
import type { Db, Queryable } from '../../db/client';
import { cohortStanding, mentorsOf, type CohortStanding } from '../../db/scopes';
import type { FileStore } from '../../files/store';
import { badRequest, forbidden, notFound } from '../../plugins/errors';
import { FRONTLINE_COURSE_TYPE, type TrackerScope } from '../../plugins/officer-access';
import { progressFor, type Progress } from '../../progress';
import type { Services } from '../../services';
import { moduleRecordsOf, modulesFrom } from '../modules';
import { statusLabel } from '../notifications';
import { generatedFile, generatedFileList, queueGeneratedFile, storeGeneratedFile } from '../reports';
import { ReportWriter } from './document';
import { portfolioTexts, type PortfolioTexts } from './texts';
import {
  calRowsOf, cohortOfficerCount, cohortOfficers, courseKeyOf, fieldAssignmentsOf, languageOf, profileOf, webinarsAttendedBy, type Reviewer,
} from './queries';

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

// ---- A cohort's portfolios as one ZIP (generated by the job queue, listed like the reports' files) ----

/** The generated-file kind and format of a cohort's ZIP (reports/ `report_files`). */
export const ZIP_KIND = 'portfolios';

/** The cohort a coordinator of its course names: 404 when there is no such cohort, 403 when they do not coordinate its course. */
async function coordinatedCohort(db: Queryable, userId: number, cohortId: number): Promise<CohortStanding> {
  const cohort = await cohortStanding(db, userId, cohortId);
  if (!cohort) throw notFound(PORTFOLIO_MESSAGES.cohortNotFound);
  if (!cohort.coordinates) throw forbidden(DASHBOARD_MESSAGES.notYourCohort);
  return cohort;
}

/** A part of a file name: letters and digits of any script, dots and dashes; anything else one dash. */
const namePart = (text: string, max: number) => text.normalize('NFC').replace(/[^\p{L}\p{M}\p{N}._-]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, max) || 'x';

/** A ZIP's name: `portfolios-<course key>-<cohort name>-<YYYY-MM-DD>.zip` (UTC), in any script, with no character a file system refuses. */
export function cohortZipName(courseKey: string, cohortName: string, at = new Date()): string {
  return `portfolios-${namePart(courseKey, 80)}-${namePart(cohortName, 80)}-${at.toISOString().slice(0, 10)}.zip`;
}

/**
 * Starts a cohort's ZIP for a coordinator of its course: records the file as queued and enqueues
 * its generation in one transaction (the list shows it at once; the job cannot run before the row
 * exists). A cohort without officers is refused (400): a ZIP of nothing helps no one.
 */
export async function startCohortZip(
  services: Pick<Services, 'db'>, userId: number, cohortId: number, enqueue: (tx: Queryable, fileId: number) => Promise<unknown>,
): Promise<number> {
  const { db } = services;
  const cohort = await coordinatedCohort(db, userId, cohortId);
  if ((await cohortOfficerCount(db, cohortId)) === 0) throw badRequest(PORTFOLIO_MESSAGES.noOfficers);
  const name = cohortZipName(await courseKeyOf(db, cohort.courseId), cohort.cohortName);
  return db.transaction(async (tx) => {
    const fileId = await queueGeneratedFile(tx, { userId, kind: ZIP_KIND, format: 'zip', name, cohortId });
    await enqueue(tx, fileId);
    return fileId;
  });
}

/** The caller's ZIPs of a cohort (a coordinator of its course), as the reports list their files. */
export async function cohortZipList(services: Pick<Services, 'db' | 'links'>, userId: number, cohortId: number) {
  await coordinatedCohort(services.db, userId, cohortId);
  return generatedFileList(services, userId, ZIP_KIND, cohortId, (row) => ({ format: 'zip' as const, cohort_id: row.cohortId ?? cohortId }));
}

/**
 * Writes a queued cohort ZIP: every officer of the cohort (as they are now), each one's portfolio
 * read, drawn and streamed into the archive in turn, the archive streamed into the file store. One
 * PDF is in memory at a time, whatever the cohort's size; the fonts are parsed once per process
 * (pdf-text.ts). The file's owner must still coordinate the cohort's course. Answers how many
 * portfolios it holds (none for a file no longer queued, which is left as it is).
 */
export async function writeCohortZip(deps: { db: Db; files: FileStore }, fileId: number): Promise<{ officers: number }> {
  const { db } = deps;
  const file = await generatedFile(db, fileId);
  if (!file || file.status !== 'queued' || file.kind !== ZIP_KIND || file.cohortId === null) return { officers: 0 };
  const cohort = await cohortStanding(db, file.userId, file.cohortId);
  if (!cohort?.coordinates) throw new Error(`user ${file.userId} no longer coordinates the course of cohort ${file.cohortId}`);
  const officers = await cohortOfficers(db, cohort.cohortId);
  // The frame in the language of the coordinator who asked for it (saved in their account; English otherwise).
  const locale = await portfolioLocale(db, file.userId, null);
  const scopeOf = (officer: { id: number; name: string }): TrackerScope => ({
    viewer: 'coordinator', menteeId: officer.id, courseId: cohort.courseId, cohortId: cohort.cohortId, courseType: cohort.courseType,
    menteeName: officer.name, courseTitle: cohort.courseTitle, hasCal: cohort.courseType !== FRONTLINE_COURSE_TYPE,
  });

  // PDFs are compressed already: a quick deflate keeps the ZIP small without spending time on them.
  const archive = archiver('zip', { zlib: { level: 1 } });
  // The archive's errors reach the file store through the stream; this keeps a late one (after the store gave up) from being unhandled.
  archive.on('error', () => undefined);
  const stop = new AbortController();
  let failure: unknown = null;
  const produce = async () => {
    const date = new Date();
    for (const officer of officers) {
      const portfolio = await portfolioOf(db, scopeOf(officer));
      stop.signal.throwIfAborted();
      archive.append(renderPortfolio(portfolio, locale), { name: portfolioFilename(officer.id, cohort.courseId), date });
      // The next portfolio only once this one is in the archive: one PDF in memory at a time.
      await once(archive, 'entry', { signal: stop.signal });
    }
    await archive.finalize();
  };
  const producing = produce().catch((error: unknown) => {
    if (stop.signal.aborted) return;
    // A portfolio that could not be read or drawn: the archive fails with it, so the store keeps nothing.
    failure = error;
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  try {
    await storeGeneratedFile(deps, fileId, archive as unknown as AsyncIterable<Buffer>);
  } catch (error) {
    stop.abort(error);
    archive.abort();
    await producing;
    throw failure ?? error;
  }
  await producing;
  return { officers: officers.length };
}
