import { defineMessages } from 'react-intl';

const messages = defineMessages({
  title: { id: 'passwordReset.title', defaultMessage: 'Reset your password' },
  text: {
    id: 'passwordReset.text',
    defaultMessage:
      'Choose a new password: at least 8 characters with 3 digits, an uppercase letter, a lowercase letter and a special character.',
  },
  newPassword: { id: 'passwordReset.newPassword', defaultMessage: 'New password' },
  confirmPassword: { id: 'passwordReset.confirmPassword', defaultMessage: 'Confirm password' },
  submit: { id: 'passwordReset.submit', defaultMessage: 'Reset My Password' },
  success: { id: 'passwordReset.success', defaultMessage: 'Your password has been reset. Sign in to your account.' },
  failure: { id: 'passwordReset.failure', defaultMessage: 'Something Went Wrong' },
  redirecting: { id: 'passwordReset.redirecting', defaultMessage: 'Taking you to the sign-in page…' },
  backToSignIn: { id: 'passwordReset.backToSignIn', defaultMessage: 'Back to sign in' },
});
export default messages;
