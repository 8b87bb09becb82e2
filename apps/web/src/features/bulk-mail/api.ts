import { BULK_MAIL_API as API } from '@fetp/contract';
import { call } from '../../app/http';

/** Bulk e-mail's calls (002 §7 "Bulk e-mail"). The page tells failures in place, so no call toasts. */
export const bulkMailApi = {
  /** The courses and cohorts the caller may mail, and the recipient choices offered. */
  courseData: () => call(API.courseData, { toast: false }),
  /** Multipart: all, myself, mentors, mentees (on/off), subject, message, external_members, mentors_list, mentees_list, files. */
  send: (form: FormData) => call(API.send, { body: form, toast: false }),
  history: (page: number) => call(API.history, { query: { page }, toast: false }),
};
