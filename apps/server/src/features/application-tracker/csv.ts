import type { ApplicationRecord } from './queries';

/** A cell as CSV text; cells a spreadsheet would run as a formula are prefixed with a quote. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

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
];

export function applicationsCsv(rows: ApplicationRecord[]): string {
  const lines = [COLUMNS.map(([name]) => name).join(',')];
  for (const row of rows) lines.push(COLUMNS.map(([, read]) => csvCell(read(row))).join(','));
  // A byte-order mark so spreadsheet programs read the names as UTF-8.
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
