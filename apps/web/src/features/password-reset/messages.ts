import { defineMessages } from 'react-intl';

const messages = defineMessages({
  title: {
    id: 'passwordReset.title',
    defaultMessage: 'Reset your password',
    description: 'Heading of the password reset page, opened from the link in the reset e-mail.',
  },
  text: {
    id: 'passwordReset.text',
    defaultMessage:
      'Choose a new password: at least 8 characters with 3 digits, an uppercase letter, a lowercase letter and a special character.',
    description: 'Instructions under the heading of the password reset page, giving the password rules.',
  },
  newPassword: {
    id: 'passwordReset.newPassword',
    defaultMessage: 'New password',
    description: 'Label of the new password field on the password reset page.',
  },
  confirmPassword: {
    id: 'passwordReset.confirmPassword',
    defaultMessage: 'Confirm password',
    description: 'Label of the field on the password reset page where the new password is typed again.',
  },
  submit: {
    id: 'passwordReset.submit',
    defaultMessage: 'Reset My Password',
    description: 'Button that submits the new password on the password reset page.',
  },
  success: {
    id: 'passwordReset.success',
    defaultMessage: 'Your password has been reset. Sign in to your account.',
    description: 'Toast and confirmation text after the password was reset.',
  },
  failure: {
    id: 'passwordReset.failure',
    defaultMessage: 'Something Went Wrong',
    description: 'Error toast when the password could not be reset.',
  },
  redirecting: {
    id: 'passwordReset.redirecting',
    defaultMessage: 'Taking you to the sign-in page…',
    description: 'Text after the password was reset, shown until the app moves to the sign-in page.',
  },
  backToSignIn: {
    id: 'passwordReset.backToSignIn',
    defaultMessage: 'Back to sign in',
    description: 'Link at the bottom of the password reset page to the sign-in page.',
  },
});
export default messages;
