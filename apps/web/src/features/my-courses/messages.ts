import { defineMessages } from 'react-intl';
import type { CourseType } from '@fetp/contract';

const messages = defineMessages({
  title: { id: 'dashboard.title', defaultMessage: 'My Courses' },
  tabFetp: { id: 'dashboard.tab.fetp', defaultMessage: 'FETP Course' },
  tabShort: { id: 'dashboard.tab.short', defaultMessage: 'Short Courses' },
  tabFrontline: { id: 'dashboard.tab.frontline', defaultMessage: 'Frontline Courses' },
  viewCourse: { id: 'dashboard.viewCourse', defaultMessage: 'VIEW COURSE' },
  viewCourseLabel: { id: 'dashboard.viewCourseLabel', defaultMessage: 'View course {title}' },
  opensElsewhere: { id: 'dashboard.opensElsewhere', defaultMessage: 'Opens the course home' },
  empty: { id: 'dashboard.empty', defaultMessage: 'No courses found' },
  failed: { id: 'dashboard.failed', defaultMessage: 'Your courses could not be loaded.' },
  retry: { id: 'dashboard.retry', defaultMessage: 'Try again' },
});
export default messages;

export const tabLabels: Record<CourseType, (typeof messages)[keyof typeof messages]> = {
  'FETP Course': messages.tabFetp,
  'Short Courses': messages.tabShort,
  'Frontline Courses': messages.tabFrontline,
};
