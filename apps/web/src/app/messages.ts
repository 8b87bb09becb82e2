import { defineMessages } from 'react-intl';

/** Messages of the shared client: call outcomes (spec 000 §8.1), page titles and shell texts. */
const messages = defineMessages({
  actionSuccess: {
    id: 'app.http.actionSuccess',
    defaultMessage: 'Action performed successfully.',
    description: 'Toast after a request succeeded when the server gave no message of its own.',
  },
  actionSuccessNoContent: {
    id: 'app.http.actionSuccessNoContent',
    defaultMessage: 'Action performed successfully',
    description: 'Toast after a request succeeded with an empty answer (HTTP 204).',
  },
  somethingWentWrong: {
    id: 'app.http.somethingWentWrong',
    defaultMessage: 'Something Went Wrong',
    description: 'Generic error toast (or error text) when a request failed and the server gave no message.',
  },
  networkError: {
    id: 'app.http.networkError',
    defaultMessage: 'The server could not be reached. Please check your connection and try again.',
    description: 'Error toast when the server could not be reached at all (network failure).',
  },
  pageTitle: {
    id: 'app.pageTitle',
    defaultMessage: '{page} | {site}',
    description: "Browser tab title of every page. {page} is the page's own title and {site} is the name of the site.",
  },
  busy: {
    id: 'app.busy',
    defaultMessage: 'Working…',
    description: 'Accessible name of the thin progress bar at the top of the window while requests are pending.',
  },
  closeToast: {
    id: 'app.toast.close',
    defaultMessage: 'Close notification',
    description: 'Accessible name of the close (×) button of a toast message at the bottom right.',
  },
  skipToContent: {
    id: 'app.skipToContent',
    defaultMessage: 'Skip to main content',
    description: 'Skip link, first on every page for keyboard users, that jumps past the header to the main content.',
  },
  titleHome: { id: 'app.title.home', defaultMessage: 'Home', description: 'Browser tab title of the home page.' },
  titleLogin: { id: 'app.title.login', defaultMessage: 'Sign in', description: 'Browser tab title of the sign-in page.' },
  titleRegister: { id: 'app.title.register', defaultMessage: 'Registration', description: 'Browser tab title of the registration page.' },
  titlePasswordReset: {
    id: 'app.title.passwordReset',
    defaultMessage: 'Reset password',
    description: 'Browser tab title of the password reset page.',
  },
  titleDashboard: {
    id: 'app.title.dashboard',
    defaultMessage: 'My Courses',
    description: 'Browser tab title and heading of the My Courses page.',
  },
  titleAccessDenied: {
    id: 'app.title.accessDenied',
    defaultMessage: 'Access denied',
    description: 'Browser tab title and heading of the access-denied page.',
  },
  titleNotFound: {
    id: 'app.title.notFound',
    defaultMessage: 'Page not found',
    description: 'Browser tab title of the page-not-found (404) page.',
  },
});
export default messages;
