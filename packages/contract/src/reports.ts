import { z } from 'zod';
import { endpoint } from './endpoints';
import { signedLinkQuery } from './admission';
import { MESSAGES } from './messages';
import { isRealDay } from './validation';
import { PAGE_ROUTES } from './routes';
import { REPORT_FORMATS, REPORT_MESSAGES, REPORT_PAGE_SIZE, type ReportKind } from './report-messages';
import { REPORT_COLUMNS, type ReportColumn } from './report-columns';

/**
 * The reports' calls (spec 002 §2.9, §7 "Reports"): for each of the five reports a table paged on
 * the server, a call that starts a file's generation, and the list of the caller's generated files.
 * Paths and methods are the spec's; the answers it does not show are designed here. Coordinators
 * and Program Advisors only, each within their scope (the courses they coordinate; an advisor's
 * whole programme or bound hubs).
 */

export * from './report-messages';
export * from './report-columns';

const access = PAGE_ROUTES.reportCohortData.access;

/** A filter date as sent (YYYY-MM-DD); an empty value is no date. */
const filterDate = z.string()
  .refine((v) => v === '' || isRealDay(v), MESSAGES.invalidDate)
  .optional();

/** The Report Filter (002 §5): both dates or neither, the start not after the end; the same words as the form's alerts. */
const dateRange = z.object({ start_date: filterDate, end_date: filterDate });
type DateRange = z.infer<typeof dateRange>;
function checkRange(v: DateRange, ctx: z.RefinementCtx) {
  if (Boolean(v.start_date) !== Boolean(v.end_date)) {
    ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.bothDates, path: [v.start_date ? 'end_date' : 'start_date'] });
  } else if (v.start_date && v.end_date && v.start_date > v.end_date) {
    ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.startBeforeEnd, path: ['start_date'] });
  }
}

const page = z.coerce.number({ error: 'page must be a positive number.' }).int('page must be a positive number.').min(1, 'page must be a positive number.').max(100_000, 'page must be a positive number.').default(1);
const pageSize = z.coerce.number({ error: 'page_size must be between 1 and 100.' }).int('page_size must be between 1 and 100.').min(1, 'page_size must be between 1 and 100.').max(100, 'page_size must be between 1 and 100.').default(REPORT_PAGE_SIZE);

/** A report table's query (GET) or body (the Field Assignment Report's POST): the filter and the page. */
export const reportTableQuery = dateRange.extend({ page, page_size: pageSize }).superRefine(checkRange);
export type ReportTableQuery = z.input<typeof reportTableQuery>;

/** A generation's query or body: the filter, and the file's format (csv unless xlsx is asked for). */
export const reportDownloadQuery = dateRange.extend({ format: z.enum(REPORT_FORMATS).default('csv') }).superRefine(checkRange);
export type ReportDownloadQuery = z.input<typeof reportDownloadQuery>;

const cellSchema = (c: ReportColumn) =>
  c.type === 'boolean' ? z.boolean().nullable() : c.type === 'number' ? z.number().nullable() : z.string().nullable();

/** One row of a report: its columns' keys (002 §3 "Report rows"), empty values null (shown '-'). */
function rowSchema(kind: ReportKind) {
  return z.object(Object.fromEntries(REPORT_COLUMNS[kind].map((c) => [c.key, cellSchema(c)])) as Record<string, z.ZodType<string | number | boolean | null>>);
}

export type ReportCell = string | number | boolean | null;
export type ReportRow = Record<string, ReportCell>;

const tableAnswer = (kind: ReportKind) => z.object({ count: z.number(), page: z.number(), page_size: z.number(), data: z.array(rowSchema(kind)) });
export type ReportTableAnswer = { count: number; page: number; page_size: number; data: ReportRow[] };

/** A generation started: the file is listed at once as queued. */
export const reportDownloadAnswer = z.object({ message: z.string(), data: z.object({ file_id: z.number() }) });
export type ReportDownloadAnswer = z.infer<typeof reportDownloadAnswer>;

