import { z } from 'zod';
import { DEFAULT_SITE } from './constants';
import { SHELL_CALL_PATHS, SIGN_IN_CALL_PATHS } from './paths';
import { MESSAGES } from './messages';
import { PAGE_ROUTES } from './routes';
import { endpoint } from './endpoints';
import { LOCALES } from './locales';
import { recordId } from './validation';

/** Answer shapes of the calls. Where the spec does not show one, this is the design. */

export const option = z.object({ key: z.string(), value: z.string(), selected: z.boolean() });
export type Option = z.infer<typeof option>;

/** Every 4xx/5xx answer: a message, and for validation errors a map of field messages. */
export const errorAnswer = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  success: z.boolean().optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;

export const encryptionKeyAnswer = z.object({ public_key: z.string(), public_key_id: z.string() });
export const csrfAnswer = z.object({ csrfToken: z.string() });

export const requestOtpAnswer = z.object({
  success: z.boolean(),
  user_id: z.number().nullable(),
  redirect_url: z.string().nullable(),
  authenticated_user: z.boolean(),
  value: z.string(),
});
export type RequestOtpAnswer = z.infer<typeof requestOtpAnswer>;

export const successAnswer = z.object({ success: z.boolean(), message: z.string().optional() });

export const accessTokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  scope: z.string(),
  user_id: z.number(),
});
export type AccessTokenAnswer = z.infer<typeof accessTokenAnswer>;

export const link = z.object({ label: z.string(), url: z.string() });
export type Link = z.infer<typeof link>;

/** The programme running the portal, as its operators configure it: shown in the footer and page titles. */
export const siteInfo = z.object({
  name: z.string(),
  contact_email: z.string(),
  news_url: z.string(),
  partners_url: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfo>;
/** The defaults (constants.ts, schema-free) have the answer's shape. */
const _defaultSiteFits: SiteInfo = DEFAULT_SITE;


export const headerLoginPageAnswer = z.object({
  data: z.object({
    HOME: z.string(),
    HUBS: z.array(link),
    'DISCOVER NEW': z.string(),
  }),
  site: siteInfo,
});
export type HeaderLoginPageAnswer = z.infer<typeof headerLoginPageAnswer>;

export const menuLink = z.object({ key: z.string(), label: z.string(), url: z.string() });
export type MenuLink = z.infer<typeof menuLink>;

export const reportLinks = z.object({
  abstract_data_report: z.string().nullable(),
  cohort_data_report: z.string().nullable(),
  resident_activities_report: z.string().nullable(),
  project_data_report: z.string().nullable(),
  cohort_data_project_report: z.string().nullable(),
});

export const userDropdownAnswer = z.object({
  data: z.array(menuLink),
  header_data: z.object({
    home: z.string(),
    send_bulk_mail: z.string().nullable(),
    dashboard: z.string().nullable(),
    reports: reportLinks,
    profile_image_url: z.string().nullable(),
    displayname: z.string(),
    user_id: z.number(),
    /** The language saved on the account (null: none chosen yet). */
    language: z.enum(LOCALES).nullable(),
  }),
});
export type UserDropdownAnswer = z.infer<typeof userDropdownAnswer>;

export const userLanguageBody = z.object({ language: z.enum(LOCALES, { error: MESSAGES.unknownLanguage }) });

export const userRolesAnswer = z.object({ data: z.object({ user_roles: z.array(z.string()) }) });

export const notificationItem = z.object({
  id: z.number(),
  notification: z.string(),
  created: z.string(),
  watched: z.boolean(),
});
export const notificationsAnswer = z.object({ count: z.number(), data: z.array(notificationItem) });
export type NotificationsAnswer = z.infer<typeof notificationsAnswer>;

export const courseCard = z.object({
  type: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.string(),
  imageSrc: z.string().nullable(),
  course: z.string(),
  external: z.boolean(),
  /** The caller's share of the course's units done, in whole percent; null when they are not enrolled in it (a mentor, a coordinator). */
  progress: z.number().nullable(),
});
export type CourseCard = z.infer<typeof courseCard>;
export const dashboardCoursesAnswer = z.object({ data: z.object({ courses: z.array(courseCard) }) });

export const registerFieldsAnswer = z.object({
  data: z.object({
    district: z.array(option.extend({ state: z.string() })),
    state: z.array(option),
    gender: z.array(option),
    goals: z.array(option),
  }),
});
export type RegisterFieldsAnswer = z.infer<typeof registerFieldsAnswer>;

/**
 * POST /create_account_custom (002 §2.12, §7): the spec's fields, and the flags that send the new
 * user to the welcome or the recommendations page (at most one is true, is_welcome first); with
 * neither, the page goes to redirect_url (the sign-in page). The rule is in docs/api.md.
 */
export const createAccountAnswer = z.object({
  success: z.boolean(),
  redirect_url: z.string(),
  authenticated_user: z.boolean(),
  message: z.string(),
  /** The e-mail address has an application to a course: the welcome page says what happens next. */
  is_welcome: z.boolean(),
  /** The goal chosen on the form is served by courses open for admission: the recommendations page lists them. */
  is_recommendations: z.boolean(),
});
export type CreateAccountAnswer = z.infer<typeof createAccountAnswer>;

// ---- Endpoint descriptors of the shell, notifications and My Courses ----

export const userRolesQuery = z.object({ user_id: recordId('user_id must be a number.') });

/** The anti-forgery token every unsafe call carries (000 §8.1). */
export const CSRF_API = {
  token: endpoint({ method: 'GET', path: SHELL_CALL_PATHS.csrfToken, access: 'public', answer: csrfAnswer }),
} as const;

/** The shell's calls (000 §7.1): the public header, the signed-in user's menu and roles. */
export const SHELL_API = {
  publicHeader: endpoint({ method: 'GET', path: SHELL_CALL_PATHS.publicHeader, access: 'public', answer: headerLoginPageAnswer }),
  userDropdown: endpoint({ method: 'GET', path: SHELL_CALL_PATHS.userDropdown, access: 'authenticated', answer: userDropdownAnswer }),
  userRoles: endpoint({ method: 'GET', path: SIGN_IN_CALL_PATHS.userRoles, access: 'authenticated', query: userRolesQuery, answer: userRolesAnswer }),
  /** Saves the signed-in user's language on their account (the language menu). */
  saveLanguage: endpoint({ method: 'POST', path: SHELL_CALL_PATHS.saveLanguage, access: 'authenticated', body: userLanguageBody, answer: successAnswer }),
} as const;

/** The notification bell's calls (000 §4). */
export const NOTIFICATIONS_API = {
  list: endpoint({ method: 'GET', path: SHELL_CALL_PATHS.notifications, access: 'authenticated', answer: notificationsAnswer }),
  watched: endpoint({ method: 'GET', path: SHELL_CALL_PATHS.notificationsWatched, access: 'authenticated', answer: successAnswer }),
} as const;

/** My Courses (002 §7): the caller's courses. */
export const MY_COURSES_API = {
  courses: endpoint({ method: 'GET', path: '/api/dashboard_courses/', access: PAGE_ROUTES.dashboard.access, answer: dashboardCoursesAnswer }),
} as const;
