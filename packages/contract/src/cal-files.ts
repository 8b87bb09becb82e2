import { z } from 'zod';
import { signedLinkQuery } from './admission';
import { MILESTONE_STATUSES, MILESTONE_TAKES } from './cal';
import { CAL_FILE_LIMITS } from './constants';
import { endpoint } from './endpoints';
import { CAL_FILE_MESSAGES, CAL_MESSAGES } from './cal-messages';
import { REQUEST_MESSAGES } from './messages';
import { PAGE_ROUTES } from './routes';
import { ROLES } from './roles';
import { multipartFormBody, recordId } from './validation';

/**
 * Milestone files (spec 001 §2.1 Files link, §5 "Milestone file upload", §7, §9): the mentee
 * uploads versions of a milestone's file; the mentee, their mentors and their course's
 * coordinators list every version and download them.
 */

/** The types a milestone file may have (000 §9 "Supported download types"), by extension, with the type it is served as. */
export const CAL_FILE_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  csv: 'text/csv',
  ico: 'image/vnd.microsoft.icon',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  json: 'application/json',
  pdf: 'application/pdf',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
} as const;
export type CalFileExtension = keyof typeof CAL_FILE_TYPES;
export const CAL_FILE_EXTENSIONS = Object.keys(CAL_FILE_TYPES) as CalFileExtension[];
/** The file input's accept attribute. */
export const CAL_FILE_ACCEPT = CAL_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** A name's extension when it is one of the allowed types (any case), else null. */
export function calFileExtension(name: string): CalFileExtension | null {
  const parts = name.split('.');
  const extension = parts.length === 2 ? parts[1]!.toLowerCase() : '';
  return Object.hasOwn(CAL_FILE_TYPES, extension) ? (extension as CalFileExtension) : null;
}

/**
 * The check of a chosen file by its name and size (001 §5), in the browser before sending and on
 * the server again; the server also checks the content.
 */
export function calFileProblem(file: { name: string; size: number }): string | null {
  if (file.name.split('.').length > 2) return CAL_FILE_MESSAGES.multipleExtensions;
  if (file.size > CAL_FILE_LIMITS.maxBytes) return CAL_FILE_MESSAGES.tooLarge;
  if (!calFileExtension(file.name)) return CAL_FILE_MESSAGES.badType;
  if (file.size === 0) return CAL_FILE_MESSAGES.empty;
  return null;
}

// ---- Answers ----

/** One version of a milestone's file. */
export const milestoneFileVersion = z.object({
  id: z.number(),
  version: z.number(),
  file_name: z.string(),
  size: z.number(),
  content_type: z.string(),
  /** `file`, or `end_form` when the file came with the end form. */
  tag_type: z.string(),
  uploaded_by: z.string(),
  uploaded_by_id: z.number(),
  uploaded_at: z.string(),
  /** A short-lived signed link to the file, for the caller (it opens in a new tab, where no bearer token travels). */
  download: z.string(),
});
export type MilestoneFileVersion = z.infer<typeof milestoneFileVersion>;

export const uploadMilestoneFileAnswer = z.object({ message: z.string(), data: milestoneFileVersion });
export type UploadMilestoneFileAnswer = z.infer<typeof uploadMilestoneFileAnswer>;

/** The milestone version page (001 §2.1): the milestone with its sub-CAL's and CAL's names, and every version, newest first. */
export const milestoneVersionsAnswer = z.object({
  milestone: z.object({
    id: z.number(),
    sequence: z.number(),
    title: z.string(),
    takes: z.enum(MILESTONE_TAKES),
    status: z.enum(MILESTONE_STATUSES),
    due_date: z.string(),
    submitted: z.string().nullable(),
    /** The sub-CAL (as `cal_id` in the tracker's calls). */
    sub_cal_id: z.number(),
    auto_name: z.string(),
    short_title: z.string(),
    cal_name: z.string(),
    cal_short_name: z.string(),
    mentee_id: z.number(),
    mentee_name: z.string(),
    course_id: z.number(),
  }),
  /** The caller is the mentee, the milestone takes a file and is not completed. */
  can_upload: z.boolean(),
  data: z.array(milestoneFileVersion),
});
export type MilestoneVersionsAnswer = z.infer<typeof milestoneVersionsAnswer>;

// ---- Requests ----

/** POST /cal/api/upload_milestone_file/ as the API document shows it (multipart); the route reads the fields itself. */
export const uploadMilestoneFileBody = multipartFormBody(['milestone_id'], ['milestone_file']);
/** The upload's text field, checked. */
export const uploadMilestoneFileFields = z.object({ milestone_id: recordId(CAL_MESSAGES.badMilestone) });
export const milestoneVersionsParams = z.object({ id: recordId(CAL_MESSAGES.badMilestone) });
export const milestoneFileParams = z.object({ id: recordId(REQUEST_MESSAGES.notFound) });

const { mentee } = ROLES;

/** The milestone files' calls; each also checks that the milestone is the caller's or their mentee's. */
export const CAL_FILE_API = {
  /** The mentee adds a version of one of their milestones' files (multipart: milestone_file, milestone_id). */
  upload: endpoint({ method: 'POST', path: '/cal/api/upload_milestone_file/', access: [mentee], body: uploadMilestoneFileBody, answer: uploadMilestoneFileAnswer }),
  /** Every version of a milestone's file, for the mentee, their mentors and their course's coordinators. */
  versions: endpoint({
    method: 'GET', path: '/cal/api/milestone/:id/versions/', access: PAGE_ROUTES.milestoneVersions.access, params: milestoneVersionsParams, answer: milestoneVersionsAnswer,
  }),
  /** A version's file: a signed link, so public; the signature names the user, who must still see the milestone. */
  download: endpoint({ method: 'GET', path: '/cal/api/milestone_file/:id/download/', access: 'public', params: milestoneFileParams, query: signedLinkQuery }),
} as const;

/** The address of a version's file, before signing. */
export const milestoneFilePath = (id: number) => CAL_FILE_API.download.path.replace(':id', String(id));
