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
  // ---- The welcome page (/welcome), where registration sends someone who has applied to a course (002 §2.12)
  welcomeTitle: {
    id: 'registration.welcome.title',
    defaultMessage: 'Welcome to the learning portal',
    description: 'Heading and browser tab title of the welcome page shown after registering.',
  },
  welcomeText: {
    id: 'registration.welcome.text',
    defaultMessage: 'Here is what happens next.',
    description: 'Introduction under the heading of the welcome page, above the list of next steps.',
  },
  stepsLabel: {
    id: 'registration.welcome.steps',
    defaultMessage: 'Next steps',
    description: 'Accessible name of the numbered list of next steps on the welcome page.',
  },
  stepSignInTitle: {
    id: 'registration.welcome.stepSignIn.title',
    defaultMessage: 'Sign in',
    description: 'Title of the first step on the welcome page.',
  },
  stepSignInText: {
    id: 'registration.welcome.stepSignIn.text',
    defaultMessage: 'Sign in with your e-mail address and the password you have chosen.',
    description: 'Text of the first step on the welcome page.',
  },
  stepCodeTitle: {
    id: 'registration.welcome.stepCode.title',
    defaultMessage: 'Enter the code sent by e-mail',
    description: 'Title of the second step on the welcome page.',
  },
  stepCodeText: {
    id: 'registration.welcome.stepCode.text',
    defaultMessage: 'We send a six-digit code to your e-mail address each time you sign in. Type it in to finish signing in.',
    description: 'Text of the second step on the welcome page: the one-time code of the sign-in.',
  },
  stepReviewTitle: {
    id: 'registration.welcome.stepReview.title',
    defaultMessage: 'Your application is reviewed',
    description: 'Title of the third step on the welcome page.',
  },
  stepReviewText: {
    id: 'registration.welcome.stepReview.text',
    defaultMessage: 'The coordinator of the course you applied to reviews your application. Once you are admitted to a cohort, the course appears in My Courses.',
    description: 'Text of the third step on the welcome page: the course coordinator reviews the application. "My Courses" is the name of the page listing the user\'s courses.',
  },
  stepCoursesTitle: {
    id: 'registration.welcome.stepCourses.title',
    defaultMessage: 'Follow your courses',
    description: 'Title of the fourth step on the welcome page.',
  },
  stepCoursesText: {
    id: 'registration.welcome.stepCourses.text',
    defaultMessage: 'After signing in, open a course from My Courses to follow its CALs, modules and mentoring.',
    description: 'Text of the fourth step on the welcome page. "My Courses" is the name of the page listing the user\'s courses; CALs are competency/activity logs.',
  },
  applyTitle: {
    id: 'registration.welcome.applyTitle',
    defaultMessage: 'Apply to another course',
    description: 'Heading of the part of the welcome page that explains how to apply to a course.',
  },
  applyText: {
    id: 'registration.welcome.applyText',
    defaultMessage: 'Choose a course open for admission and press Apply to fill in its admission form. No sign-in is needed to apply.',
    description: 'Text of the welcome page explaining how to apply to a course. "Apply" is the label of the button on each course card.',
  },
  seeCourses: {
    id: 'registration.welcome.seeCourses',
    defaultMessage: 'Courses open for admission',
    description: 'Button on the welcome page that opens the list of courses open for admission.',
  },
  signInButton: {
    id: 'registration.signInButton',
    defaultMessage: 'Sign in',
    description: 'Button on the welcome and recommendations pages that opens the sign-in page.',
  },
  toMyCourses: {
    id: 'registration.toMyCourses',
    defaultMessage: 'Go to my courses',
    description: 'Button on the welcome and recommendations pages, shown instead of Sign in to a user who is already signed in.',
  },
  // ---- The recommendations page (/recommendations), where registration sends someone whose goal open courses serve (002 §2.12)
  recommendationsTitle: {
    id: 'registration.recommendations.title',
    defaultMessage: 'Recommended courses',
    description: 'Heading and browser tab title of the recommendations page shown after registering.',
  },
  recommendationsText: {
    id: 'registration.recommendations.text',
    defaultMessage: 'Courses open for admission that suit your goal: {goal}.',
    description: 'Introduction on the recommendations page. {goal} is the goal chosen on the registration form, e.g. "Improve disease surveillance in my district".',
  },
  allCoursesText: {
    id: 'registration.recommendations.allText',
    defaultMessage: 'Every course open for admission in the programme.',
    description: 'Introduction on the recommendations page when no goal is given: it lists all open courses.',
  },
  listTitle: {
    id: 'registration.recommendations.listTitle',
    defaultMessage: 'Courses open for admission',
    description: 'Heading above the course cards on the recommendations page.',
  },
  signInPrompt: {
    id: 'registration.recommendations.signInPrompt',
    defaultMessage: 'Sign in with your e-mail address and password; a six-digit code then comes by e-mail. To join a course, press Apply on its card.',
    description: 'Text beside the Sign in button on the recommendations page, for someone not signed in.',
  },
  recommendationsLoading: {
    id: 'registration.recommendations.loading',
    defaultMessage: 'Loading the recommended courses',
    description: 'Accessible label of the spinner while the recommended courses load.',
  },
  recommendationsFailed: {
    id: 'registration.recommendations.failed',
    defaultMessage: 'The courses could not be loaded.',
    description: 'Error on the recommendations page when the list of courses could not be loaded.',
  },
  retry: {
    id: 'registration.recommendations.retry',
    defaultMessage: 'Try again',
    description: 'Button under the error of the recommendations page that loads the courses again.',
  },
  noneForGoal: {
    id: 'registration.recommendations.noneForGoal',
    defaultMessage: 'No course open for admission suits this goal at the moment.',
    description: 'Shown on the recommendations page when no open course serves the chosen goal.',
  },
  noneOpen: {
    id: 'registration.recommendations.noneOpen',
    defaultMessage: 'No course is open for admission at the moment.',
    description: 'Shown on the recommendations page when no course at all is open for admission.',
  },
  allCourses: {
    id: 'registration.recommendations.allCourses',
    defaultMessage: 'See every course open for admission',
    description: 'Button on the recommendations page, when no course suits the goal, that lists all open courses.',
  },
});
export default messages;
