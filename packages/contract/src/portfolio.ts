import { z } from 'zod';
import { signedLinkQuery } from './admission';
import { CAL_MESSAGES } from './cal-messages';
import { endpoint } from './endpoints';
import { PAGE_ROUTES } from './routes';
import { courseIdParam, recordId } from './validation';

/**
 * The officer portfolio (issue 31, beyond the spec): one PDF of an officer's record in a course,
 * for the officer, their mentors there and the course's coordinators. The page asks for a signed
 * link (its bearer token checked), then fetches the PDF through it; the PDF is drawn as it streams.
 */

const menteeId = recordId(CAL_MESSAGES.badMentee);
const courseId = courseIdParam(CAL_MESSAGES.badCourse);

export const portfolioParams = z.object({ mentee: menteeId, course: courseId });

/** A signed link to the PDF, valid for an hour, for the caller only. */
export const portfolioLinkAnswer = z.object({ data: z.object({ url: z.string(), filename: z.string() }) });
export type PortfolioLinkAnswer = z.infer<typeof portfolioLinkAnswer>;

export const PORTFOLIO_API = {
  link: endpoint({
    method: 'GET', path: '/api/portfolio/:mentee/:course/', access: PAGE_ROUTES.menteeDashboard.access, params: portfolioParams, answer: portfolioLinkAnswer,
  }),
  /** The PDF itself (a signed link from `link`; the signature names the user, whose standing is checked again). */
  pdf: endpoint({ method: 'GET', path: '/api/portfolio/:mentee/:course/portfolio.pdf', access: 'public', params: portfolioParams, query: signedLinkQuery }),
} as const;

/** The PDF's address for one officer and course (what the link signs). */
export const portfolioPdfPath = (mentee: number, course: number) => `/api/portfolio/${mentee}/${course}/portfolio.pdf`;

/**
 * The PDF's frame in English (the officer's own words and names are drawn in their script); the
 * server writes it in the requester's language (features/portfolio/texts.ts holds the French and
 * Arabic), with the statuses of the bell and the CAL groups' names in the same language.
 */
export const PORTFOLIO_LABELS = {
  title: 'Officer Portfolio',
  generated: 'Generated on',
  profile: 'Profile Summary',
  name: 'Name',
  email: 'Email',
  mobile: 'Mobile',
  gender: 'Gender',
  location: 'District, State',
  course: 'Course',
  cohort: 'Cohort',
  mentors: 'Mentors',
  supervisor: 'supervisor',
  courseProgress: 'Course Progress',
  calProgress: 'CAL Progress',
  registered: 'Registered',
  status: 'Status',
  milestone: 'Milestone',
  dueDate: 'Due Date',
  submitted: 'Submitted',
  reviewer: 'Reviewed by',
  noCals: 'No CAL registered yet.',
  modulesCompleted: 'Modules Completed',
  module: 'Module',
  units: 'Units done',
  completed: 'Completed',
  noModules: 'No module in this course.',
  webinarsAttended: 'Webinars Attended',
  webinar: 'Webinar',
  presenter: 'Presenter',
  date: 'Date',
  noWebinars: 'No webinar attended yet.',
  fieldAssignments: 'Field Assignments',
  project: 'Project',
  period: 'Period',
  disease: 'Disease',
  noProjects: 'No field assignment yet.',
  graduation: 'Graduation',
  graduated: 'Graduated',
  notGraduated: 'Not graduated yet',
  yes: 'Yes',
  no: 'No',
  none: '-',
  page: 'Page',
} as const;
