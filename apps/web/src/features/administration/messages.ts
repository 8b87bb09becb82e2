import { defineMessages } from 'react-intl';

/** Texts of Content Management (issue 32; 000 §2.2's user menu). */
const messages = defineMessages({
  title: { id: 'administration.title', defaultMessage: 'Content Management', description: 'Heading and browser tab title of the page where the programme is set up.' },
  introAdministrator: {
    id: 'administration.intro.administrator',
    defaultMessage: 'Set up and run the programme: its hubs, courses and cohorts, and the people in them.',
    description: 'Introduction of Content Management, shown to an administrator (who manages the whole programme).',
  },
  introCoordinator: {
    id: 'administration.intro.coordinator',
    defaultMessage: 'Set up the courses you coordinate: their cohorts and the people in them.',
    description: 'Introduction of Content Management, shown to a course coordinator (who manages only their own courses).',
  },
  overviewProgramme: { id: 'administration.overview.programme', defaultMessage: 'The programme', description: 'Heading of the counts of the whole programme (hubs, courses, cohorts, officers, mentors), shown to an administrator.' },
  overviewCourses: { id: 'administration.overview.courses', defaultMessage: 'Your courses', description: 'Heading of the counts of the courses a coordinator coordinates (hubs, courses, cohorts, officers, mentors).' },
  hubs: { id: 'administration.count.hubs', defaultMessage: 'Hubs', description: 'Label of the number of hubs (training institutions) of the programme.' },
  courses: { id: 'administration.count.courses', defaultMessage: 'Courses', description: 'Label of the number of courses.' },
  cohorts: { id: 'administration.count.cohorts', defaultMessage: 'Cohorts', description: 'Label of the number of cohorts (a course’s intakes of officers).' },
  officers: { id: 'administration.count.officers', defaultMessage: 'Officers', description: 'Label of the number of officers (trainees) enrolled in a cohort.' },
  mentors: { id: 'administration.count.mentors', defaultMessage: 'Mentors', description: 'Label of the number of mentors assigned to officers.' },
  failed: { id: 'administration.overview.failed', defaultMessage: 'The programme’s figures could not be loaded.', description: 'Shown when the counts of Content Management could not be loaded.' },
  retry: { id: 'administration.overview.retry', defaultMessage: 'Try again', description: 'Button that loads the counts of Content Management again.' },
  sections: { id: 'administration.sections', defaultMessage: 'Sections', description: 'Heading of the cards that open the parts of Content Management.' },
  noSections: {
    id: 'administration.sections.none',
    defaultMessage: 'No section is open to you yet.',
    description: 'Shown in place of the Content Management cards when none is open to the caller.',
  },
  open: { id: 'administration.sections.open', defaultMessage: 'Open', description: 'Link of a Content Management card that opens its section.' },
  reportsTitle: { id: 'administration.section.reports.title', defaultMessage: 'Reports', description: 'Title of the Content Management card that opens the programme’s reports.' },
  reportsDescription: {
    id: 'administration.section.reports.description',
    defaultMessage: 'The five reports of the courses you manage, on screen and as CSV or Excel files.',
    description: 'Description of the Content Management card that opens the reports (Cohort Data, Scientific Communications, Field Assignment, …).',
  },
  peopleTitle: { id: 'administration.section.people.title', defaultMessage: "People", description: 'Title of the Content Management card that opens the people.' },
  peopleDescription: {
    id: 'administration.section.people.description',
    defaultMessage: "Find a person; change their roles, enrolments and mentors; create, invite, deactivate.",
    description: 'Description of the Content Management card that opens the people.',
  },
  importTitle: { id: 'administration.section.import.title', defaultMessage: 'Import people', description: 'Title of the Content Management card that opens the import of people from a CSV file.' },
  importDescription: {
    id: 'administration.section.import.description',
    defaultMessage: 'Add officers, mentors and coordinators from a CSV file, checked by a dry run first; new people are invited by e-mail.',
    description: 'Description of the Content Management card that opens the CSV import of people.',
  },
  hubsTitle: { id: 'administration.section.hubs.title', defaultMessage: "Hubs", description: 'Title of the Content Management card that opens the hubs.' },
  hubsDescription: {
    id: 'administration.section.hubs.description',
    defaultMessage: "The training hubs: their website, their flags and the profile form their officers fill.",
    description: 'Description of the Content Management card that opens the hubs.',
  },
  coursesTitle: { id: 'administration.section.courses.title', defaultMessage: "Courses and cohorts", description: 'Title of the Content Management card that opens the courses and cohorts.' },
  coursesDescription: {
    id: 'administration.section.courses.description',
    defaultMessage: "Each course’s settings, dates and admission window, and its cohorts with the dashboard tabs they show.",
    description: 'Description of the Content Management card that opens the courses and cohorts.',
  },
  optionListsTitle: { id: 'administration.section.optionLists.title', defaultMessage: "Option lists", description: 'Title of the Content Management card that opens the option lists.' },
  optionListsDescription: {
    id: 'administration.section.optionLists.description',
    defaultMessage: "The choices the forms offer (diseases, degrees, project types, organisation types …): add, rename, reorder and retire them.",
    description: 'Description of the Content Management card that opens the option lists.',
  },
  auditTitle: { id: 'administration.section.audit.title', defaultMessage: "Audit log", description: 'Title of the Content Management card that opens the audit log.' },
  auditDescription: {
    id: 'administration.section.audit.description',
    defaultMessage: "Every change made to the programme: who made it, when, and the values before and after.",
    description: 'Description of the Content Management card that opens the audit log.',
  },
});

export default messages;
