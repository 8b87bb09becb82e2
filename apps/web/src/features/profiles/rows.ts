import type { MessageDescriptor } from 'react-intl';
import { PROFILE_LIMITS, ROW_FIELDS, type ProfileOptions, type RowKind } from '@fetp/contract';
import { displayDate, todayIso } from '../../ui/dates';
import { labelOf, type FieldSpec } from './layout';
import messages from './messages';

/** A row of a list as the form holds it (field name → text, a work row's 'current' box). */
export type RowValues = Record<string, unknown>;

const text = (row: RowValues, name: string) => (typeof row[name] === 'string' ? (row[name] as string) : '');

/** A row of a kind with every field empty (the contract's ROW_FIELDS); work and teaching rows also hold the 'current' box, unticked. */
const emptyRow = (kind: RowKind): RowValues => ({
  ...Object.fromEntries(ROW_FIELDS[kind].map((name) => [name, ''])),
  ...(kind === 'work' || kind === 'teaching' ? { workExperienceIsCurrent: false } : {}),
});

/** The empty row form of each kind. */
export const EMPTY_ROW: Record<RowKind, RowValues> = { pg: emptyRow('pg'), work: emptyRow('work'), teaching: emptyRow('teaching'), achievement: emptyRow('achievement') };

const place: FieldSpec = {
  kind: 'place', district: 'workExperienceDistrict', state: 'workExperienceState', districtLabel: messages.district, stateLabel: messages.state, required: true,
};
const start: FieldSpec = { kind: 'date', name: 'workExperienceTimePeriodStartDate', label: messages.rowFrom, required: true };
const end = (required: boolean): FieldSpec => ({
  kind: 'date', name: 'workExperienceTimePeriodEndDate', label: messages.rowTo, required,
  when: { field: 'workExperienceIsCurrent', test: (current) => current !== true },
});

/** The fields of each kind's row form, drawn by the same field pieces as the profile form. */
export const ROW_FORM: Record<RowKind, FieldSpec[]> = {
  pg: [
    { kind: 'select', name: 'pgDegreeName', label: messages.pgDegreeName, options: 'postGraduateOptions', required: true },
    { kind: 'text', name: 'pgDegreePassingYear', label: messages.passingYear, required: true, digits: true, maxLength: 4 },
    { kind: 'text', name: 'pgDegreeInstituteName', label: messages.pgInstitute, required: true, maxLength: PROFILE_LIMITS.textMax },
    { kind: 'text', name: 'pgDegreeUniversityName', label: messages.pgUniversity, required: true, maxLength: PROFILE_LIMITS.textMax },
  ],
  work: [
    { kind: 'text', name: 'workExperienceOrganizationName', label: messages.rowOrganization, required: true, maxLength: PROFILE_LIMITS.textMax },
    { kind: 'text', name: 'workExperienceDesignation', label: messages.rowDesignation, required: true, maxLength: PROFILE_LIMITS.textMax },
    { kind: 'text', name: 'workExperienceLocation', label: messages.rowLocation, required: true, maxLength: PROFILE_LIMITS.textMax },
    place,
    start,
    end(true),
  ],
  teaching: [
    { kind: 'text', name: 'workExperienceOrganizationName', label: messages.rowOrganization, required: true, maxLength: PROFILE_LIMITS.textMax },
    { kind: 'select', name: 'workExperienceOrganizationType', label: messages.rowOrganizationType, options: 'organizationTypeOptions', required: true },
    { kind: 'text', name: 'workExperienceDesignation', label: messages.rowDesignation, required: true, maxLength: PROFILE_LIMITS.textMax },
    { kind: 'select', name: 'workExperienceEmploymentType', label: messages.rowEmploymentType, options: 'employmentTypeOptions', required: true },
    place,
    start,
    end(true),
    { kind: 'text', name: 'jobResponsibility', label: messages.rowResponsibilities, required: true, multiline: true, wide: true, maxLength: PROFILE_LIMITS.longTextMax },
  ],
  achievement: [
    { kind: 'text', name: 'numberOfPublications', label: messages.numberOfPublications, digits: true, maxLength: 4 },
    { kind: 'text', name: 'publicationsLink', label: messages.publicationsLink, maxLength: PROFILE_LIMITS.linkMax },
    { kind: 'text', name: 'keyAchievements', label: messages.keyAchievements, multiline: true, wide: true, maxLength: PROFILE_LIMITS.longTextMax },
  ],
};

