/*
 * Every text the server answers with, and every validation message, as plain constants: this
 * module builds no schema (no zod), so the web's first load can carry the texts without the
 * schema library. The schema modules import their messages from here.
 */
import { AUTH_RULES } from './constants';

/** Every validation message of the spec, written once and used by forms and server alike. */
export const MESSAGES = {
  unknownLanguage: 'Choose one of the portal’s languages.',
  loginEmail: 'Enter a valid email address that contains at least 3 characters.',
  loginPasswordRequired: 'No password provided.',
  loginPasswordShort: 'Password is too short - should be 3 chars minimum.',
  recoveryEmailPattern: "The email address you've provided isn't formatted correctly.",
  otp: 'Please enter a 6-digit OTP.',
  passwordMin: 'Password must be at least 8 characters',
  passwordDigits: 'Password must contain at least 3 digits',
  passwordUpper: 'Password must contain at least 1 uppercase letter',
  passwordLower: 'Password must contain at least 1 lowercase letter',
  passwordSpecial: 'Password must contain at least 1 special character',
  confirmRequired: 'Please confirm your password',
  confirmMatch: 'Passwords must match',
  registrationEmail: 'Invalid email address',
  registrationName: 'Enter your full name.',
  registrationPhone: 'Mobile Number must have at least 10 numbers',
  required: 'This field is required',
  nameTooLong: 'Ensure this field has no more than 100 characters.',
  invalidDate: 'Enter a valid date.',
  futureDate: 'Date of birth cannot be in the future.',
  textTooLong: 'Ensure this field has no more than 255 characters.',
  longTextTooLong: 'Ensure this field has no more than 1000 characters.',
  phoneNotValid: 'Phone number is not valid',
  pincodeLength: 'Pincode must be at most 6 characters',
  pincodeDigits: 'Pincode must contain digits only',
  passingYearDigits: 'Passing year must be 4 digits',
  passingYearAfter: 'Passing year must be after 1990',
  passingYearFuture: 'Passing year cannot be after the current year',
  experienceRange: 'Experience must be between 0 and 99 years',
  selectDistrict: 'Please select district',
  enterStateName: 'Please enter state name',
  addEducation: 'Please add Education details',
  addExperience: 'Please add Experience details',
  fileSize: 'File must be less than 5MB.',
  fileImage: 'File must be in Image format.',
  filePdf: 'File must be in PDF format.',
  fileFailed: 'Something went wrong',
} as const;

/** The server's answers on the sign-in calls (000 §7.2, §8.2), written once for both sides. */
export const SIGN_IN_MESSAGES = {
  wrongCredentials: 'The email address or password is incorrect.',
  wrongCode: (left: number) => `Invalid code. You have ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  codeSpent: 'This code has expired or has been used too many times. Please request a new code.',
  noPendingSignIn: 'Your sign-in has expired. Please sign in again.',
  resendTooSoon: `Please wait ${AUTH_RULES.otpResendAfterSeconds} seconds before requesting a new code.`,
  codeSent: 'A new code has been sent to your email address.',
  codeVerified: 'Code verified.',
  notVerified: 'Please verify the code sent to your email address first.',
  badClient: 'Unsupported client or grant type.',
} as const;

export const KEY_EXPIRED_MESSAGE = 'The sign-in key has expired. Please reload the page and try again.';

export const PASSWORD_UNREADABLE_MESSAGE = 'The password could not be read. Please reload the page and try again.';

/** The server's answers on the password reset calls (000 §7.2). */
export const RESET_MESSAGES = {
  done: 'Your password has been reset. Sign in to your account.',
  invalidLink: 'This password reset link is invalid or has expired.',
} as const;

/** The server's answers on registration (002 §5). */
export const REGISTRATION_MESSAGES = {
  emailTaken: 'An account with this email address already exists.',
  created: 'Your account has been created. Sign in to your account.',
  badState: 'Select a valid state.',
  badDistrict: 'Select a district of the chosen state.',
  badChoice: 'Select a valid option.',
} as const;

/** Server answers of the admission calls that are not field rules. */
export const ADMISSION_MESSAGES = {
  submitted: 'Your application has been submitted. A confirmation has been sent to your email address.',
  unknownCourse: 'This course does not exist.',
  courseClosed: 'This course is not open for admission.',
  duplicate: 'An application with this email address has already been submitted for this course.',
  badChoice: 'Select a valid option.',
  badDistrict: 'Select a district of the chosen state.',
  badRows: 'The list of rows is not valid.',
  unknownDistrict: 'Select a valid district.',
  notCoordinator: 'You do not coordinate this course.',
  downloadLinkExpired: 'This link has expired. Download the file again.',
  pageLinkExpired: 'This link has expired. Reload the page and open it again.',
} as const;

/** The server's answers to any call: refused access, bad requests, outages (not tied to one feature). */
export const REQUEST_MESSAGES = {
  unauthenticated: 'Authentication credentials were not provided or have expired.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to perform this action.',
  csrfRefused: 'CSRF token missing or incorrect.',
  notFound: 'Not found.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  invalidInput: 'Invalid input.',
  badRequest: 'Bad request.',
  tooLarge: 'The request is too large.',
  unsupportedType: 'Unsupported content type.',
  addressTooLong: 'The address is too long.',
  requestTimeout: 'The request took too long to arrive.',
  badJson: 'The request body is not valid JSON.',
  multipartOnly: 'This call takes a form with files (multipart/form-data) only.',
  unreadableBody: 'The request body could not be read.',
  nulCharacter: 'This field contains a character that is not allowed.',
  tooDeep: 'The request is nested too deeply.',
  serverError: 'Something Went Wrong',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  databaseUnreachable: 'Database not reachable.',
  fileStoreUnreachable: 'File store not reachable.',
} as const;
