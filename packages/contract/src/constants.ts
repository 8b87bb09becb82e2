import { WEB_BASE } from './routes';
/** Business constants and limits (spec 000 §9, 002 §9) plus the server rules this project chose. */
export const LIMITS = {
  toastAutoCloseMs: 5000,
  busyIndicatorHideMs: 1000,
  resendOtpCountdownS: 30,
  forgotPasswordErrorMs: 3000,
  resetRedirectMs: 3000,
  applicationRedirectMs: 1000,
  maxUploadBytes: 5_242_880,
  otpLength: 6,
  loginPasswordMin: 3,
  newPasswordMin: 8,
  nameMax: 100,
  copyrightYear: 2024,
} as const;

/** Server-side sign-in rules (the spec leaves them to us). */
export const AUTH_RULES = {
  otpValidMinutes: 10,
  otpMaxAttempts: 5,
  otpResendAfterSeconds: 30,
  /** New codes are sent for one sign-in for this long after its password was checked. */
  otpResendWindowMinutes: 30,
  /** A validated code lets the caller obtain a token for this long, once. */
  otpValidatedGraceMinutes: 5,
  resetLinkValidMinutes: 60,
  accessTokenTtlSeconds: 10 * 60 * 60,
  /** A key pair is handed out for this long, and still accepted for as long again. */
  encryptionKeyRotateHours: 24,
  oauthClientId: 'login-service-client-id',
} as const;

export const COURSE_TYPES = ['FETP Course', 'Short Courses', 'Frontline Courses'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

/** Local storage keys (spec 000 §3). */
export const STORAGE_KEYS = {
  accessToken: 'fetp_access_token',
  userRoles: 'userRoles',
  userId: 'fetp_user_id',
  csrfToken: 'csrfToken',
  loginRecord: 'fetp_login_record',
} as const;

export const SITE_NAME = 'Field Epidemiology Training Programme';

/** What the portal says of its programme until its operators set SITE_NAME, CONTACT_EMAIL, NEWS_URL, PARTNERS_URL. */
export const DEFAULT_SITE = {
  name: SITE_NAME,
  contact_email: 'fetp-support@example.org',
  news_url: `${WEB_BASE}/`,
  partners_url: `${WEB_BASE}/#hubs`,
};

/** The CAL dynamic forms' limits (spec 001 §5, §9); the text lengths are this project's choice. */
export const CAL_FORM_LIMITS = {
  textMax: 255,
  longTextMax: 5000,
  /** Rich text is HTML, so its markup counts too. */
  richTextMax: 50_000,
  urlMax: 2048,
  numberMax: 32,
  optionKeyMax: 64,
  choicesMax: 100,
  fieldsMax: 200,
  optionsMax: 1000,
  dateYearMin: 1900,
  dateYearMax: 2100,
} as const;

/** Milestone files (spec 001 §5, §9): 100 MB each; the name's length is this project's choice (its column). */
export const CAL_FILE_LIMITS = {
  maxBytes: 104_857_600,
  nameMax: 255,
} as const;

/** The milestone chat (001 §8, §9). */
export const CHAT_LIMITS = {
  /** The spec's refresh (001 §9), kept as the fallback when the live channel is down. */
  refreshMs: 240_000,
  /** An attachment's limit (001 §8 "exceeds 20MB", §9 meeting attachments). */
  attachmentMaxBytes: 20 * 1024 * 1024,
  messageMax: 5000,
  /** Messages per answer; older ones with `before`. */
  pageSize: 100,
} as const;
