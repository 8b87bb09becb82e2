import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { RoleName } from '@fetp/contract';
import type { CoordinatorTab } from '@fetp/contract';

/** The coordinator dashboard (002 §2.2) and the coordinator CAL details page (002 §2.3). */
const messages = defineMessages({
  // ---- page, course and cohort ----
  title: {
    id: 'coordinatorDashboard.title',
    defaultMessage: 'Coordinator Dashboard',
    description: 'Heading and browser tab title of the coordinator dashboard (a course coordinator’s view of a course and its cohorts).',
  },
  courseName: {
    id: 'coordinatorDashboard.courseName',
    defaultMessage: 'Course Name',
    description: 'Label of the dropdown that chooses which of the coordinator’s courses the dashboard shows.',
  },
  noOptions: {
    id: 'coordinatorDashboard.noOptions',
    defaultMessage: 'No options found',
    description: 'Shown in a dropdown of the coordinator dashboard when it has no option (or none matches the text typed).',
  },
  noCourses: {
    id: 'coordinatorDashboard.noCourses',
    defaultMessage: 'You do not coordinate any course yet.',
    description: 'Shown on the coordinator dashboard instead of its views when the coordinator has no course.',
  },
  noCoursesHint: {
    id: 'coordinatorDashboard.noCoursesHint',
    defaultMessage: 'When an administrator makes you the coordinator of a course, its cohorts and officers will show here.',
    description: 'Second line of the empty coordinator dashboard (the coordinator has no course).',
  },
  cohorts: {
    id: 'coordinatorDashboard.cohorts',
    defaultMessage: 'Cohorts',
    description: 'Heading (and accessible name) of the row of buttons that chooses a cohort of the course on the coordinator dashboard.',
  },
  noCohorts: {
    id: 'coordinatorDashboard.noCohorts',
    defaultMessage: 'This course has no cohort yet.',
    description: 'Shown on the coordinator dashboard when the chosen course has no cohort.',
  },
  noTabs: {
    id: 'coordinatorDashboard.noTabs',
    defaultMessage: 'No view is available for this cohort.',
    description: 'Shown on the coordinator dashboard when the server marks none of the cohort’s views to be shown.',
  },
  tabsLabel: {
    id: 'coordinatorDashboard.tabsLabel',
    defaultMessage: 'Views of the cohort',
    description: 'Accessible name of the list of tabs (Officer, Meetings, CAL BASED…) of the coordinator dashboard.',
  },
  failed: {
    id: 'coordinatorDashboard.failed',
    defaultMessage: 'The dashboard could not be loaded.',
    description: 'Title of the error alert when the coordinator dashboard (courses, cohorts or banner) could not be loaded.',
  },
  paneFailed: {
    id: 'coordinatorDashboard.paneFailed',
    defaultMessage: 'This view could not be loaded.',
    description: 'Title of the error alert when one tab of the coordinator dashboard could not load its data.',
  },
  retry: {
    id: 'coordinatorDashboard.retry',
    defaultMessage: 'Try again',
    description: 'Button of an error alert on the dashboards that loads the data again.',
  },
  // ---- banner ----
  role: { id: 'coordinatorDashboard.banner.role', defaultMessage: 'Role', description: 'Label of the user’s role in the banner of the coordinator and mentor dashboards.' },
  hub: { id: 'coordinatorDashboard.banner.hub', defaultMessage: 'Hub', description: 'Label of the user’s hub (training centre) in the banner of the coordinator and mentor dashboards.' },
  totalMentees: {
    id: 'coordinatorDashboard.banner.totalMentees',
    defaultMessage: 'Total Mentees',
    description: 'Label of the number of officers (mentees) in the banner of the coordinator dashboard (of the course) and the mentor dashboard.',
  },
  percent: { id: 'coordinatorDashboard.percent', defaultMessage: '{value}%', description: 'A progress figure in percent. {value} is a whole number, e.g. 45.' },
  progressOf: {
    id: 'coordinatorDashboard.progressOf',
    defaultMessage: '{what} of {name}',
    description: 'Accessible name of a progress bar in a dashboard table. {what} is the column (e.g. Course Progress), {name} the officer or CAL.',
  },
  // ---- Officer pane ----
  officerCounts: {
    id: 'coordinatorDashboard.officer.counts',
    defaultMessage: 'Officers and mentors of the cohort',
    description: 'Heading of the Officer tab of the coordinator dashboard: counts of the cohort’s officers and mentors.',
  },
  statOfficers: { id: 'coordinatorDashboard.officer.officers', defaultMessage: 'Total officers', description: 'Card of the Officer tab: how many officers the cohort has.' },
  statMentors: { id: 'coordinatorDashboard.officer.mentors', defaultMessage: 'Total mentors', description: 'Card of the Officer tab: how many mentors the cohort’s officers have.' },
  statMaleParticipants: { id: 'coordinatorDashboard.officer.maleParticipants', defaultMessage: 'Male participants', description: 'Card of the Officer tab: how many of the cohort’s officers are male.' },
  statFemaleParticipants: { id: 'coordinatorDashboard.officer.femaleParticipants', defaultMessage: 'Female participants', description: 'Card of the Officer tab: how many of the cohort’s officers are female.' },
  statMaleMentors: { id: 'coordinatorDashboard.officer.maleMentors', defaultMessage: 'Male mentors', description: 'Card of the Officer tab: how many of the cohort’s mentors are male.' },
  statFemaleMentors: { id: 'coordinatorDashboard.officer.femaleMentors', defaultMessage: 'Female mentors', description: 'Card of the Officer tab: how many of the cohort’s mentors are female.' },
  // ---- Officer based pane ----
  quickOverview: { id: 'coordinatorDashboard.quickOverview', defaultMessage: 'Quick Overview', description: 'Heading of the summary block of the Officer based tab of the coordinator dashboard.' },
  qoEnrollment: { id: 'coordinatorDashboard.quickOverview.enrollment', defaultMessage: 'Officers enrolled', description: 'Quick Overview: how many officers the cohort has.' },
  qoCohort: { id: 'coordinatorDashboard.quickOverview.cohort', defaultMessage: 'Current cohort', description: 'Quick Overview: the name of the cohort shown.' },
  qoModules: {
    id: 'coordinatorDashboard.quickOverview.modules',
    defaultMessage: 'Modules completed',
    description: 'Quick Overview: modules completed by the cohort’s officers out of all their modules, shown as "done/total".',
  },
  qoModuleProgress: { id: 'coordinatorDashboard.quickOverview.moduleProgress', defaultMessage: 'Module progress', description: 'Quick Overview: the share of the cohort’s modules completed (a progress bar).' },
  qoCals: {
    id: 'coordinatorDashboard.quickOverview.cals',
    defaultMessage: 'CALs completed',
    description: 'Quick Overview: sub-CALs completed by the cohort’s officers out of those they registered, shown as "done/total".',
  },
  qoCalProgress: { id: 'coordinatorDashboard.quickOverview.calProgress', defaultMessage: 'CAL progress', description: 'Quick Overview: the share of the cohort’s CALs completed (a progress bar).' },
  officersTable: { id: 'coordinatorDashboard.officers.table', defaultMessage: 'Officers of the cohort', description: 'Heading and accessible name of the officer table of the Officer based tab.' },
  colName: { id: 'coordinatorDashboard.officers.col.name', defaultMessage: 'Name', description: 'Column of the officer table: the officer’s name (opens their profile in a new tab).' },
  colState: { id: 'coordinatorDashboard.officers.col.state', defaultMessage: 'State', description: 'Column of the officer table: the officer’s state.' },
  colCourseProgress: { id: 'coordinatorDashboard.col.courseProgress', defaultMessage: 'Course Progress', description: 'Column of a dashboard table: the officer’s progress in the course (a bar and a percentage).' },
  colCalProgress: { id: 'coordinatorDashboard.col.calProgress', defaultMessage: 'CAL Progress', description: 'Column of a dashboard table: the progress in the CALs (a bar and a percentage).' },
  colAction: { id: 'coordinatorDashboard.col.action', defaultMessage: 'Action', description: 'Column of a dashboard table holding the View Details link of each row.' },
  viewDetails: { id: 'coordinatorDashboard.viewDetails', defaultMessage: 'View Details', description: 'Link in a dashboard table row to the officer’s mentee details page (or a CAL’s details).' },
  viewDetailsOf: {
    id: 'coordinatorDashboard.viewDetailsOf',
    defaultMessage: 'View Details of {name}',
    description: 'Accessible name of a View Details link of a dashboard table. {name} is the officer or CAL of its row.',
  },
  viewProfile: { id: 'coordinatorDashboard.viewProfile', defaultMessage: 'View Profile', description: 'Tooltip of an officer’s name on the dashboards: clicking it opens the officer’s profile in a new tab.' },
  // ---- CAL BASED pane ----
  calMode: { id: 'coordinatorDashboard.cal.mode', defaultMessage: 'How the CALs are shown', description: 'Accessible name of the Cumulative / Individual switch of the CAL BASED tab.' },
  cumulative: { id: 'coordinatorDashboard.cal.cumulative', defaultMessage: 'Cumulative', description: 'CAL BASED tab switch: one summary per CAL for the whole cohort.' },
  individual: { id: 'coordinatorDashboard.cal.individual', defaultMessage: 'Individual', description: 'CAL BASED tab switch: the CAL rows of one officer chosen in a search.' },
  calSummary: { id: 'coordinatorDashboard.cal.summary', defaultMessage: 'CALs of the cohort', description: 'Accessible name of the table of CAL summaries on the CAL BASED tab.' },
  colCal: { id: 'coordinatorDashboard.cal.col.cal', defaultMessage: 'CAL Name', description: 'Column of the CAL summary table: the CAL’s name.' },
  colExpected: { id: 'coordinatorDashboard.cal.col.expected', defaultMessage: 'Expected', description: 'Column of the CAL summary table: how many sub-CALs the cohort’s officers are expected to do.' },
  colOngoing: { id: 'coordinatorDashboard.cal.col.ongoing', defaultMessage: 'Ongoing', description: 'Column of the CAL summary table: sub-CALs registered and not completed.' },
  colCompleted: { id: 'coordinatorDashboard.cal.col.completed', defaultMessage: 'Completed', description: 'Column of the CAL summary table: sub-CALs completed.' },
  colMilestoneProgress: { id: 'coordinatorDashboard.cal.col.milestoneProgress', defaultMessage: 'Milestone Progress', description: 'Column of the CAL summary table: the share of the CAL’s milestones completed (a bar).' },
  officerSearch: { id: 'coordinatorDashboard.cal.officer', defaultMessage: 'Officer', description: 'Label of the officer search dropdown of the CAL BASED tab in Individual mode.' },
  searchOfficer: { id: 'coordinatorDashboard.cal.searchOfficer', defaultMessage: 'Search Officer', description: 'Placeholder of the officer search dropdown of the CAL BASED tab.' },
  noOfficers: { id: 'coordinatorDashboard.cal.noOfficers', defaultMessage: 'No officers found', description: 'Shown in the officer search dropdown when no officer matches.' },
  selectOfficer: {
    id: 'coordinatorDashboard.cal.selectOfficer',
    defaultMessage: 'Kindly! Select an officer to view data',
    description: 'Shown on the CAL BASED tab in Individual mode until an officer is chosen in the search.',
  },
  officerCals: { id: 'coordinatorDashboard.cal.officerCals', defaultMessage: 'CALs of {name}', description: 'Accessible name of the table of one officer’s CALs. {name} is the officer.' },
  // ---- CAL progress rows (CAL details page, Individual mode) ----
  colOfficerName: { id: 'coordinatorDashboard.calRow.col.officer', defaultMessage: 'Officer Name', description: 'Column of a CAL progress table: the officer.' },
  colCalTitle: { id: 'coordinatorDashboard.calRow.col.cal', defaultMessage: 'CAL', description: 'Column of a CAL progress table: the short title of the sub-CAL.' },
  colStartDate: { id: 'coordinatorDashboard.calRow.col.startDate', defaultMessage: 'Start Date', description: 'Column of a CAL progress table: when the sub-CAL was registered (DD/MM/YYYY).' },
  colMilestone: { id: 'coordinatorDashboard.calRow.col.milestone', defaultMessage: 'Milestone', description: 'Column of a CAL progress table: the latest milestone reached.' },
  colLatestFile: { id: 'coordinatorDashboard.calRow.col.latestFile', defaultMessage: 'Latest File', description: 'Column of a CAL progress table: a download link of the milestone’s latest file, or a dash.' },
  colCompletedDate: { id: 'coordinatorDashboard.calRow.col.completedDate', defaultMessage: 'Completed Date', description: 'Column of a CAL progress table: when the sub-CAL was completed (DD/MM/YYYY), or a dash.' },
  downloadFile: { id: 'coordinatorDashboard.calRow.download', defaultMessage: 'Download {name}', description: 'Accessible name of the link that downloads a milestone’s latest file. {name} is the file’s name.' },
  // ---- CAL details page ----
  calDetailsTitle: { id: 'coordinatorDashboard.calDetails.title', defaultMessage: 'CAL details', description: 'Browser tab title of the coordinator CAL details page (every sub-CAL of one CAL in a cohort).' },
  course: { id: 'coordinatorDashboard.calDetails.course', defaultMessage: 'Course', description: 'Label of the course name on the coordinator CAL details page.' },
  cohort: { id: 'coordinatorDashboard.calDetails.cohort', defaultMessage: 'Cohort', description: 'Label of the cohort name on the coordinator CAL details page.' },
  calDetailsTable: { id: 'coordinatorDashboard.calDetails.table', defaultMessage: 'Sub-CALs of {cal}', description: 'Accessible name of the table of the coordinator CAL details page. {cal} is the CAL’s name.' },
  calDetailsFailed: { id: 'coordinatorDashboard.calDetails.failed', defaultMessage: 'The CAL details could not be loaded.', description: 'Title of the error alert when the coordinator CAL details page could not load.' },
  backToDashboard: { id: 'coordinatorDashboard.calDetails.back', defaultMessage: 'Back to the dashboard', description: 'Link from the coordinator CAL details page back to the coordinator dashboard.' },
});

