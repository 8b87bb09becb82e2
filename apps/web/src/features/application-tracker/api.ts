import type { AppTrackerCourseAnswer, ApplicationsAnswer, DownloadApplicationsAnswer } from '@fetp/contract';
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
  courses: () => http.get<AppTrackerCourseAnswer>('/api/app_tracker_course/', { toast: false }),
  applications: ({ pk, page, pageSize = TRACKER_PAGE_SIZE }: ApplicationsQuery) =>
    http.get<ApplicationsAnswer>('/api/applications/', { query: { pk, page, page_size: pageSize }, toast: false }),
  downloadLink: (pk?: string) => http.get<DownloadApplicationsAnswer>('/api/download_applications/', { query: { pk }, toast: false }),
  /** Asks for the CSV link of the filter, then fetches the file itself (a signed link) and saves it. */
  async downloadCsv(pk?: string): Promise<void> {
    const answer = await applicationTrackerApi.downloadLink(pk);
    await downloadFile(answer.data.data.csv_url, CSV_FILENAME);
  },
};
