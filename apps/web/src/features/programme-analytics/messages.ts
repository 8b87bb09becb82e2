import { defineMessages } from 'react-intl';

const messages = defineMessages({
  investigationsTitle: {
    id: 'programmeAnalytics.investigations.title',
    defaultMessage: 'Investigations started, by month and type',
    description: 'Heading of the stacked bar chart of field projects (outbreak investigations, surveillance evaluations…) registered per month.',
  },
  legendOf: {
    id: 'programmeAnalytics.legend',
    defaultMessage: 'Legend: {chart}',
    description: 'Accessible name of a chart’s legend (each series’ colour and pattern with its name). {chart} is the chart’s heading.',
  },
  diseasesTitle: {
    id: 'programmeAnalytics.diseases.title',
    defaultMessage: 'Diseases investigated',
    description: 'Heading of the bar chart of the diseases the cohort’s investigations are about.',
  },
  milestonesTitle: {
    id: 'programmeAnalytics.milestones.title',
    defaultMessage: 'Milestones completed vs due',
    description: 'Heading of the chart comparing, per month, the milestones due and those completed.',
  },
  due: {
    id: 'programmeAnalytics.milestones.due',
    defaultMessage: 'Due',
    description: 'Series name: milestones due in the month.',
  },
  completed: {
    id: 'programmeAnalytics.milestones.completed',
    defaultMessage: 'Completed',
    description: 'Series name: milestones due in the month that are completed.',
  },
  investigations: {
    id: 'programmeAnalytics.diseases.investigations',
    defaultMessage: 'Investigations',
    description: 'Series name of the diseases chart: how many investigations were about the disease.',
  },
  behindTitle: {
    id: 'programmeAnalytics.behind.title',
    defaultMessage: 'Officers behind schedule',
    description: 'Heading of the block showing how many officers have a milestone past its due date.',
  },
  behindValue: {
    id: 'programmeAnalytics.behind.value',
    defaultMessage: '{behind} of {officers} officers have a milestone past its due date',
    description: 'Text under the ring chart of officers behind schedule.',
  },
  tephinetTitle: {
    id: 'programmeAnalytics.tephinet.title',
    defaultMessage: 'Programme output per cohort (completed)',
    description: 'Heading of the TEPHINET-style table: completed outbreak investigations, surveillance evaluations, presentations and manuscripts per cohort.',
  },
  colCohort: { id: 'programmeAnalytics.tephinet.cohort', defaultMessage: 'Cohort', description: 'Column of the programme output table: the cohort.' },
  colOutbreaks: {
    id: 'programmeAnalytics.tephinet.outbreaks',
    defaultMessage: 'Outbreaks investigated',
    description: 'Column: completed outbreak investigations of the cohort.',
  },
  colSurveillance: {
    id: 'programmeAnalytics.tephinet.surveillance',
    defaultMessage: 'Surveillance evaluations',
    description: 'Column: completed surveillance system evaluations of the cohort.',
  },
  colPresentations: {
    id: 'programmeAnalytics.tephinet.presentations',
    defaultMessage: 'Presentations',
    description: 'Column: completed conference abstracts and oral presentations of the cohort.',
  },
  colManuscripts: {
    id: 'programmeAnalytics.tephinet.manuscripts',
    defaultMessage: 'Manuscripts',
    description: 'Column: completed manuscripts of the cohort.',
  },
  noInvestigations: {
    id: 'programmeAnalytics.noInvestigations',
    defaultMessage: 'No investigations in the last twelve months.',
    description: 'Shown instead of a chart that has nothing to show.',
  },
  noDiseases: {
    id: 'programmeAnalytics.noDiseases',
    defaultMessage: 'No investigation names a disease yet.',
    description: 'Shown instead of the diseases chart when no investigation names a disease.',
  },
  failed: {
    id: 'programmeAnalytics.failed',
    defaultMessage: 'The analytics could not be loaded.',
    description: 'Error shown when the analytics call fails.',
  },
  retry: { id: 'programmeAnalytics.retry', defaultMessage: 'Try again', description: 'Button that loads the analytics again after an error.' },
});

export default messages;
