import { PORTFOLIO_API as API } from '@fetp/contract';
import { call } from '../../app/http';

/**
 * The officer portfolio (issue 31): a signed link to the PDF, then the browser saves it (the PDF
 * is sent as an attachment). The link is opened by the browser itself rather than fetched into a
 * Blob, so the course page needs no download code of its own: a 'Content-Disposition: attachment'
 * answer downloads without leaving the page.
 */
export const portfolioApi = {
  /** A cohort's portfolios as one ZIP: starts its generation (a coordinator of the cohort's course). */
  startCohortZip: (cohort: number) => call(API.cohortZip, { params: { cohort }, toast: false }),
  /** The caller's ZIPs of a cohort, with their states. Failures are only logged, as the reports' lists. */
  cohortZips: (cohort: number) => call(API.cohortZipFiles, { params: { cohort }, toast: false }),
  link: (mentee: number, course: number) => call(API.link, { params: { mentee, course }, toast: false }),
  async download(mentee: number, course: number): Promise<void> {
    const answer = await portfolioApi.link(mentee, course);
    const anchor = document.createElement('a');
    anchor.href = answer.data.url;
    anchor.download = answer.data.filename;
    anchor.rel = 'noopener';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  },
};