/** The tab labels of COORDINATOR_TAB_LABELS, translated. */
export const tabLabels: Record<CoordinatorTab, MessageDescriptor> = defineMessages({
  field_assignment: { id: 'coordinatorDashboard.tab.fieldAssignment', defaultMessage: 'Field Assignment', description: 'Tab of the coordinator dashboard: field assignment projects and graduation.' },
  officer: { id: 'coordinatorDashboard.tab.officer', defaultMessage: 'Officer', description: 'Tab of the coordinator dashboard: counts of the cohort’s officers and mentors.' },
  modules_progress: { id: 'coordinatorDashboard.tab.modulesProgress', defaultMessage: 'MODULES PROGRESS', description: 'Tab of the coordinator dashboard: the officers’ module progress (shown in capitals).' },
  meetings: { id: 'coordinatorDashboard.tab.meetings', defaultMessage: 'Meetings', description: 'Tab of the coordinator dashboard: the cohort’s meetings.' },
  cal_based: { id: 'coordinatorDashboard.tab.calBased', defaultMessage: 'CAL BASED', description: 'Tab of the coordinator dashboard: a summary per CAL (shown in capitals).' },
  officer_based: { id: 'coordinatorDashboard.tab.officerBased', defaultMessage: 'Officer based', description: 'Tab of the coordinator dashboard: the Quick Overview and the officer table.' },
  discussion: { id: 'coordinatorDashboard.tab.discussion', defaultMessage: 'Discussion', description: 'Tab of the coordinator dashboard: the cohort’s discussion events (Meetings List).' },
  webinars: { id: 'coordinatorDashboard.tab.webinars', defaultMessage: 'Webinars', description: 'Tab of the coordinator dashboard: the cohort’s webinars.' },
  analytics: { id: 'coordinatorDashboard.tab.analytics', defaultMessage: 'Programme Analytics', description: 'Tab of the coordinator dashboard: charts of the cohort’s output.' },
});


/** The roles as the banners name them (the server sends the role's stored name, e.g. Course Coordinator). */
export const roleLabels: Record<RoleName, MessageDescriptor> = defineMessages({
  'Course Coordinator': { id: 'dashboards.role.coordinator', defaultMessage: 'Course Coordinator', description: 'A role, as a dashboard banner shows it.' },
  'Program Advisor': { id: 'dashboards.role.advisor', defaultMessage: 'Program Advisor', description: 'A role, as a dashboard banner shows it.' },
  Mentor: { id: 'dashboards.role.mentor', defaultMessage: 'Mentor', description: 'A role, as a dashboard banner shows it.' },
  Mentee: { id: 'dashboards.role.mentee', defaultMessage: 'Mentee', description: 'A role, as a dashboard banner shows it.' },
  Administrator: { id: 'dashboards.role.administrator', defaultMessage: 'Administrator', description: 'A role, as a dashboard banner shows it: the programme’s administrator (Content Management).' },
});

export default messages;
