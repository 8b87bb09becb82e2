import { defineMessages } from 'react-intl';

const messages = defineMessages({
  // ---- the mentee modules page (001 §2, 002 §2.1) ----
  title: {
    id: 'modules.title',
    defaultMessage: 'Modules',
    description: 'Browser tab title and heading of the mentee modules page while it loads or when it could not be loaded.',
  },
  heading: {
    id: 'modules.heading',
    defaultMessage: '{mentee} — {course}',
    description: "Heading of the mentee modules page. {mentee} is the officer's name, {course} the course title.",
  },
  courseProgress: {
    id: 'modules.courseProgress',
    defaultMessage: 'Course Progress',
    description: "Label of the officer's progress in the course (the share of its units done, a percentage) on the mentee modules page.",
  },
  percent: {
    id: 'modules.percent',
    defaultMessage: '{value}%',
    description: 'A percentage, e.g. the course progress or a module progress. {value} is a whole number.',
  },
  failed: {
    id: 'modules.failed',
    defaultMessage: 'The modules could not be loaded.',
    description: "Title of the error alert when an officer's modules (the MODULES tab or the mentee modules page) could not be loaded.",
  },
  retry: {
    id: 'modules.retry',
    defaultMessage: 'Try again',
    description: 'Button in an error alert of the modules that loads the data again.',
  },
  // ---- the mentee module list (001 §2.3) ----
  allDone: {
    id: 'modules.tick.done',
    defaultMessage: 'All units done',
    description: 'Accessible name of the green tick beside a module whose every unit is done.',
  },
  unitsPending: {
    id: 'modules.tick.pending',
    defaultMessage: 'Units pending',
    description: 'Accessible name of the red tick beside a module that still has units not done.',
  },
  unitsLabel: {
    id: 'modules.units.label',
    defaultMessage: 'Units of {module}',
    description: "Accessible name of the table of a module's units. {module} is the module's name.",
  },
  sessionTime: {
    id: 'modules.sessionTime',
    defaultMessage: '{time} · {duration}',
    description: 'The Time cell of a unit: when the session starts (HH:mm) and how long it lasts.',
  },
  duration: {
    id: 'modules.duration',
    defaultMessage: '{hours, plural, =0 {} one {# h} other {# h}}{both, select, yes { } other {}}{minutes, plural, =0 {} one {# min} other {# min}}',
    description: 'How long a session lasts, in hours and minutes (e.g. "1 h 30 min"); {both} is yes when there are hours and minutes.',
  },
  colDate: { id: 'modules.col.date', defaultMessage: 'Date', description: 'Column of the units table: the date of the unit (DD-MM-YYYY).' },
  colTime: { id: 'modules.col.time', defaultMessage: 'Time', description: 'Column of the units table: when the unit starts and how long it lasts.' },
  colUnits: { id: 'modules.col.units', defaultMessage: 'Units', description: 'Column of the units table: the unit, a link that opens it.' },
  colFacilitator: {
    id: 'modules.col.facilitator',
    defaultMessage: 'Facilitator',
    description: 'Column of the units table: who leads the unit.',
  },
  colStatus: { id: 'modules.col.status', defaultMessage: 'Status', description: 'Column of the units table: whether the unit is done (Pending or done).' },
  statusPending: {
    id: 'modules.status.pending',
    defaultMessage: 'Pending',
    description: 'Status of a unit the officer has not done yet (001 §2.3).',
  },
  statusDone: {
    id: 'modules.status.done',
    defaultMessage: 'done',
    description: 'Status of a unit the officer has done (001 §2.3; written in lower case, as the specification does).',
  },
  unitLink: {
    id: 'modules.unit.link',
    defaultMessage: '{unit} (opens in a new tab)',
    description: "Accessible name of a unit's link in the units table. {unit} is the unit's name, the link's visible text.",
  },
  markDone: {
    id: 'modules.unit.markDone',
    defaultMessage: 'Mark as done',
    description: 'Button in the Status cell of a unit that marks it done (the officer after opening it, or a coordinator).',
  },
  markDoneLabel: {
    id: 'modules.unit.markDoneLabel',
    defaultMessage: 'Mark as done: {unit}',
    description: "Accessible name of the Mark as done button of a unit. {unit} is the unit's name.",
  },
  markPending: {
    id: 'modules.unit.markPending',
    defaultMessage: 'Mark as pending',
    description: 'Button in the Status cell of a done unit with which a coordinator marks it pending again.',
  },
  markPendingLabel: {
    id: 'modules.unit.markPendingLabel',
    defaultMessage: 'Mark as pending: {unit}',
    description: "Accessible name of the Mark as pending button of a unit. {unit} is the unit's name.",
  },
  doneByOn: {
    id: 'modules.unit.doneByOn',
    defaultMessage: 'Marked done by {name} on {date}',
    description: 'Small line under a done unit\'s status. {name} is who marked it done, {date} when (DD-MM-YYYY HH:mm).',
  },
  doneOn: {
    id: 'modules.unit.doneOn',
    defaultMessage: 'Marked done on {date}',
    description: "Small line under a done unit's status when who marked it is not known. {date} is when (DD-MM-YYYY HH:mm).",
  },
  doneBy: {
    id: 'modules.unit.doneBy',
    defaultMessage: 'Marked done by {name}',
    description: "Small line under a done unit's status when the time is not known. {name} is who marked it done.",
  },
  // ---- a unit's page on the portal ----
  unitPageTitle: {
    id: 'modules.unitPage.title',
    defaultMessage: 'Unit',
    description: "Browser tab title of a unit's page while it loads.",
  },
  unitBack: {
    id: 'modules.unitPage.back',
    defaultMessage: 'Back to the modules',
    description: "Link from a unit's page to the officer's module list.",
  },
  unitModule: {
    id: 'modules.unitPage.module',
    defaultMessage: 'Module: {module}',
    description: "Line under a unit's name on its page. {module} is the module's name.",
  },
  unitFacilitator: {
    id: 'modules.unitPage.facilitator',
    defaultMessage: 'Facilitator: {name}',
    description: "Line on a unit's page. {name} is who leads the session.",
  },
  unitWhen: {
    id: 'modules.unitPage.when',
    defaultMessage: 'Session: {date}, {time}',
    description: "Line on a session unit's page. {date} is its day (DD-MM-YYYY), {time} its start and length.",
  },
  unitReading: {
    id: 'modules.unitPage.reading',
    defaultMessage: 'Open the reading (new tab)',
    description: "Link on a unit's page to a video or a reading at another address, opened in a new tab.",
  },
  unitStatus: {
    id: 'modules.unitPage.status',
    defaultMessage: 'Status: {status}',
    description: "Line on a unit's page. {status} is Pending or done.",
  },
  unitFailed: {
    id: 'modules.unitPage.failed',
    defaultMessage: 'The unit could not be loaded.',
    description: "Shown when a unit's page fails to load.",
  },
  // ---- module progress of a course's officers (002 §2.4) ----
  progressLabel: {
    id: 'modules.progress.label',
    defaultMessage: 'Module progress of the officers',
    description: "Accessible name of the table of a course's officers with their module progress (coordinator dashboard).",
  },
  progressFailed: {
    id: 'modules.progress.failed',
    defaultMessage: 'The module progress could not be loaded.',
    description: "Title of the error alert when the table of the officers' module progress could not be loaded.",
  },
  colSno: { id: 'modules.progress.col.sno', defaultMessage: 'S.No', description: 'Column of the module progress table: the row number.' },
  colOfficer: {
    id: 'modules.progress.col.officer',
    defaultMessage: 'Officer Name',
    description: "Column of the module progress table: the officer's name, a link to their module list.",
  },
  colLocation: {
    id: 'modules.progress.col.location',
    defaultMessage: 'Location',
    description: "Column of the module progress table: the officer's district and state.",
  },
  colTotalModules: {
    id: 'modules.progress.col.totalModules',
    defaultMessage: 'Total Modules',
    description: 'Column of the module progress table: how many modules the course has.',
  },
  colModulesCompleted: {
    id: 'modules.progress.col.modulesCompleted',
    defaultMessage: 'Modules Completed',
    description: 'Column of the module progress table: how many modules the officer has completed (every unit done).',
  },
  colModuleProgress: {
    id: 'modules.progress.col.moduleProgress',
    defaultMessage: 'Module Progress',
    description: "Column of the module progress table: the share of the course's units the officer has done (a percentage).",
  },
});
export default messages;
