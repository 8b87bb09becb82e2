import { z } from 'zod';
import { endpoint } from './endpoints';
import { CAL_MESSAGES } from './cal-messages';
import { PAGE_ROUTES } from './routes';
import { ROLES } from './roles';
import { courseIdParam, recordId } from './validation';

/**
 * The course page and the mentee details page (spec 001 §2.6): the banner and the tab list. The
 * tabs' contents are the owning features' own calls (the CAL tracker's, the modules', …).
 */

const { mentee } = ROLES;

/** The course page's tabs (001 §2.6), in their order; each is declared by the feature that owns it: the spec's five tabs in their order, then FIELD ASSIGNMENTS (designed here: a frontline officer's own projects). */
export const COURSE_TABS = ['cal_tracker', 'mentor_mentee_discussion', 'modules', 'webinars', 'meetings', 'field_assignments'] as const;
export type CourseTab = (typeof COURSE_TABS)[number];
export const COURSE_TAB_LABELS: Record<CourseTab, string> = {
  cal_tracker: 'CAL TRACKER',
  mentor_mentee_discussion: 'MENTOR-MENTEE DISCUSSION',
  modules: 'MODULES',
  webinars: 'WEBINARS',
  meetings: 'Meetings',
  field_assignments: 'FIELD ASSIGNMENTS',
};

const courseId = courseIdParam(CAL_MESSAGES.badCourse);
const menteeId = recordId(CAL_MESSAGES.badMentee);

// ---- Answers ----

/** Every tab of COURSE_TABS, in its order; a tab no feature declares (or not for this caller) is `visible: false`. */
export const tabsAnswer = z.object({
  data: z.array(z.object({ key: z.enum(COURSE_TABS), name: z.string(), visible: z.boolean() })),
});
export type TabsAnswer = z.infer<typeof tabsAnswer>;

/**
 * The banner of the course page and of the mentee details page: the fields of 000 §3 "Mentee
 * banner" and the mentee/course context of 001 §3.4, under the spec's names (its duplicates kept).
 */
export const menteeBannerAnswer = z.object({
  data: z.object({
    studentName: z.string(),
    /** The officer's mentors in the cohort they are enrolled in, by mentor number. */
    mentorName: z.array(z.object({ name: z.string(), number: z.number(), supervisor: z.boolean() })),
    /** The share of the course's units done, in whole percent. */
    courseProgress: z.number(),
    /** The mean progress of the course's CALs, in whole percent. */
    calProgress: z.number(),
    profileImage: z.string().nullable(),
    /** The course's key (as `course_key`). */
    course: z.string(),
    course_key: z.string(),
    /** The course's record id (the `course_id` of the other calls). */
    courseid: z.number(),
    /** The cohort (course-management record) the officer is enrolled in; `course_manageid` is the same. */
    course_manage_id: z.number(),
    course_manageid: z.number(),
    /** The officer's user id; `mentee_user_id` and `menteeid` are the same. */
    menteeID: z.number(),
    mentee_user_id: z.number(),
    menteeid: z.number(),
    // Not named by the spec:
    course_title: z.string(),
    course_type: z.string(),
    /** Frontline Courses have no Field Projects nor Scientific Communications (001 §1). */
    has_cal: z.boolean(),
  }),
});
export type MenteeBanner = z.infer<typeof menteeBannerAnswer>['data'];

// ---- Queries ----

export const tabsQuery = z.object({ course_id: courseId });
export const menteeTabsQuery = z.object({ course_id: courseId, mentee_id: menteeId });
export const courseBannerParams = z.object({ course: courseId });
export const menteeDetailsParams = z.object({ id: menteeId });
/** course_id is ours: without it, the officer's current course (the spec's call names only the officer). */
export const menteeDetailsQuery = z.object({ course_id: courseId.optional() });

/** The course page's calls; each checks the caller's standing to the officer in the course. */
export const COURSE_PAGE_API = {
  courseTabs: endpoint({ method: 'GET', path: '/cal/api/get/course_cal/tabs/', access: [mentee], query: tabsQuery, answer: tabsAnswer }),
  menteeTabs: endpoint({
    method: 'GET', path: '/cal/api/get/mentee_detail/tabs/', access: PAGE_ROUTES.menteeDashboard.access, query: menteeTabsQuery, answer: tabsAnswer,
  }),
  /** The learner's own banner on the course page. */
  courseBanner: endpoint({
    method: 'GET', path: '/cal/api/courses/:course/cal-dashboard/', access: [mentee], params: courseBannerParams, answer: menteeBannerAnswer,
  }),
  /** A mentee's banner on the mentee details page (the mentee, their mentors, their course's coordinators). */
  menteeBanner: endpoint({
    method: 'GET', path: '/cal/api/mentee/:id/details/', access: PAGE_ROUTES.menteeDashboard.access, params: menteeDetailsParams, query: menteeDetailsQuery, answer: menteeBannerAnswer,
  }),
} as const;
