import { defineMessages } from 'react-intl';
import type { CourseType } from '@fetp/contract';

const messages = defineMessages({
  tabFetp: { id: 'dashboard.tab.fetp', defaultMessage: 'FETP Course', description: 'Tab on the My Courses page listing the FETP courses.' },
  tabShort: {
    id: 'dashboard.tab.short',
    defaultMessage: 'Short Courses',
    description: 'Tab on the My Courses page listing the short courses.',
  },
  tabFrontline: {
    id: 'dashboard.tab.frontline',
    defaultMessage: 'Frontline Courses',
    description: 'Tab on the My Courses page listing the frontline courses.',
  },
  viewCourse: {
    id: 'dashboard.viewCourse',
    defaultMessage: 'VIEW COURSE',
    description: 'Button on a course card of the My Courses page that opens the course (shown in capitals).',
  },
  viewCourseLabel: {
    id: 'dashboard.viewCourseLabel',
    defaultMessage: 'View course {title}',
    description: 'Accessible name of the View course button on a course card of the My Courses page. {title} is the course title.',
  },
  progress: {
    id: 'dashboard.progress',
    defaultMessage: 'Course progress: {value}%',
    description: 'On a course card of My Courses: the share of the course’s units the learner has done.',
  },
  progressLabel: {
    id: 'dashboard.progressLabel',
    defaultMessage: 'Course progress of {title}',
    description: 'Accessible name of the progress bar on a course card of My Courses. {title} is the course title.',
  },
  empty: {
    id: 'dashboard.empty',
    defaultMessage: 'No courses found',
    description: 'Shown on a tab of the My Courses page that has no courses.',
  },
  failed: {
    id: 'dashboard.failed',
    defaultMessage: 'Your courses could not be loaded.',
    description: 'Title of the error alert when the courses of the My Courses page could not be loaded.',
  },
  retry: {
    id: 'dashboard.retry',
    defaultMessage: 'Try again',
    description: 'Button in the error alert of the My Courses page that loads the courses again.',
  },
});
export default messages;

export const tabLabels: Record<CourseType, (typeof messages)[keyof typeof messages]> = {
  'FETP Course': messages.tabFetp,
  'Short Courses': messages.tabShort,
  'Frontline Courses': messages.tabFrontline,
};
