import { defineMessages } from 'react-intl';

const messages = defineMessages({
  title: { id: 'registration.title', defaultMessage: 'Registration' },
  text: { id: 'registration.text', defaultMessage: 'Create your account on the learning portal. All fields are required.' },
  email: { id: 'registration.email', defaultMessage: 'E-mail' },
  name: { id: 'registration.name', defaultMessage: 'Full name' },
  password: { id: 'registration.password', defaultMessage: 'Password' },
  passwordHint: {
    id: 'registration.passwordHint',
    defaultMessage: 'At least 8 characters, with 3 digits, an uppercase letter, a lowercase letter and a symbol.',
  },
  phone: { id: 'registration.phone', defaultMessage: 'Mobile number' },
  phoneHint: { id: 'registration.phoneHint', defaultMessage: '10 digits' },
  dob: { id: 'registration.dob', defaultMessage: 'Date of birth' },
  dobPlaceholder: { id: 'registration.dobPlaceholder', defaultMessage: 'DD/MM/YYYY' },
  state: { id: 'registration.state', defaultMessage: 'State' },
  district: { id: 'registration.district', defaultMessage: 'District' },
  districtPlaceholder: { id: 'registration.districtPlaceholder', defaultMessage: 'Choose a state first' },
  gender: { id: 'registration.gender', defaultMessage: 'Gender' },
  goals: { id: 'registration.goals', defaultMessage: 'Goals' },
  choose: { id: 'registration.choose', defaultMessage: 'Choose…' },
  noOptions: { id: 'registration.noOptions', defaultMessage: 'No options found' },
  submit: { id: 'registration.submit', defaultMessage: 'Create account' },
  haveAccount: { id: 'registration.haveAccount', defaultMessage: 'Already have an account?' },
  signIn: { id: 'registration.signIn', defaultMessage: 'Sign in' },
  optionsFailed: {
    id: 'registration.optionsFailed',
    defaultMessage: 'The form options could not be loaded. Please reload the page.',
  },
  keyUnavailable: {
    id: 'registration.keyUnavailable',
    defaultMessage: 'The encryption key could not be loaded. Please reload the page and try again.',
  },
});
export default messages;
