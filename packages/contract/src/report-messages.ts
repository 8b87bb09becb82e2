/*
 * The reports (spec 002 §2.9, §4, §5, §9) as plain constants, with no schema library: the report
 * kinds, the filter's messages and the polling times; the columns are in report-columns.ts (kept
 * apart: every page's first load carries these texts through SERVER_MESSAGES, not the columns).
 * The calls are in reports.ts.
 */

/** The five reports, by the name their page's path and their generated files carry. */
export const REPORT_KINDS = ['abstract_data', 'cohort_data', 'resident_activities', 'project_data', 'cohort_data_project'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The file formats a generation writes; csv unless the call asks for xlsx. */
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** 002 §4, §9: the 'generation started' message shows 20 s; the file list refreshes every 30 s. */
export const REPORT_TIMING = { generationMessageMs: 20_000, fileListPollMs: 30_000 } as const;

/** The table's page size when the call names none. */
export const REPORT_PAGE_SIZE = 20;

/** The server's answers on the report calls (002 §5 Reports, §8), written once for both sides. */
export const REPORT_MESSAGES = {
  bothDates: 'Please Enter Start and End Date Both!!',
  startBeforeEnd: 'The start date must be before the end date.',
  generationStarted: 'Report generation started. The file will appear in the list below when it is ready.',
  linkExpired: 'This download link has expired. Please reload the report page and open the file again.',
  fileNotReady: 'This report file is not ready.',
} as const;
