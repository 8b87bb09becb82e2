import { defineMessages } from 'react-intl';
import type { CourseTab } from '@fetp/contract';

const messages = defineMessages({
  title: {
    id: 'coursePage.title',
    defaultMessage: 'CAL Tracker',
    description: 'Browser tab title and heading of the course page and the mentee details page while they load or when they could not be loaded.',
  },
  reviewerText: {
    id: 'coursePage.reviewerText',
    defaultMessage: "This page shows a learner's own CAL tracker. Open a mentee's tracker from their mentee details page.",
    description: 'Shown on the course page to a mentor or coordinator, who has no tracker of their own in a course.',
  },
  failed: {
    id: 'coursePage.failed',
    defaultMessage: 'This page could not be loaded.',
    description: 'Title of the error alert when the banner or the tabs of the course page (or mentee details page) could not be loaded.',
  },
  retry: {
    id: 'coursePage.retry',
    defaultMessage: 'Try again',
    description: 'Button in an error alert of the course page (banner or tabs) that loads the data again.',
  },
  // ---- banner ----
  student: {
    id: 'coursePage.banner.student',
    defaultMessage: 'Student',
    description: "Label before the student's name in the banner of the course page (where the course title is the heading).",
  },
  mentors: {
    id: 'coursePage.banner.mentors',
    defaultMessage: 'Mentors',
    description: "Heading of the list of the student's mentors in the banner of the course page and the mentee details page.",
  },
  mentor: {
    id: 'coursePage.banner.mentor',
    defaultMessage: 'Mentor {number}',
    description: 'Label before a mentor\'s name in the banner. {number} is the mentor\'s number (1, 2, …).',
  },
  supervisor: {
    id: 'coursePage.banner.supervisor',
    defaultMessage: 'Supervisor',
    description: 'Badge beside the name of the mentor who is the supervisor, in the banner.',
  },
  noMentor: {
    id: 'coursePage.banner.noMentor',
    defaultMessage: 'No mentor assigned yet',
    description: 'Shown in the banner in place of the mentor list when the student has no mentor.',
  },
  courseProgress: {
    id: 'coursePage.banner.courseProgress',
    defaultMessage: 'Course Progress',
    description: "Label of the student's progress in the course (a percentage) in the banner.",
  },
  calProgress: {
    id: 'coursePage.banner.calProgress',
    defaultMessage: 'CAL Progress',
    description: "Label of the student's progress in their CALs (a percentage) in the banner.",
  },
  percent: {
    id: 'coursePage.percent',
    defaultMessage: '{value}%',
    description: 'A progress figure of the banner, in percent. {value} is the number, e.g. 45.',
  },
  // ---- tabs (001 §2.6) ----
  tabCalTracker: { id: 'coursePage.tab.calTracker', defaultMessage: 'CAL TRACKER', description: 'Tab of the course page: the CAL tracker (shown in capitals).' },
  tabDiscussion: {
    id: 'coursePage.tab.discussion',
    defaultMessage: 'MENTOR-MENTEE DISCUSSION',
    description: 'Tab of the course page: the mentor-mentee discussion events (shown in capitals).',
  },
  tabModules: { id: 'coursePage.tab.modules', defaultMessage: 'MODULES', description: 'Tab of the course page: the modules of the course (shown in capitals).' },
  tabWebinars: { id: 'coursePage.tab.webinars', defaultMessage: 'WEBINARS', description: 'Tab of the course page: the webinars (shown in capitals).' },
  tabMeetings: { id: 'coursePage.tab.meetings', defaultMessage: 'Meetings', description: 'Tab of the course page: the meetings.' },
  tabFieldAssignments: {
    id: 'coursePage.tab.fieldAssignments',
    defaultMessage: 'FIELD ASSIGNMENTS',
    description: 'Tab of a frontline officer’s course page: the field assignment projects they investigate (shown in capitals).',
  },
});

export default messages;

/** The tabs of the course page (the contract's COURSE_TAB_LABELS). */
export const tabLabels: Record<CourseTab, (typeof messages)[keyof typeof messages]> = {
  cal_tracker: messages.tabCalTracker,
  mentor_mentee_discussion: messages.tabDiscussion,
  modules: messages.tabModules,
  webinars: messages.tabWebinars,
  meetings: messages.tabMeetings,
  field_assignments: messages.tabFieldAssignments,
};
