import { defineMessages } from 'react-intl';

/** Texts of the Field Assignment pane of the coordinator dashboard (002 §2.7): counts, projects, project form, graduation. */
const messages = defineMessages({
  myProjectsTable: { id: 'fieldAssignment.mine.table', defaultMessage: 'My field assignments', description: 'Accessible name of the table of the officer’s own field assignment projects on their course page.' },
  myProjectsEmpty: {
    id: 'fieldAssignment.mine.empty',
    defaultMessage: 'You are not an investigator of any field assignment yet.',
    description: 'Shown on a frontline officer’s FIELD ASSIGNMENTS tab when no project names them as an investigator.',
  },
  colType: { id: 'fieldAssignment.mine.col.type', defaultMessage: 'Field Assignment', description: 'Column of the officer’s own projects: FIELD Assignment 1 or 2.' },
  colFrom: { id: 'fieldAssignment.mine.col.from', defaultMessage: 'From', description: 'Column of the officer’s own projects: the project’s start date.' },
  colTo: { id: 'fieldAssignment.mine.col.to', defaultMessage: 'To', description: 'Column of the officer’s own projects: the project’s end date.' },
  mineFailed: { id: 'fieldAssignment.mine.failed', defaultMessage: 'Your field assignments could not be loaded.', description: 'Error shown when the officer’s own projects could not be loaded.' },
  mineRetry: { id: 'fieldAssignment.mine.retry', defaultMessage: 'Try again', description: 'Button that loads the officer’s own projects again.' },
  countsHeading: {
    id: 'fieldAssignment.counts.heading',
    defaultMessage: 'Analytics',
    description: 'Heading of the row of counts (officers, mentors, projects…) at the top of the Field Assignment tab.',
  },
  statOfficers: { id: 'fieldAssignment.stat.officers', defaultMessage: 'Total Officers', description: 'Count card: officers enrolled in the cohort.' },
  statMentors: { id: 'fieldAssignment.stat.mentors', defaultMessage: 'Total Mentors', description: 'Count card: mentors of the cohort’s officers.' },
  statMaleParticipants: { id: 'fieldAssignment.stat.maleParticipants', defaultMessage: 'Male Participants', description: 'Count card: male officers of the cohort.' },
  statFemaleParticipants: { id: 'fieldAssignment.stat.femaleParticipants', defaultMessage: 'Female Participants', description: 'Count card: female officers of the cohort.' },
  statMaleMentors: { id: 'fieldAssignment.stat.maleMentors', defaultMessage: 'Male Mentors', description: 'Count card: male mentors of the cohort.' },
  statFemaleMentors: { id: 'fieldAssignment.stat.femaleMentors', defaultMessage: 'Female Mentors', description: 'Count card: female mentors of the cohort.' },
  statProjects: { id: 'fieldAssignment.stat.projects', defaultMessage: 'Projects', description: 'Count card: field assignment projects of the cohort.' },
  statDataQualityAudits: {
    id: 'fieldAssignment.stat.dataQualityAudits', defaultMessage: 'Data Quality Audits',
    description: 'Count card: projects (FIELD Assignment 1) that include a data quality audit.',
  },
  statCaseInvestigations: {
    id: 'fieldAssignment.stat.caseInvestigations', defaultMessage: 'Case Investigations',
    description: 'Count card: projects (FIELD Assignment 2) that include a case investigation.',
  },
  statDatabaseAnalyses: {
    id: 'fieldAssignment.stat.databaseAnalyses', defaultMessage: 'Database Analyses',
    description: 'Count card: projects (FIELD Assignment 1) that include a database analysis.',
  },
  statOutbreakInvestigations: {
    id: 'fieldAssignment.stat.outbreakInvestigations', defaultMessage: 'Outbreak Investigations',
    description: 'Count card: projects (FIELD Assignment 2) that include an outbreak investigation.',
  },
  countsFailed: {
    id: 'fieldAssignment.counts.failed', defaultMessage: 'The counts could not be loaded.',
    description: 'Shown in place of the count cards when they could not be loaded.',
  },
  projectsHeading: { id: 'fieldAssignment.projects.heading', defaultMessage: 'Projects', description: 'Heading of the table of the cohort’s field assignment projects.' },
  projectsLabel: { id: 'fieldAssignment.projects.label', defaultMessage: 'Field assignment projects', description: 'Accessible name of the projects table.' },
  addProject: { id: 'fieldAssignment.projects.add', defaultMessage: '+ Add Project', description: 'Button above the projects table that opens the form of a new project.' },
  colTitle: { id: 'fieldAssignment.projects.col.title', defaultMessage: 'Project Title', description: 'Column of the projects table: the project’s title.' },
  colDistrict: { id: 'fieldAssignment.projects.col.district', defaultMessage: 'District', description: 'Column of the projects table: the project’s district.' },
  colState: { id: 'fieldAssignment.projects.col.state', defaultMessage: 'State', description: 'Column of the projects table: the project’s state.' },
  colCreated: { id: 'fieldAssignment.projects.col.created', defaultMessage: 'Created', description: 'Column of the projects table: the day the project was added.' },
  colModified: { id: 'fieldAssignment.projects.col.modified', defaultMessage: 'Modified', description: 'Column of the projects table: the day the project was last changed.' },
  colAction: { id: 'fieldAssignment.projects.col.action', defaultMessage: 'Action', description: 'Column of the projects table with the Edit button of each project.' },
  edit: { id: 'fieldAssignment.projects.edit', defaultMessage: 'Edit', description: 'Button of a row of the projects table: opens the project’s form.' },
  editLabel: {
    id: 'fieldAssignment.projects.editLabel', defaultMessage: 'Edit {title}',
    description: 'Accessible name of a project’s Edit button; {title} is the project’s title.',
  },
  projectsFailed: {
    id: 'fieldAssignment.projects.failed', defaultMessage: 'The projects could not be loaded.',
    description: 'Shown in place of the projects table when it could not be loaded.',
  },
  retry: { id: 'fieldAssignment.retry', defaultMessage: 'Try again', description: 'Button that loads a part of the Field Assignment tab again after a failure.' },
  addTitle: { id: 'fieldAssignment.form.addTitle', defaultMessage: 'Add Project', description: 'Title of the dialog with the form of a new project.' },
  editTitle: { id: 'fieldAssignment.form.editTitle', defaultMessage: 'Edit Project', description: 'Title of the dialog with the form of an existing project.' },
  save: { id: 'fieldAssignment.form.save', defaultMessage: 'Save', description: 'Button at the end of the project form that saves it.' },
  formFailed: {
    id: 'fieldAssignment.form.failed', defaultMessage: 'The project form could not be loaded.',
    description: 'Shown in the project dialog when its form could not be loaded.',
  },
  saveFailed: {
    id: 'fieldAssignment.form.saveFailed', defaultMessage: 'The project could not be saved.',
    description: 'Shown in the project dialog when saving failed without a message of the server.',
  },
  noOptions: {
    id: 'fieldAssignment.form.noOptions', defaultMessage: 'No options found',
    description: 'Shown in a drop-down list of the project form when it has nothing to offer (002 §2.2).',
  },
  graduationHeading: { id: 'fieldAssignment.graduation.heading', defaultMessage: 'Graduation', description: 'Heading of the graduation table of the cohort’s officers.' },
  graduationLabel: {
    id: 'fieldAssignment.graduation.label', defaultMessage: 'Graduation of the cohort’s officers', description: 'Accessible name of the graduation table.',
  },
  colOfficer: { id: 'fieldAssignment.graduation.col.officer', defaultMessage: 'Officer', description: 'Column of the graduation table: the officer’s name.' },
  colMentors: { id: 'fieldAssignment.graduation.col.mentors', defaultMessage: 'Mentors', description: 'Column of the graduation table: the officer’s mentors.' },
  colFa1: {
    id: 'fieldAssignment.graduation.col.fa1', defaultMessage: 'FIELD Assignment 1',
    description: 'Column of the graduation table: whether the officer investigates a FIELD Assignment 1 project.',
  },
  colFa2: {
    id: 'fieldAssignment.graduation.col.fa2', defaultMessage: 'FIELD Assignment 2',
    description: 'Column of the graduation table: whether the officer investigates a FIELD Assignment 2 project.',
  },
  colGraduated: { id: 'fieldAssignment.graduation.col.graduated', defaultMessage: 'Graduated', description: 'Column of the graduation table: the Yes/No choice.' },
  yes: { id: 'fieldAssignment.yes', defaultMessage: 'Yes', description: 'Yes, in the graduation table (a flag, or the graduated choice).' },
  no: { id: 'fieldAssignment.no', defaultMessage: 'No', description: 'No, in the graduation table (a flag, or the graduated choice).' },
  graduatedLabel: {
    id: 'fieldAssignment.graduation.graduatedLabel', defaultMessage: 'Graduated: {officer}',
    description: 'Accessible name of an officer’s Yes/No graduated drop-down; {officer} is the officer’s name.',
  },
  graduationSaved: {
    id: 'fieldAssignment.graduation.saved', defaultMessage: 'Graduation status updated successfully.',
    description: 'Toast after an officer’s graduated choice was saved.',
  },
  graduationFailed: {
    id: 'fieldAssignment.graduation.failed', defaultMessage: 'The graduation status could not be saved.',
    description: 'Toast when an officer’s graduated choice could not be saved.',
  },
  graduationLoadFailed: {
    id: 'fieldAssignment.graduation.loadFailed', defaultMessage: 'The graduation table could not be loaded.',
    description: 'Shown in place of the graduation table when it could not be loaded.',
  },
});

export default messages;
