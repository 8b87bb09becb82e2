import { defineMessages } from 'react-intl';
import { ADMISSION_MESSAGES, MESSAGES } from '@fetp/contract';

/** Messages of the shared client: call outcomes (spec 000 §8.1), page titles and shell texts. */
const messages = defineMessages({
  actionSuccess: { id: 'app.http.actionSuccess', defaultMessage: 'Action performed successfully.' },
  actionSuccessNoContent: { id: 'app.http.actionSuccessNoContent', defaultMessage: 'Action performed successfully' },
  somethingWentWrong: { id: 'app.http.somethingWentWrong', defaultMessage: 'Something Went Wrong' },
  networkError: {
    id: 'app.http.networkError',
    defaultMessage: 'The server could not be reached. Please check your connection and try again.',
  },
  pageTitle: { id: 'app.pageTitle', defaultMessage: '{page} | {site}' },
  loading: { id: 'app.loading', defaultMessage: 'Loading…' },
  busy: { id: 'app.busy', defaultMessage: 'Working…' },
  skipToContent: { id: 'app.skipToContent', defaultMessage: 'Skip to main content' },
  titleHome: { id: 'app.title.home', defaultMessage: 'Home' },
  titleLogin: { id: 'app.title.login', defaultMessage: 'Sign in' },
  titleRegister: { id: 'app.title.register', defaultMessage: 'Registration' },
  titlePasswordReset: { id: 'app.title.passwordReset', defaultMessage: 'Reset password' },
  titleDashboard: { id: 'app.title.dashboard', defaultMessage: 'My Courses' },
  titleAccessDenied: { id: 'app.title.accessDenied', defaultMessage: 'Access denied' },
  titleNotFound: { id: 'app.title.notFound', defaultMessage: 'Page not found' },
});
export default messages;

const CONTRACT_MESSAGES = { ...MESSAGES, ...ADMISSION_MESSAGES };
type ValidationKey = keyof typeof CONTRACT_MESSAGES;

/**
 * The contract's validation messages (and the server's admission refusals) as catalog entries,
 * so a form shows the server's exact English message and other languages can translate it.
 */
export const validationMessages = Object.fromEntries(
  (Object.keys(CONTRACT_MESSAGES) as ValidationKey[]).map((key) => [
    key,
    { id: `validation.${key}`, defaultMessage: CONTRACT_MESSAGES[key] },
  ]),
) as Record<ValidationKey, { id: string; defaultMessage: string }>;
