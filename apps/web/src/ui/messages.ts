import { defineMessages } from 'react-intl';

/** Shell texts: header, menus, notifications, footer, access-denied and not-found pages. */
const messages = defineMessages({
  /** The spinners' name (the whole app's: app/ and the features use it too), under its first id so the translations stay. */
  loading: {
    id: 'app.loading',
    defaultMessage: 'Loading…',
    description: 'Accessible name of the spinner shown while a page or a list is loading.',
  },
  brand: {
    id: 'ui.brand',
    defaultMessage: 'FETP Learning Portal',
    description: 'Full name of the portal, next to the header logo on wide screens; also the accessible name of the logo link.',
  },
  brandShort: {
    id: 'ui.brandShort',
    defaultMessage: 'FETP',
    description: 'Short name of the portal, shown next to the logo in the header on phones.',
  },
  mainNavigation: {
    id: 'ui.header.mainNavigation',
    defaultMessage: 'Main navigation',
    description: 'Accessible name of the main navigation bar in the header and in the mobile menu.',
  },
  home: { id: 'ui.header.home', defaultMessage: 'HOME', description: 'Header navigation link to the home page (shown in capitals).' },
  hubs: {
    id: 'ui.header.hubs',
    defaultMessage: 'HUBS',
    description: 'Header navigation menu listing the training hubs (shown in capitals).',
  },
  discoverNew: {
    id: 'ui.header.discoverNew',
    defaultMessage: 'DISCOVER NEW',
    description: 'Header navigation link to the courses open for admission (shown in capitals).',
  },
  login: {
    id: 'ui.header.login',
    defaultMessage: 'Login',
    description: 'Header button, shown when signed out, that opens the sign-in page.',
  },
  reports: {
    id: 'ui.header.reports',
    defaultMessage: 'REPORTS',
    description: 'Header navigation menu grouping the report pages (shown in capitals).',
  },
  bulkEmail: {
    id: 'ui.header.bulkEmail',
    defaultMessage: 'BULK EMAIL',
    description: 'Header navigation link to the page that sends an e-mail to many users at once (shown in capitals).',
  },
  dashboard: {
    id: 'ui.header.dashboard',
    defaultMessage: 'DASHBOARD',
    description: 'Header navigation link to the dashboard (shown in capitals).',
  },
  reportCohortData: {
    id: 'ui.reports.cohortData',
    defaultMessage: 'Cohort Data Report',
    description: 'Item of the Reports menu in the header: the cohort data report.',
  },
  reportResidentActivities: {
    id: 'ui.reports.residentActivities',
    defaultMessage: 'Resident Activities Report',
    description: 'Item of the Reports menu in the header: the resident activities report.',
  },
  reportScientificCommunications: {
    id: 'ui.reports.scientificCommunications',
    defaultMessage: 'Scientific Communications',
    description: 'Item of the Reports menu in the header: the report of scientific communications (abstracts).',
  },
  reportFieldAssignment: {
    id: 'ui.reports.fieldAssignment',
    defaultMessage: 'FIELD Assignment Report',
    description: 'Item of the Reports menu in the header: the field assignment (project) report.',
  },
  reportCohortProject: {
    id: 'ui.reports.cohortProject',
    defaultMessage: 'Cohort Project Report',
    description: 'Item of the Reports menu in the header: the cohort project report.',
  },
  userMenu: {
    id: 'ui.userMenu.label',
    defaultMessage: 'User menu of {name}',
    description: "Accessible name of the user menu button in the header. {name} is the signed-in person's display name.",
  },
  signOut: {
    id: 'ui.userMenu.signOut',
    defaultMessage: 'Sign Out',
    description: 'Item of the user menu (in the header and in the mobile menu) that signs the user out.',
  },
  notifications: {
    id: 'ui.notifications.title',
    defaultMessage: 'Notifications',
    description: 'Heading of the notifications panel that opens from the bell in the header.',
  },
  notificationsButton: {
    id: 'ui.notifications.button',
    defaultMessage: '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
    description: 'Accessible name of the notification bell button in the header. {count} is the number of unread notifications.',
  },
  noNotifications: {
    id: 'ui.notifications.empty',
    defaultMessage: 'No notifications',
    description: 'Shown in the notifications panel when there are no notifications.',
  },
  notificationsFailed: {
    id: 'ui.notifications.failed',
    defaultMessage: 'Notifications could not be loaded.',
    description: 'Shown in the notifications panel when the notifications could not be loaded.',
  },
  openMenu: {
    id: 'ui.mobileMenu.open',
    defaultMessage: 'Open menu',
    description: 'Accessible name of the burger button that opens the mobile menu on phones.',
  },
  closeDialog: {
    id: 'ui.dialog.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the × button that closes a dialog (a modal window).',
  },
  closeMenu: {
    id: 'ui.mobileMenu.close',
    defaultMessage: 'Close menu',
    description: 'Accessible name of the burger button and of the close button while the mobile menu is open.',
  },
  menu: { id: 'ui.mobileMenu.title', defaultMessage: 'Menu', description: 'Title of the mobile menu drawer on phones.' },
  accessDenied: {
    id: 'ui.accessDenied.text',
    defaultMessage: 'Sorry! This page is not available for you. Please contact your System Administrator.',
    description: "Text of the access-denied page, shown when the signed-in user's role may not open a page.",
  },
  goHome: {
    id: 'ui.goHome',
    defaultMessage: 'Go to the home page',
    description: 'Button on the access-denied and page-not-found pages that leads to the home page.',
  },
  notFoundTitle: { id: 'ui.notFound.title', defaultMessage: 'Page not found', description: 'Heading of the page-not-found (404) page.' },
  notFoundText: {
    id: 'ui.notFound.text',
    defaultMessage: 'The page you asked for does not exist or is not available yet.',
    description: 'Explanation under the heading of the page-not-found (404) page.',
  },
  routeErrorTitle: {
    id: 'ui.routeError.title',
    defaultMessage: 'Something Went Wrong',
    description: 'Heading of the error page shown when a page fails to render or its code cannot be loaded.',
  },
  routeErrorText: {
    id: 'ui.routeError.text',
    defaultMessage: 'This page could not be shown. Please reload and try again.',
    description: 'Explanation on the error page shown when a page fails to render or its code cannot be loaded.',
  },
  reload: {
    id: 'ui.routeError.reload',
    defaultMessage: 'Reload',
    description: 'Button on the error page (shown when a page fails to render) that reloads the browser page.',
  },
});
export default messages;