/** A generated file with its state; `url` (a signed link) only once it is done. */
export const reportFile = z.object({
  id: z.number(),
  name: z.string(),
  format: z.enum(REPORT_FORMATS),
  status: z.enum(['queued', 'done', 'failed']),
  url: z.string().nullable(),
  created_at: z.string(),
});
export type ReportFile = z.infer<typeof reportFile>;

/**
 * The caller's generated files of one report, newest first: `data` as the spec's [name, url] pairs
 * (the finished files), and `files` beside it with every file's state, so a failed one shows as failed.
 */
export const reportFilesAnswer = z.object({ data: z.array(z.array(z.string()).length(2)), files: z.array(reportFile) });
export type ReportFilesAnswer = z.infer<typeof reportFilesAnswer>;

export const reportFileParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

const table = <K extends ReportKind>(kind: K, path: string) =>
  endpoint({ method: 'GET', path, access, query: reportTableQuery, answer: tableAnswer(kind) });
const download = (path: string) => endpoint({ method: 'GET', path, access, query: reportDownloadQuery, answer: reportDownloadAnswer });
const files = (path: string) => endpoint({ method: 'GET', path, access, answer: reportFilesAnswer });

/** Every report call (002 §7 "Reports"), by report. */
export const REPORTS_API = {
  abstractDataTable: table('abstract_data', '/api/abstract_data_report_table/'),
  cohortDataTable: table('cohort_data', '/api/cohort_data_report_table/'),
  residentActivitiesTable: table('resident_activities', '/api/resident_activities_report_table/'),
  cohortProjectTable: table('cohort_data_project', '/api/cohort_report/list/'),
  projectDataTable: endpoint({ method: 'POST', path: '/api/ncdc_frontline/get_project_form_report', access, body: reportTableQuery, answer: tableAnswer('project_data') }),

  abstractDataDownload: download('/api/abstract_data_report_download/'),
  cohortDataDownload: download('/api/cohort_data_report_download/'),
  residentActivitiesDownload: download('/api/resident_activities_report_download/'),
  cohortProjectDownload: download('/api/cohort_project_data_report_download/'),
  projectDataDownload: endpoint({ method: 'POST', path: '/api/ncdc_frontline/download_project_form_report', access, body: reportDownloadQuery, answer: reportDownloadAnswer }),

  abstractDataFiles: files('/api/get/downloaded_abstract_data_report/'),
  cohortDataFiles: files('/api/get/downloaded_cohort_data_reports/'),
  residentActivitiesFiles: files('/api/get/downloaded_resident_activities_report/'),
  cohortProjectFiles: files('/api/get/downloaded_cohort_project_data_reports/'),
  projectDataFiles: files('/api/ncdc_frontline/list_project_form_report_download'),

  /** A generated file itself: a signed link from a file list, opened in a plain browser tab. */
  file: endpoint({ method: 'GET', path: '/api/report_files/:id/download/', access: 'public', params: reportFileParams, query: signedLinkQuery }),
} as const;

/** Each report's three calls, for the server's routes and the web's page configuration. */
export const REPORT_CALLS = {
  abstract_data: { table: REPORTS_API.abstractDataTable, download: REPORTS_API.abstractDataDownload, files: REPORTS_API.abstractDataFiles },
  cohort_data: { table: REPORTS_API.cohortDataTable, download: REPORTS_API.cohortDataDownload, files: REPORTS_API.cohortDataFiles },
  resident_activities: { table: REPORTS_API.residentActivitiesTable, download: REPORTS_API.residentActivitiesDownload, files: REPORTS_API.residentActivitiesFiles },
  project_data: { table: REPORTS_API.projectDataTable, download: REPORTS_API.projectDataDownload, files: REPORTS_API.projectDataFiles },
  cohort_data_project: { table: REPORTS_API.cohortProjectTable, download: REPORTS_API.cohortProjectDownload, files: REPORTS_API.cohortProjectFiles },
} as const;
