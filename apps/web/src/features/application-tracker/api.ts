import { APPLICATION_TRACKER_API as API, type AnswerOf } from '@fetp/contract';
import { http } from '../../app/http';
import { downloadFile } from '../../ui/download';

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
  courses: () => http.get<AnswerOf<typeof API.courses>>(API.courses.path, { toast: false }),
  applications: ({ pk, page, pageSize = TRACKER_PAGE_SIZE }: ApplicationsQuery) =>
    http.get<AnswerOf<typeof API.applications>>(API.applications.path, { query: { pk, page, page_size: pageSize }, toast: false }),
  downloadLink: (pk?: string) => http.get<AnswerOf<typeof API.downloadLink>>(API.downloadLink.path, { query: { pk }, toast: false }),
  /** Asks for the CSV link of the filter, then fetches the file itself (a signed link) and saves it. */
  async downloadCsv(pk?: string): Promise<void> {
    const answer = await applicationTrackerApi.downloadLink(pk);
    await downloadFile(answer.data.data.csv_url, CSV_FILENAME);
  },
};
