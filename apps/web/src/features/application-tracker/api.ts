import { ADMISSION_DECISION_API, APPLICATION_TRACKER_API as API, PROGRAMME_SETUP_API, type AdmitBody, type RejectBody } from '@fetp/contract';
import { downloadLink } from '../../app/download';
import { call } from '../../app/http';

/** Rows per page of the tracker table. */
export const TRACKER_PAGE_SIZE = 10;
/** Name of the saved CSV. */
export const CSV_FILENAME = 'applications.csv';

export interface ApplicationsQuery {
  /** A course value of /api/app_tracker_course/; undefined for every course of the caller. */
  pk?: string;
  page: number;
  pageSize?: number;
}

/** The applications tracker calls (002 §7 'Bulk e-mail and applications'). Failures are only logged. */
export const applicationTrackerApi = {
  courses: () => call(API.courses, { toast: false }),
  applications: ({ pk, page, pageSize = TRACKER_PAGE_SIZE }: ApplicationsQuery) =>
    call(API.applications, { query: { pk, page, page_size: pageSize }, toast: false }),
  downloadLink: (pk?: string) => call(API.downloadLink, { query: { pk }, toast: false }),
  /** Asks for the CSV link of the filter, then fetches the file itself (a signed link) and saves it. */
  async downloadCsv(pk?: string): Promise<void> {
    const answer = await applicationTrackerApi.downloadLink(pk);
    await downloadLink(answer.data.data.csv_url, CSV_FILENAME);
  },
  /** The cohorts of the application's course, to admit into (Content Management's call). */
  cohorts: (course: number) => call(PROGRAMME_SETUP_API.cohorts, { params: { course }, toast: false }),
  /** Admission decisions (issue 32): the dialog shows the refusal itself. */
  admit: (application: number, body: AdmitBody) => call(ADMISSION_DECISION_API.admit, { params: { application }, body, as: 'json', toast: false }),
  reject: (application: number, body: RejectBody) => call(ADMISSION_DECISION_API.reject, { params: { application }, body, as: 'json', toast: false }),
};