/** How a cell is shown: plain text, or a date/period the caller words (Present, "from to to"). */
export type Cell = { text: string } | { from: string; to: string | null } | { date: string; current?: boolean };

export interface RowColumn {
  key: string;
  header: MessageDescriptor;
  cell: (row: RowValues, options: ProfileOptions) => Cell;
  minWidth?: number;
  /** Dates and years: never broken across lines. */
  nowrap?: boolean;
}

const plain = (name: string): RowColumn['cell'] => (row) => ({ text: text(row, name) });
const option = (name: string, list: keyof ProfileOptions): RowColumn['cell'] => (row, options) => ({ text: text(row, name) && labelOf(options[list], text(row, name)) });
const isCurrent = (row: RowValues) => row.workExperienceIsCurrent === true || !text(row, 'workExperienceTimePeriodEndDate');

const organization: RowColumn = { key: 'organization', header: messages.rowOrganization, cell: plain('workExperienceOrganizationName'), minWidth: 140 };
const designation: RowColumn = { key: 'designation', header: messages.rowDesignation, cell: plain('workExperienceDesignation'), minWidth: 120 };
const district: RowColumn = { key: 'district', header: messages.district, cell: option('workExperienceDistrict', 'disrictOptions') };
const state: RowColumn = { key: 'state', header: messages.state, cell: option('workExperienceState', 'stateOptions') };

/** The columns of each kind's table (002 §2.8: MORE WORK EXPERIENCE, teaching experience, publications). */
export const ROW_COLUMNS: Record<RowKind, RowColumn[]> = {
  pg: [
    { key: 'degree', header: messages.pgDegreeName, cell: option('pgDegreeName', 'postGraduateOptions'), minWidth: 140 },
    { key: 'year', header: messages.passingYear, cell: plain('pgDegreePassingYear'), nowrap: true },
    { key: 'institute', header: messages.pgInstitute, cell: plain('pgDegreeInstituteName'), minWidth: 140 },
    { key: 'university', header: messages.pgUniversity, cell: plain('pgDegreeUniversityName'), minWidth: 140 },
  ],
  work: [
    organization,
    designation,
    { key: 'location', header: messages.rowLocation, cell: plain('workExperienceLocation') },
    district,
    state,
    { key: 'from', header: messages.rowFrom, cell: (row) => ({ date: text(row, 'workExperienceTimePeriodStartDate') }), nowrap: true },
    { key: 'to', header: messages.rowTo, cell: (row) => ({ date: text(row, 'workExperienceTimePeriodEndDate'), current: isCurrent(row) }), nowrap: true },
  ],
  teaching: [
    organization,
    { key: 'organizationType', header: messages.rowOrganizationType, cell: option('workExperienceOrganizationType', 'organizationTypeOptions') },
    designation,
    { key: 'employmentType', header: messages.rowEmploymentType, cell: option('workExperienceEmploymentType', 'employmentTypeOptions') },
    district,
    state,
    { key: 'responsibilities', header: messages.rowResponsibilities, cell: plain('jobResponsibility'), minWidth: 180 },
    {
      key: 'period', header: messages.rowTimePeriod, minWidth: 190,
      cell: (row) => ({ from: text(row, 'workExperienceTimePeriodStartDate'), to: text(row, 'workExperienceTimePeriodEndDate') || null }),
    },
  ],
  achievement: [
    { key: 'number', header: messages.numberOfPublications, cell: plain('numberOfPublications') },
    { key: 'link', header: messages.publicationsLink, cell: plain('publicationsLink'), minWidth: 160 },
    { key: 'achievements', header: messages.keyAchievements, cell: plain('keyAchievements'), minWidth: 200 },
  ],
};

/** A date cell as DD/MM/YYYY ('' when empty). */
export const shownDate = (value: string) => displayDate(value);

/** Whole months from one YYYY-MM-DD to another (0 when the end is before the start). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
  return Number.isFinite(months) && months > 0 ? months : 0;
}

/** The hardship caption's sum (002 §2.8): every row's months, a row without an end counted to today. */
export function totalDuration(rows: readonly RowValues[]): { years: number; months: number } {
  const today = todayIso();
  const total = rows.reduce<number>((sum, row) => {
    const from = text(row, 'workExperienceTimePeriodStartDate');
    if (!from) return sum;
    return sum + monthsBetween(from, text(row, 'workExperienceTimePeriodEndDate') || today);
  }, 0);
  return { years: Math.floor(total / 12), months: total % 12 };
}
