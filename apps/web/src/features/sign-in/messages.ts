import { defineMessages } from 'react-intl';

const messages = defineMessages({
  title: { id: 'login.title', defaultMessage: 'Sign in' },
  subtitle: { id: 'login.subtitle', defaultMessage: 'Sign in with your e-mail, password and a one-time code.' },
  email: { id: 'login.email', defaultMessage: 'E-mail' },
  emailPlaceholder: { id: 'login.emailPlaceholder', defaultMessage: 'you@example.org' },
  password: { id: 'login.password', defaultMessage: 'Password' },
  submit: { id: 'login.submit', defaultMessage: 'Sign in' },
  forgot: { id: 'login.forgot', defaultMessage: 'Forgot password?' },
  noAccount: { id: 'login.noAccount', defaultMessage: 'No account yet?' },
  register: { id: 'login.register', defaultMessage: 'Register' },
  failedTitle: { id: 'login.failedTitle', defaultMessage: "We couldn't sign you in." },
  keyUnavailable: {
    id: 'login.keyUnavailable',
    defaultMessage: 'The sign-in key could not be loaded. Please reload the page and try again.',
  },
  otpTitle: { id: 'login.otp.title', defaultMessage: 'Enter your code' },
  otpSent: { id: 'login.otp.sent', defaultMessage: 'We sent a 6-digit code to {email}. Enter it below.' },
  otpLabel: { id: 'login.otp.label', defaultMessage: 'One-time code' },
  otpDigit: { id: 'login.otp.digit', defaultMessage: 'Digit {index} of {total}' },
  otpVerify: { id: 'login.otp.verify', defaultMessage: 'Verify' },
  otpResendIn: { id: 'login.otp.resendIn', defaultMessage: 'Resend code in {seconds}s' },
  otpResend: { id: 'login.otp.resend', defaultMessage: 'Resend code' },
  otpBack: { id: 'login.otp.back', defaultMessage: 'Use another account' },
  forgotTitle: { id: 'login.forgot.title', defaultMessage: 'Forgot password' },
  forgotText: {
    id: 'login.forgot.text',
    defaultMessage: 'Enter the e-mail address of your account and we will send you a link to reset your password.',
  },
  forgotSubmit: { id: 'login.forgot.submit', defaultMessage: 'Send reset link' },
  forgotErrorTitle: { id: 'login.forgot.errorTitle', defaultMessage: 'An error occurred.' },
  backToSignIn: { id: 'login.backToSignIn', defaultMessage: 'Back to sign in' },
  checkEmailTitle: { id: 'login.checkEmail.title', defaultMessage: 'Check Your Email' },
  checkEmailText: {
    id: 'login.checkEmail.text',
    defaultMessage:
      'If an account exists for {email}, we have sent it a link to reset the password. The link is valid for one hour.',
  },
});
export default messages;
