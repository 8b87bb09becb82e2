/* Each report's columns and title (spec 002 §2.9, §3 "Report rows"), with no schema library. */
import type { ReportKind } from './report-messages';

/** What a column holds, so a table and a file write it alike: text, a date (YYYY-MM-DD), a Yes/No flag or a number. */
export type ReportColumnType = 'text' | 'date' | 'boolean' | 'number';

export interface ReportColumn {
  key: string;
  /** The heading in the files and the table (the web translates it by key). */
  label: string;
  type: ReportColumnType;
}

const col = (key: string, label: string, type: ReportColumnType = 'text'): ReportColumn => ({ key, label, type });

/** Each report's columns in the spec's order (002 §2.9 and §3 "Report rows"). */
export const REPORT_COLUMNS = {
  abstract_data: [
    col('country', 'Country'), col('program_level', 'Program Level'), col('lead_author', 'Lead Author'),
    col('communication_type', 'Communication Type'), col('is_communication_product', 'Communication Product', 'boolean'),
    col('primary_disease', 'Primary Disease'), col('title', 'Title'), col('citation', 'Citation'),
    col('submission_date', 'Submission Date', 'date'), col('conference_name', 'Conference Name'), col('journal_name', 'Journal Name'),
    col('is_accepted', 'Accepted', 'boolean'), col('date_assigned', 'Date Assigned', 'date'),
  ],
  cohort_data: [
    col('resident_id', 'Resident ID', 'number'), col('program', 'Program'), col('country', 'Country'), col('cohort_start', 'Cohort Start', 'date'),
    col('cohort_number', 'Cohort Number'), col('hub_name', 'Hub Name'), col('highest_degree', 'Highest Degree'), col('fetp_track', 'FETP Track'),
    col('other_track', 'Other Track'), col('last_name', 'Last Name'), col('first_name', 'First Name'), col('dob', 'Date of Birth', 'date'),
    col('gender', 'Gender'), col('current_profession', 'Current Profession'), col('job_title', 'Job Title'),
    col('start_date_of_current_job', 'Start Date of Current Job', 'date'),
    col('diseases_job_is_addressing', 'Diseases Job Is Addressing'), col('other_diseases_job_is_addressing', 'Other Diseases Job Is Addressing'),
    col('institutional_affiliation_of_job', 'Institutional Affiliation of Job'),
    col('other_institutional_affiliation_of_job', 'Other Institutional Affiliation of Job'),
    col('location_of_current_job', 'Location of Current Job'), col('field_site_disease_focus', 'Field Site Disease Focus'),
    col('resident_completed', 'Resident Completed', 'boolean'), col('graduation_date', 'Graduation Date', 'date'),
    col('obi_completed', 'OBI Completed', 'boolean'),
  ],
  resident_activities: [
    col('year', 'Year', 'number'), col('project_type', 'Project Type'), col('project_classification', 'Project Classification'),
    col('outbreak_start', 'Outbreak Start', 'date'), col('outbreak_detection', 'Outbreak Detection', 'date'), col('outbreak_end', 'Outbreak End', 'date'),
    col('date_assigned', 'Date Assigned', 'date'), col('country', 'Country'), col('curriculum_level', 'Curriculum Level'),
    col('co_investigators', 'Co-Investigators'), col('mentor_1', 'Mentor 1'), col('mentor_2', 'Mentor 2'), col('title', 'Title'),
    col('primary_disease', 'Primary Disease'), col('secondary_disease', 'Secondary Disease'),
  ],
  project_data: [
    col('sr_no', 'Sr No.', 'number'), col('project_title', 'Project Title'), col('project_type', 'Project Type'),
    col('data_quality_audit', 'Data Quality Audit', 'boolean'), col('database_analysis', 'Database Analysis', 'boolean'),
    col('case_investigation', 'Case Investigation', 'boolean'), col('outbreak_investigation', 'Outbreak Investigation', 'boolean'),
    col('disease', 'Disease'), col('disease_type', 'Disease Type'), col('state', 'State'), col('district', 'District'),
    col('from_date', 'From Date', 'date'), col('to_date', 'To Date', 'date'), col('investigators', 'Investigators'), col('mentors', 'Mentors'),
    col('one_health_approach_applied', 'One Health Approach Applied', 'boolean'),
  ],
  cohort_data_project: [
    col('cohort_number', 'Cohort Number'), col('cohort_start_date', 'Cohort Start Date', 'date'), col('cohort_end_date', 'Cohort End Date', 'date'),
    col('roster_number', 'Roster Number', 'number'), col('first_name', 'First Name'), col('middle_name', 'Middle Name'), col('last_name', 'Last Name'),
    col('sex', 'Sex'), col('age', 'Age', 'number'), col('email', 'E-mail'), col('professional_background', 'Professional Background'),
    col('employer', 'Employer'), col('job_title', 'Job Title'), col('years_on_job', 'Years on Job', 'number'), col('site_facility', 'Site/Facility'),
    col('supervisor_names', 'Supervisor Names'), col('region', 'Region'), col('district', 'District'),
    col('facility_level', 'Level of Facility in Surveillance Structure'), col('other_facility_level', 'Other Level (specified)'),
    col('data_quality_audit', 'Data Quality Audit During Training', 'boolean'),
    col('surveillance_report', 'Surveillance Report During Training', 'boolean'),
    col('case_investigation', 'Case Investigation', 'boolean'), col('outbreak_investigation', 'Outbreak Investigation', 'boolean'),
    col('expanded_summary_report', 'Submitted in Expanded Summary Report', 'boolean'), col('problem_analysis', 'Problem Analysis', 'boolean'),
    col('database_analysis', 'Database Analysis', 'boolean'), col('total_surveillance_products', 'Total Surveillance Products', 'number'),
    col('graduated', 'Graduated', 'boolean'),
  ],
} as const satisfies Record<ReportKind, readonly ReportColumn[]>;

/** The title of each report's page and the base of its files' names (002 §2.9). */
export const REPORT_TITLES: Record<ReportKind, string> = {
  abstract_data: 'Scientific Communications Report',
  cohort_data: 'Cohort Data Report',
  resident_activities: 'Resident Activities Report',
  project_data: 'Field Assignment Report',
  cohort_data_project: 'Cohort Project Report',
};
