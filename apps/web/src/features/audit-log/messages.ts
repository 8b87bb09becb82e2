import { defineMessages } from 'react-intl';

/** Content Management › Audit log (issue 32). */
const messages = defineMessages({
  title: { id: 'auditLog.title', defaultMessage: 'Audit log', description: 'Heading and page title of the audit log of Content Management.' },
  intro: { id: 'auditLog.intro', defaultMessage: 'Every change made to the programme: who made it, when, and the values before and after. Newest first.', description: 'Text under the Audit log heading.' },
  action: { id: 'auditLog.action', defaultMessage: 'Action', description: 'Label of the action filter and header of the action column (e.g. cohort.update).' },
  record: { id: 'auditLog.record', defaultMessage: 'Record', description: 'Label of the record-kind filter (e.g. cohort, user) and header of the column naming the changed record.' },
  from: { id: 'auditLog.from', defaultMessage: 'From', description: 'Label of the first day of the date filter.' },
  to: { id: 'auditLog.to', defaultMessage: 'To', description: 'Label of the last day of the date filter.' },
  apply: { id: 'auditLog.apply', defaultMessage: 'Filter', description: 'Button that applies the filter.' },
  clear: { id: 'auditLog.clear', defaultMessage: 'Clear filter', description: 'Button that empties the filter.' },
  downloadCsv: { id: 'auditLog.downloadCsv', defaultMessage: 'Download CSV', description: 'Button that saves every entry of the applied filter as a CSV file.' },
  when: { id: 'auditLog.when', defaultMessage: 'When', description: 'Header of the column with the date and time of a change.' },
  who: { id: 'auditLog.who', defaultMessage: 'Who', description: 'Header of the column with the person who made a change.' },
  system: { id: 'auditLog.system', defaultMessage: 'System', description: 'Shown as the author of a change made by the system (the seed, the command line, a job).' },
  change: { id: 'auditLog.change', defaultMessage: 'Change', description: 'Header of the column with the values before and after a change.' },
  before: { id: 'auditLog.before', defaultMessage: 'Before', description: 'Caption of the values before a change.' },
  after: { id: 'auditLog.after', defaultMessage: 'After', description: 'Caption of the values after a change.' },
  table: { id: 'auditLog.table', defaultMessage: 'Audit log entries', description: 'Accessible name of the audit log table.' },
  empty: { id: 'auditLog.empty', defaultMessage: 'No entry matches the filter.', description: 'Text of the audit log table when no entry matches.' },
  newer: { id: 'auditLog.newer', defaultMessage: 'Newer', description: 'Button that shows the page of newer entries.' },
  older: { id: 'auditLog.older', defaultMessage: 'Older', description: 'Button that shows the page of older entries.' },
  failed: { id: 'auditLog.failed', defaultMessage: 'The audit log could not be loaded.', description: 'Shown when the audit log could not be read.' },
  retry: { id: 'auditLog.retry', defaultMessage: 'Try again', description: 'Button that reads the audit log again after a failure.' },
});

export default messages;
