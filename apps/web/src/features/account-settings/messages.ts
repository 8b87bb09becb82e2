import { defineMessages } from 'react-intl';

/** Account Settings (user menu): photo, password, language, sessions, calendar feed. */
const messages = defineMessages({
  title: { id: 'accountSettings.title', defaultMessage: 'Account Settings', description: 'Heading and page title of the Account Settings page.' },
  intro: {
    id: 'accountSettings.intro',
    defaultMessage: 'Your photo, password and language, and where your account is signed in.',
    description: 'Text under the heading of the Account Settings page.',
  },
  failed: {
    id: 'accountSettings.failed',
    defaultMessage: 'This part of the page could not be loaded.',
    description: 'Shown in a section of Account Settings (such as the session list) whose data could not be loaded.',
  },
  retry: { id: 'accountSettings.retry', defaultMessage: 'Try again', description: 'Button that loads a section of Account Settings again after it failed.' },
  // Photo.
  photoHeading: { id: 'accountSettings.photo.heading', defaultMessage: 'Profile photo', description: 'Heading of the profile photo section of Account Settings.' },
  photoIntro: {
    id: 'accountSettings.photo.intro',
    defaultMessage: 'A JPEG or PNG image of at most 5 MB. It is cut to a square and shown in the header and on your pages.',
    description: 'Text of the profile photo section: which files are accepted and where the photo is shown.',
  },
  photoNone: {
    id: 'accountSettings.photo.none',
    defaultMessage: 'You have no photo yet: your initials are shown instead.',
    description: 'Shown in the profile photo section when the user has not uploaded a photo.',
  },
  photoField: { id: 'accountSettings.photo.field', defaultMessage: 'New photo', description: 'Label of the file field where the user chooses a new profile photo.' },
  photoUpload: { id: 'accountSettings.photo.upload', defaultMessage: 'Upload photo', description: 'Button that uploads the chosen profile photo.' },
  photoRemove: { id: 'accountSettings.photo.remove', defaultMessage: 'Remove photo', description: 'Button that removes the user’s profile photo.' },
  photoFailed: {
    id: 'accountSettings.photo.failed',
    defaultMessage: 'The photo could not be saved. Please try again.',
    description: 'Shown when uploading or removing the profile photo failed for a reason other than the file itself.',
  },
  // Password.
  passwordHeading: { id: 'accountSettings.password.heading', defaultMessage: 'Change password', description: 'Heading of the password section of Account Settings.' },
  passwordIntro: {
    id: 'accountSettings.password.intro',
    defaultMessage:
      'The new password needs at least 8 characters with 3 digits, an uppercase letter, a lowercase letter and a special character. Your other sessions are signed out when it changes.',
    description: 'Text of the Change password section: the password rules, and that other sessions end.',
  },
  currentPassword: { id: 'accountSettings.password.current', defaultMessage: 'Current password', description: 'Label of the field for the user’s current password.' },
  newPassword: { id: 'accountSettings.password.new', defaultMessage: 'New password', description: 'Label of the field for the new password.' },
  confirmPassword: {
    id: 'accountSettings.password.confirm',
    defaultMessage: 'Confirm new password',
    description: 'Label of the field where the new password is typed again.',
  },
  passwordSubmit: { id: 'accountSettings.password.submit', defaultMessage: 'Change password', description: 'Button that changes the password.' },
  keyUnavailable: {
    id: 'accountSettings.password.keyUnavailable',
    defaultMessage: 'Your password could not be prepared for sending. Reload the page and try again.',
    description: 'Shown when the key that encrypts passwords before they are sent could not be loaded.',
  },
  passwordFailed: {
    id: 'accountSettings.password.failed',
    defaultMessage: 'The password could not be changed. Please try again.',
    description: 'Shown when the password change failed for a reason other than a field of the form.',
  },
  // Language.
  languageHeading: { id: 'accountSettings.language.heading', defaultMessage: 'Language', description: 'Heading of the language section of Account Settings.' },
  languageIntro: {
    id: 'accountSettings.language.intro',
    defaultMessage: 'The language of the portal and of the e-mails it sends you.',
    description: 'Text of the language section of Account Settings.',
  },
  // Sessions.
  sessionsHeading: { id: 'accountSettings.sessions.heading', defaultMessage: 'Signed-in sessions', description: 'Heading of the list of the user’s signed-in sessions.' },
  sessionsIntro: {
    id: 'accountSettings.sessions.intro',
    defaultMessage: 'Where your account is signed in now. Sign out any session you do not recognise, and change your password.',
    description: 'Text of the signed-in sessions section.',
  },
  thisDevice: { id: 'accountSettings.sessions.thisDevice', defaultMessage: 'This device', description: 'Marker on the session the user is using right now.' },
  agent: {
    id: 'accountSettings.sessions.agent',
    defaultMessage: '{browser} on {system}',
    description: 'A session’s browser and operating system, e.g. "Firefox on Windows". {browser} and {system} are product names.',
  },
  unknownAgent: { id: 'accountSettings.sessions.unknownAgent', defaultMessage: 'Unknown browser', description: 'A session whose browser is not known.' },
  signedIn: { id: 'accountSettings.sessions.signedIn', defaultMessage: 'Signed in {when}', description: 'When a session signed in; {when} is a date and time.' },
  ends: { id: 'accountSettings.sessions.ends', defaultMessage: 'Ends {when}', description: 'When a session ends by itself; {when} is a date and time.' },
  revoke: { id: 'accountSettings.sessions.revoke', defaultMessage: 'Sign out', description: 'Button that signs out one of the user’s other sessions.' },
  revokeLabel: {
    id: 'accountSettings.sessions.revokeLabel',
    defaultMessage: 'Sign out the session of {agent}, signed in {when}',
    description: 'Accessible name of the button that signs out one session; {agent} is the browser, {when} a date and time.',
  },
  signOutOthers: {
    id: 'accountSettings.sessions.signOutOthers',
    defaultMessage: 'Sign out all other sessions',
    description: 'Button that signs out every session of the user except the current one.',
  },
  noOthers: { id: 'accountSettings.sessions.noOthers', defaultMessage: 'No other session is signed in.', description: 'Shown when only the current session is signed in.' },
});
export default messages;
