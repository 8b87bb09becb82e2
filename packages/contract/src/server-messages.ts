import {
  ADMISSION_MESSAGES, KEY_EXPIRED_MESSAGE, MESSAGES, PASSWORD_UNREADABLE_MESSAGE, REGISTRATION_MESSAGES, REQUEST_MESSAGES, RESET_MESSAGES, SIGN_IN_MESSAGES,
} from './messages';
import { CAL_FILE_MESSAGES, CAL_FORM_CALL_MESSAGES, CAL_FORM_MESSAGES, CAL_MESSAGES, CHAT_MESSAGES, MODULE_MESSAGES } from './cal-messages';
import { MEETING_MESSAGES } from './meeting-messages';
import { DISCUSSION_MESSAGES } from './discussion-messages';
import { WEBINAR_MESSAGES } from './webinar-messages';
import { CALENDAR_MESSAGES } from './calendar';
import { DASHBOARD_MESSAGES } from './dashboards';
import { FIELD_ASSIGNMENT_MESSAGES } from './field-assignment-messages';
import { PROFILE_MESSAGES } from './profile-messages';
import { ACCOUNT_SETTINGS_MESSAGES } from './account-settings';
import { REPORT_MESSAGES } from './report-messages';
import { BULK_MAIL_MESSAGES } from './bulk-mail-messages';
import { PORTFOLIO_MESSAGES } from './portfolio-messages';
import { PROGRAMME_SETUP_MESSAGES } from './programme-setup-messages';
import { FORM_TEMPLATE_MESSAGES } from './form-templates-messages';
import { PEOPLE_CALL_MESSAGES, PEOPLE_MESSAGES } from './people-messages';
import { OPTION_LISTS_ADMIN_MESSAGES } from './option-lists-admin';
import { COURSE_MODULES_MESSAGES } from './course-modules-admin';
import { CAL_TEMPLATE_MESSAGES } from './cal-templates';
import { AUDIT_LOG_MESSAGES } from './audit-log-messages';
import { ADMISSION_DECISION_MESSAGES } from './admission-decision-messages';
import { PEOPLE_IMPORT_MESSAGES } from './people-import-messages';

/**
 * Every text the server answers with, by group and key: the web's catalog gives each one an id
 * (`server.<group>.<key>`), so other languages translate the server's answers by key. A text
 * built from values (such as the attempts left after a wrong code) is a function and has no
 * catalog entry.
 */
export const SERVER_MESSAGES = {
  validation: MESSAGES,
  request: REQUEST_MESSAGES,
  signIn: { ...SIGN_IN_MESSAGES, keyExpired: KEY_EXPIRED_MESSAGE, passwordUnreadable: PASSWORD_UNREADABLE_MESSAGE },
  reset: RESET_MESSAGES,
  registration: REGISTRATION_MESSAGES,
  admission: ADMISSION_MESSAGES,
  calForm: CAL_FORM_MESSAGES,
  cal: CAL_MESSAGES,
  calFormCalls: CAL_FORM_CALL_MESSAGES,
  calFile: CAL_FILE_MESSAGES,
  modules: MODULE_MESSAGES,
  chat: CHAT_MESSAGES,
  meetings: MEETING_MESSAGES,
  discussions: DISCUSSION_MESSAGES,
  webinars: WEBINAR_MESSAGES,
  calendar: CALENDAR_MESSAGES,
  dashboards: DASHBOARD_MESSAGES,
  fieldAssignment: FIELD_ASSIGNMENT_MESSAGES,
  profiles: PROFILE_MESSAGES,
  accountSettings: ACCOUNT_SETTINGS_MESSAGES,
  reports: REPORT_MESSAGES,
  bulkMail: BULK_MAIL_MESSAGES,
  portfolio: PORTFOLIO_MESSAGES,
  programmeSetup: PROGRAMME_SETUP_MESSAGES,
  formTemplates: FORM_TEMPLATE_MESSAGES,
  people: PEOPLE_MESSAGES,
  peopleCalls: PEOPLE_CALL_MESSAGES,
  auditLog: AUDIT_LOG_MESSAGES,
  admissionDecision: ADMISSION_DECISION_MESSAGES,
  peopleImport: PEOPLE_IMPORT_MESSAGES,
  optionListsAdmin: OPTION_LISTS_ADMIN_MESSAGES,
  courseModules: COURSE_MODULES_MESSAGES,
  calTemplates: CAL_TEMPLATE_MESSAGES,
} as const;

export type ServerMessageGroup = keyof typeof SERVER_MESSAGES;
