import { defineMessages } from 'react-intl';

const messages = defineMessages({
  title: { id: 'login.title', defaultMessage: 'Sign in', description: 'Heading of the sign-in page above the e-mail and password form.' },
  subtitle: {
    id: 'login.subtitle',
    defaultMessage: 'Sign in with your e-mail, password and a one-time code.',
    description: 'Text under the heading of the sign-in page, on the e-mail and password step.',
  },
  email: {
    id: 'login.email',
    defaultMessage: 'E-mail',
    description: 'Label of the e-mail field on the sign-in form and on the forgot-password form.',
  },
  emailPlaceholder: {
    id: 'login.emailPlaceholder',
    defaultMessage: 'you@example.org',
    description: 'Example address shown as the placeholder of the e-mail field on the sign-in and forgot-password forms.',
  },
  password: { id: 'login.password', defaultMessage: 'Password', description: 'Label of the password field on the sign-in form.' },
  submit: {
    id: 'login.submit',
    defaultMessage: 'Sign in',
    description: 'Button that submits the e-mail and password on the sign-in form.',
  },
  forgot: {
    id: 'login.forgot',
    defaultMessage: 'Forgot password?',
    description: 'Link on the sign-in form that opens the forgot-password form.',
  },
  noAccount: {
    id: 'login.noAccount',
    defaultMessage: 'No account yet?',
    description: 'Text at the bottom of the sign-in form, followed by the Register link.',
  },
  register: {
    id: 'login.register',
    defaultMessage: 'Register',
    description: 'Link at the bottom of the sign-in form that opens the registration page.',
  },
  failedTitle: {
    id: 'login.failedTitle',
    defaultMessage: "We couldn't sign you in.",
    description: 'Title of the error alert when signing in, or checking the one-time code, was refused.',
  },
  keyUnavailable: {
    id: 'login.keyUnavailable',
    defaultMessage: 'The sign-in key could not be loaded. Please reload the page and try again.',
    description: 'Error on the sign-in form when the encryption key for the password could not be loaded.',
  },
  otpTitle: {
    id: 'login.otp.title',
    defaultMessage: 'Enter your code',
    description: 'Heading of the sign-in page on the one-time code step.',
  },
  otpSent: {
    id: 'login.otp.sent',
    defaultMessage: 'We sent a 6-digit code to {email}. Enter it below.',
    description: 'Text on the one-time code step of the sign-in page. {email} is the e-mail address the code was sent to.',
  },
  otpLabel: {
    id: 'login.otp.label',
    defaultMessage: 'One-time code',
    description: 'Accessible name of the group of six boxes where the one-time code is typed.',
  },
  otpDigit: {
    id: 'login.otp.digit',
    defaultMessage: 'Digit {index} of {total}',
    description: 'Accessible name of one box of the one-time code. {index} is its position (from 1), {total} the number of boxes.',
  },
  otpVerify: { id: 'login.otp.verify', defaultMessage: 'Verify', description: 'Button on the one-time code step that submits the code.' },
  otpResendIn: {
    id: 'login.otp.resendIn',
    defaultMessage: 'Resend code in {seconds}s',
    description: 'Countdown on the one-time code step before a new code can be asked for. {seconds} is the number of seconds left.',
  },
  otpResendAvailable: {
    id: 'login.otp.resendAvailable',
    defaultMessage: 'You can now ask for a new code.',
    description:
      'Announced to screen reader users (not shown) on the one-time code step when the countdown ends and the Resend code button appears.',
  },
  otpResend: {
    id: 'login.otp.resend',
    defaultMessage: 'Resend code',
    description: 'Button on the one-time code step that sends a new code.',
  },
  otpBack: {
    id: 'login.otp.back',
    defaultMessage: 'Use another account',
    description: 'Link on the one-time code step that goes back to the e-mail and password form.',
  },
  forgotTitle: {
    id: 'login.forgot.title',
    defaultMessage: 'Forgot password',
    description: 'Heading of the sign-in page on the forgot-password form.',
  },
  forgotText: {
    id: 'login.forgot.text',
    defaultMessage: 'Enter the e-mail address of your account and we will send you a link to reset your password.',
    description: 'Instructions at the top of the forgot-password form.',
  },
  forgotSubmit: {
    id: 'login.forgot.submit',
    defaultMessage: 'Send reset link',
    description: 'Button of the forgot-password form that sends the password reset link.',
  },
  forgotErrorTitle: {
    id: 'login.forgot.errorTitle',
    defaultMessage: 'An error occurred.',
    description: 'Title of the error alert on the forgot-password form.',
  },
  backToSignIn: {
    id: 'login.backToSignIn',
    defaultMessage: 'Back to sign in',
    description: 'Link on the forgot-password form and on the check-your-email screen that returns to the sign-in form.',
  },
  checkEmailTitle: {
    id: 'login.checkEmail.title',
    defaultMessage: 'Check Your Email',
    description: 'Heading of the sign-in page after a password reset link was asked for.',
  },
  checkEmailText: {
    id: 'login.checkEmail.text',
    defaultMessage: 'If an account exists for {email}, we have sent it a link to reset the password. The link is valid for one hour.',
    description: 'Text after a password reset link was asked for. {email} is the e-mail address that was entered.',
  },
});
export default messages;
