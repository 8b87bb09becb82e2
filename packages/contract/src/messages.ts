import { ADMISSION_MESSAGES } from './admission';
import { REGISTRATION_MESSAGES, RESET_MESSAGES } from './accounts';
import { KEY_EXPIRED_MESSAGE, PASSWORD_UNREADABLE_MESSAGE, SIGN_IN_MESSAGES } from './sign-in';
import { MESSAGES } from './validation';

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
  unreadableBody: 'The request body could not be read.',
  nulCharacter: 'This field contains a character that is not allowed.',
  tooDeep: 'The request is nested too deeply.',
  serverError: 'Something Went Wrong',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  databaseUnreachable: 'Database not reachable.',
} as const;

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
} as const;

export type ServerMessageGroup = keyof typeof SERVER_MESSAGES;
