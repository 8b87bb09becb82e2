import { defineMessages } from 'react-intl';

/** The mentor dashboard (002 §2.5). */
const messages = defineMessages({
  title: {
    id: 'mentorDashboard.title',
    defaultMessage: 'Mentor Dashboard',
    description: 'Heading and browser tab title of the mentor dashboard (the user menu’s My Mentees): a mentor’s mentees, discussions and webinars.',
  },
  failed: {
    id: 'mentorDashboard.failed',
    defaultMessage: 'The dashboard could not be loaded.',
    description: 'Title of the error alert when the mentor dashboard could not be loaded.',
  },
  retry: { id: 'mentorDashboard.retry', defaultMessage: 'Try again', description: 'Button of the mentor dashboard’s error alert that loads it again.' },
  tabsLabel: { id: 'mentorDashboard.tabsLabel', defaultMessage: 'Mentor dashboard views', description: 'Accessible name of the list of tabs of the mentor dashboard.' },
  tabMentees: { id: 'mentorDashboard.tab.mentees', defaultMessage: 'Mentee List', description: 'Tab of the mentor dashboard: the mentor’s mentees with their progress.' },
  tabDiscussion: {
    id: 'mentorDashboard.tab.discussion',
    defaultMessage: 'Mentor-Mentee Discussion',
    description: 'Tab of the mentor dashboard: the mentor’s discussion events with their mentees.',
  },
  tabWebinars: { id: 'mentorDashboard.tab.webinars', defaultMessage: 'Webinars', description: 'Tab of the mentor dashboard: the webinars the mentor is invited to.' },
  inCourse: { id: 'mentorDashboard.mentees.inCourse', defaultMessage: 'Mentees in {course}', description: 'Above the Mentee List when opened from a course’s VIEW COURSE: only that course’s mentees are listed.' },
  allCourses: { id: 'mentorDashboard.mentees.allCourses', defaultMessage: 'Show all courses', description: 'Link above the Mentee List, opened for one course, that lists the mentees of every course.' },
  menteesTable: { id: 'mentorDashboard.mentees.table', defaultMessage: 'My mentees', description: 'Accessible name of the Mentee List table of the mentor dashboard.' },
  colMentee: { id: 'mentorDashboard.col.mentee', defaultMessage: 'Mentee Name', description: 'Column of the Mentee List: the mentee’s name.' },
  colCourse: { id: 'mentorDashboard.col.course', defaultMessage: 'Course Name', description: 'Column of the Mentee List: the course the mentee is mentored in.' },
  colCourseProgress: { id: 'mentorDashboard.col.courseProgress', defaultMessage: 'Course Progress', description: 'Column of the Mentee List: the mentee’s progress in the course (a bar).' },
  colCalProgress: { id: 'mentorDashboard.col.calProgress', defaultMessage: 'CAL Progress', description: 'Column of the Mentee List: the mentee’s progress in their CALs (a bar).' },
  colAction: { id: 'mentorDashboard.col.action', defaultMessage: 'Action', description: 'Column of the Mentee List holding each mentee’s View Details link.' },
  viewDetails: { id: 'mentorDashboard.viewDetails', defaultMessage: 'View Details', description: 'Link of the Mentee List to the mentee’s details page in that course.' },
  viewDetailsOf: {
    id: 'mentorDashboard.viewDetailsOf',
    defaultMessage: 'View Details of {name}, {course}',
    description: 'Accessible name of a View Details link of the Mentee List. {name} is the mentee, {course} the course.',
  },
  progressOf: {
    id: 'mentorDashboard.progressOf',
    defaultMessage: '{what} of {name} in {course}',
    description: 'Accessible name of a progress bar of the Mentee List. {what} is the column (Course Progress or CAL Progress), {name} the mentee, {course} the course.',
  },
});

export default messages;
