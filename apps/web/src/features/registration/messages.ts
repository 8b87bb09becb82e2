import { defineMessages } from 'react-intl';

const messages = defineMessages({
  title: { id: 'registration.title', defaultMessage: 'Registration', description: 'Heading of the registration page.' },
  text: {
    id: 'registration.text',
    defaultMessage: 'Create your account on the learning portal. All fields are required.',
    description: 'Introduction under the heading of the registration page.',
  },
  email: { id: 'registration.email', defaultMessage: 'E-mail', description: 'Label of the e-mail field on the registration form.' },
  name: { id: 'registration.name', defaultMessage: 'Full name', description: 'Label of the full name field on the registration form.' },
  password: {
    id: 'registration.password',
    defaultMessage: 'Password',
    description: 'Label of the password field on the registration form.',
  },
  passwordHint: {
    id: 'registration.passwordHint',
    defaultMessage: 'At least 8 characters, with 3 digits, an uppercase letter, a lowercase letter and a symbol.',
    description: 'Hint under the password field of the registration form, giving the password rules.',
  },
  phone: {
    id: 'registration.phone',
    defaultMessage: 'Mobile number',
    description: 'Label of the mobile number field on the registration form.',
  },
  phoneHint: {
    id: 'registration.phoneHint',
    defaultMessage: '10 digits',
    description: 'Hint under the mobile number field of the registration form.',
  },
  dob: {
    id: 'registration.dob',
    defaultMessage: 'Date of birth',
    description: 'Label of the date of birth field on the registration form.',
  },
  state: { id: 'registration.state', defaultMessage: 'State', description: 'Label of the state drop-down on the registration form.' },
  district: {
    id: 'registration.district',
    defaultMessage: 'District',
    description: 'Label of the district drop-down on the registration form.',
  },
  districtPlaceholder: {
    id: 'registration.districtPlaceholder',
    defaultMessage: 'Choose a state first',
    description: 'Placeholder of the district drop-down on the registration form while no state is chosen.',
  },
  gender: { id: 'registration.gender', defaultMessage: 'Gender', description: 'Label of the gender drop-down on the registration form.' },
  goals: { id: 'registration.goals', defaultMessage: 'Goals', description: 'Label of the goals drop-down on the registration form.' },
  submit: {
    id: 'registration.submit',
    defaultMessage: 'Create account',
    description: 'Button that submits the registration form and creates the account.',
  },
  haveAccount: {
    id: 'registration.haveAccount',
    defaultMessage: 'Already have an account?',
    description: 'Text at the bottom of the registration form, followed by the Sign in link.',
  },
  signIn: {
    id: 'registration.signIn',
    defaultMessage: 'Sign in',
    description: 'Link at the bottom of the registration form that opens the sign-in page.',
  },
  optionsFailed: {
    id: 'registration.optionsFailed',
    defaultMessage: 'The form options could not be loaded. Please reload the page.',
    description: 'Error alert on the registration form when the drop-down options could not be loaded.',
  },
  keyUnavailable: {
    id: 'registration.keyUnavailable',
    defaultMessage: 'The encryption key could not be loaded. Please reload the page and try again.',
    description: 'Error on the registration form when the encryption key for the password could not be loaded.',
  },
});
export default messages;
