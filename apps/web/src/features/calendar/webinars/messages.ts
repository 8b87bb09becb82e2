import { defineMessages } from 'react-intl';

/** The webinars screen and its modals (001 §2.4, §5); server texts come from the catalog's server.webinars.* entries. */
const messages = defineMessages({
  upcomingTab: {
    id: 'webinars.upcomingTab',
    defaultMessage: "Upcoming Webinars",
    description: "Tab of the webinars screen listing occurrences not yet ended (001 §2.4).",
  },
  pastTab: {
    id: 'webinars.pastTab',
    defaultMessage: "Past Webinars",
    description: "Tab of the webinars screen listing ended occurrences (001 §2.4).",
  },
  newWebinar: {
    id: 'webinars.newWebinar',
    defaultMessage: "New Webinar",
    description: "Button opening the Schedule New Webinar form (course coordinators).",
  },
  joinLabel: {
    id: 'webinars.joinLabel',
    defaultMessage: "Join {title} (opens in a new tab)",
    description: "Accessible name of a row's join link.",
  },
  attendance: {
    id: 'webinars.attendance',
    defaultMessage: "Attendance",
    description: "Column header of Past Webinars: whether the viewer attended.",
  },
  yes: {
    id: 'webinars.yes',
    defaultMessage: "Yes",
    description: "Attendance: attended.",
  },
  no: {
    id: 'webinars.no',
    defaultMessage: "No",
    description: "Attendance: did not attend.",
  },
  edit: {
    id: 'webinars.edit',
    defaultMessage: "Edit {title}",
    description: "Accessible name of a row's edit icon.",
  },
  cancel: {
    id: 'webinars.cancel',
    defaultMessage: "Cancel {title}",
    description: "Accessible name of a row's cancel icon.",
  },
  failed: {
    id: 'webinars.failed',
    defaultMessage: "The webinars could not be loaded.",
    description: "Error shown when a list fails to load.",
  },
  scheduleTitle: {
    id: 'webinars.scheduleTitle',
    defaultMessage: "Schedule New Webinar",
    description: "Title of the form creating a webinar.",
  },
  updateTitle: {
    id: 'webinars.updateTitle',
    defaultMessage: "Update Webinar",
    description: "Title of the form updating a webinar.",
  },
  changeType: {
    id: 'webinars.changeType',
    defaultMessage: "Change type",
    description: "Radio group: edit one occurrence or the whole series.",
  },
  occurrence: {
    id: 'webinars.occurrence',
    defaultMessage: "This occurrence",
    description: "Change type: only the chosen occurrence.",
  },
  series: {
    id: 'webinars.series',
    defaultMessage: "The whole series",
    description: "Change type: every occurrence.",
  },
  labelDescription: {
    id: 'webinars.labelDescription',
    defaultMessage: "Description",
    description: "Form field: what the webinar is about.",
  },
  labelJoinLink: {
    id: 'webinars.labelJoinLink',
    defaultMessage: "Join link",
    description: "Form field: the online meeting address.",
  },
  labelCohorts: {
    id: 'webinars.labelCohorts',
    defaultMessage: "Officer/Mentors (cohorts)",
    description: "Form field: the cohorts invited.",
  },
  labelMembers: {
    id: 'webinars.labelMembers',
    defaultMessage: "Internal members",
    description: "Form field: portal users invited by name.",
  },
  labelExternal: {
    id: 'webinars.labelExternal',
    defaultMessage: "External members (e-mail addresses)",
    description: "Form field: people outside the portal invited by e-mail.",
  },
  externalHint: {
    id: 'webinars.externalHint',
    defaultMessage: "Type an address and press Enter",
    description: "Hint of the external members field.",
  },
  labelStartDate: {
    id: 'webinars.labelStartDate',
    defaultMessage: "Start date",
    description: "Form field: first day (DD/MM/YYYY).",
  },
  labelEndDate: {
    id: 'webinars.labelEndDate',
    defaultMessage: "End date",
    description: "Form field: last day (DD/MM/YYYY).",
  },
  labelNeverEnds: {
    id: 'webinars.labelNeverEnds',
    defaultMessage: "No end date",
    description: "Checkbox: the series repeats without end.",
  },
  labelFromTime: {
    id: 'webinars.labelFromTime',
    defaultMessage: "Start time",
    description: "Form field: when each occurrence starts.",
  },
  labelToTime: {
    id: 'webinars.labelToTime',
    defaultMessage: "End time",
    description: "Form field: when each occurrence ends.",
  },
  labelInterval: {
    id: 'webinars.labelInterval',
    defaultMessage: "Interval",
    description: "Form field: how the webinar repeats.",
  },
  intervalNone: {
    id: 'webinars.intervalNone',
    defaultMessage: "Does not repeat",
    description: "Interval option: a single webinar.",
  },
  intervalWeekly: {
    id: 'webinars.intervalWeekly',
    defaultMessage: "Weekly",
    description: "Interval option.",
  },
  intervalMonthly: {
    id: 'webinars.intervalMonthly',
    defaultMessage: "Monthly",
    description: "Interval option.",
  },
  intervalYearly: {
    id: 'webinars.intervalYearly',
    defaultMessage: "Yearly",
    description: "Interval option.",
  },
  labelWeekDays: {
    id: 'webinars.labelWeekDays',
    defaultMessage: "Week days",
    description: "Form field: the days of a weekly series.",
  },
  labelMonthlyType: {
    id: 'webinars.labelMonthlyType',
    defaultMessage: "Repeats on",
    description: "Form field: monthly by day or by nth weekday.",
  },
  absoluteMonthly: {
    id: 'webinars.absoluteMonthly',
    defaultMessage: "A day of the month",
    description: "Monthly type option (absoluteMonthly).",
  },
  relativeMonthly: {
    id: 'webinars.relativeMonthly',
    defaultMessage: "The nth weekday",
    description: "Monthly type option (relativeMonthly).",
  },
  labelMonthDay: {
    id: 'webinars.labelMonthDay',
    defaultMessage: "Day of the month",
    description: "Form field: 1 to 31.",
  },
  labelWeekNumber: {
    id: 'webinars.labelWeekNumber',
    defaultMessage: "Week",
    description: "Form field: first to fourth, or last.",
  },
  labelWeekDay: {
    id: 'webinars.labelWeekDay',
    defaultMessage: "Week day",
    description: "Form field: one day of the week.",
  },
  absoluteYearly: {
    id: 'webinars.absoluteYearly',
    defaultMessage: "A date",
    description: "Yearly type option (absoluteYearly).",
  },
  relativeYearly: {
    id: 'webinars.relativeYearly',
    defaultMessage: "The nth weekday of a month",
    description: "Yearly type option (relativeYearly).",
  },
  labelMonth: {
    id: 'webinars.labelMonth',
    defaultMessage: "Month",
    description: "Form field: a month.",
  },
  weekFirst: {
    id: 'webinars.weekFirst',
    defaultMessage: "First",
    description: "Week number option.",
  },
  weekSecond: {
    id: 'webinars.weekSecond',
    defaultMessage: "Second",
    description: "Week number option.",
  },
  weekThird: {
    id: 'webinars.weekThird',
    defaultMessage: "Third",
    description: "Week number option.",
  },
  weekFourth: {
    id: 'webinars.weekFourth',
    defaultMessage: "Fourth",
    description: "Week number option.",
  },
  weekLast: {
    id: 'webinars.weekLast',
    defaultMessage: "Last",
    description: "Week number option.",
  },
  cancelTitle: {
    id: 'webinars.cancelTitle',
    defaultMessage: "Cancel Webinar",
    description: "Title of the cancel modal.",
  },
  cancelType: {
    id: 'webinars.cancelType',
    defaultMessage: "Cancel type",
    description: "Radio group: cancel one occurrence or the series.",
  },
  confirmCancel: {
    id: 'webinars.confirmCancel',
    defaultMessage: "Cancel webinar",
    description: "Button confirming the cancellation.",
  },
});

export default messages;
