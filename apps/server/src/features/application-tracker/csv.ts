import type { Readable } from 'node:stream';
import { csvStream, type TabularColumn } from '../../files/tabular';
import type { ApplicationRecord } from './queries';


const COLUMNS: Array<[string, (r: ApplicationRecord) => unknown]> = [
  ['id', (r) => r.id],
  ['submitted_at', (r) => r.submittedAt],
  ['course', (r) => r.course],
  ['first_name', (r) => r.firstName],
  ['middle_name', (r) => r.middleName],
  ['last_name', (r) => r.lastName],
  ['email', (r) => r.email],
  ['phone_number', (r) => r.phoneNumber],
  ['dob', (r) => r.dob],
  ['age', (r) => r.age],
  ['district', (r) => r.district],
  ['state', (r) => r.state],
  ['ug_degree', (r) => r.ugDegree],
  ['passing_year', (r) => r.passingYear],
  ['institution', (r) => r.institution],
  ['university', (r) => r.university],
  // The applicant's real organisation type: only the screen shows the spec's fixed 'Non-Profit'.
  ['org_type', (r) => r.orgType],
  ['organisation', (r) => r.organisation],
  ['designation', (r) => r.designation],
  ['experience', (r) => r.experience],
  ['status', (r) => r.status],
  ['cohort', (r) => r.cohort],
  ['decided_by', (r) => r.decidedBy],
  ['decided_at', (r) => r.decidedAt],
  ['decision_note', (r) => r.decisionNote],
];

/** The applications as CSV (UTF-8 with a byte-order mark), streamed through the shared table writer. */
export function applicationsCsv(rows: Iterable<ApplicationRecord> | AsyncIterable<ApplicationRecord>): Readable {
  const columns: TabularColumn<ApplicationRecord>[] = COLUMNS.map(([label, read]) => ({ label, read }));
  return csvStream(columns, rows);
}
