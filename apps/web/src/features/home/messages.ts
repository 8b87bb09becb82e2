import { defineMessages } from 'react-intl';

const messages = defineMessages({
  eyebrow: {
    id: 'home.eyebrow',
    defaultMessage: 'Learning portal',
    description: 'Small label in capitals above the site name in the banner of the home page.',
  },
  intro: {
    id: 'home.intro',
    defaultMessage:
      '{site} trains public health officers to detect, investigate and respond to outbreaks through learning by doing: supervised field work, mentoring and courses.',
    description: 'Introduction in the banner of the home page. {site} is the name of the site.',
  },
  signIn: {
    id: 'home.signIn',
    defaultMessage: 'Sign in',
    description: 'Button in the banner of the home page, shown when signed out, that opens the sign-in page.',
  },
  register: {
    id: 'home.register',
    defaultMessage: 'Create an account',
    description: 'Button in the banner of the home page, shown when signed out, that opens the registration page.',
  },
  myCourses: {
    id: 'home.myCourses',
    defaultMessage: 'Go to My Courses',
    description: 'Button in the banner of the home page, shown when signed in, that opens the My Courses page.',
  },
  aboutTitle: {
    id: 'home.about.title',
    defaultMessage: 'What the portal is for',
    description: 'Heading of the home page section that explains what the portal is for.',
  },
  aboutCalTitle: {
    id: 'home.about.cal.title',
    defaultMessage: 'Competency and activity log',
    description: 'Title of the card about the competency and activity log on the home page.',
  },
  aboutCalText: {
    id: 'home.about.cal.text',
    defaultMessage: 'Officers record their field activities and milestones; mentors and coordinators follow the progress.',
    description: 'Text of the card about the competency and activity log on the home page.',
  },
  aboutMentoringTitle: {
    id: 'home.about.mentoring.title',
    defaultMessage: 'Mentoring',
    description: 'Title of the card about mentoring on the home page.',
  },
  aboutMentoringText: {
    id: 'home.about.mentoring.text',
    defaultMessage: 'Mentors and mentees plan discussions, meetings and webinars in one place.',
    description: 'Text of the card about mentoring on the home page.',
  },
  aboutCoursesTitle: {
    id: 'home.about.courses.title',
    defaultMessage: 'Courses',
    description: 'Title of the card about courses on the home page.',
  },
  aboutCoursesText: {
    id: 'home.about.courses.text',
    defaultMessage: 'FETP, frontline and short courses, with progress tracked for each learner.',
    description: 'Text of the card about courses on the home page.',
  },
  hubsTitle: { id: 'home.hubs.title', defaultMessage: 'Hubs', description: 'Heading of the hubs section of the home page.' },
  hubsText: {
    id: 'home.hubs.text',
    defaultMessage: 'The programme is delivered through its training hubs.',
    description: 'Introduction under the heading of the hubs section of the home page.',
  },
  hubsEmpty: {
    id: 'home.hubs.empty',
    defaultMessage: 'No hubs are listed yet.',
    description: 'Shown in the hubs section of the home page when no hub is listed.',
  },
  hubsFailed: {
    id: 'home.hubs.failed',
    defaultMessage: 'The hubs could not be loaded.',
    description: 'Shown in the hubs section of the home page when the hubs could not be loaded.',
  },
  discoverTitle: {
    id: 'home.discover.title',
    defaultMessage: 'Discover new',
    description: 'Heading of the home page section listing the courses open for admission.',
  },
  discoverText: {
    id: 'home.discover.text',
    defaultMessage: 'Courses open for admission. Read about a course and apply online before its admission closes.',
    description: 'Introduction under the heading of the courses open for admission on the home page.',
  },
  discoverEmpty: {
    id: 'home.discover.empty',
    defaultMessage: 'No course is open for admission right now. Courses will be listed here when a new cohort is announced.',
    description: 'Shown on the home page when no course is open for admission.',
  },
  discoverFailed: {
    id: 'home.discover.failed',
    defaultMessage: 'The courses open for admission could not be loaded.',
    description: 'Shown on the home page when the courses open for admission could not be loaded.',
  },
  discoverLoading: {
    id: 'home.discover.loading',
    defaultMessage: 'Loading the courses open for admission…',
    description: 'Accessible name of the spinner shown while the courses open for admission load on the home page.',
  },
  courseHub: {
    id: 'home.discover.hub',
    defaultMessage: 'Hub: {hub}',
    description: 'Line on a course card of the home page. {hub} is the name of the hub that offers the course.',
  },
  courseDates: {
    id: 'home.discover.dates',
    defaultMessage: 'Course dates: {start} – {end}',
    description: "Line on a course card of the home page. {start} and {end} are the course's first and last days, as dates.",
  },
  courseStarts: {
    id: 'home.discover.starts',
    defaultMessage: 'Starts on {start}',
    description: 'Line on a course card of the home page when the course has no end date. {start} is its first day, as a date.',
  },
  courseCloses: {
    id: 'home.discover.closes',
    defaultMessage: 'Applications close on {date}',
    description: 'Line on a course card of the home page. {date} is the last day to apply.',
  },
  apply: {
    id: 'home.discover.apply',
    defaultMessage: 'Apply',
    description: 'Button on a course card of the home page that opens the admission form.',
  },
  applyLabel: {
    id: 'home.discover.applyLabel',
    defaultMessage: 'Apply to {title}',
    description: 'Accessible name of the Apply button on a course card of the home page. {title} is the course title.',
  },
  submittedTitle: {
    id: 'home.submitted.title',
    defaultMessage: 'Thank you. Your application has been submitted.',
    description: 'Title of the notice on the home page after an application was submitted.',
  },
  submittedText: {
    id: 'home.submitted.text',
    defaultMessage: 'A confirmation has been sent to your e-mail address. The course coordinators will review your application and write to you.',
    description: 'Text of the notice on the home page after an application was submitted.',
  },
  submittedClose: {
    id: 'home.submitted.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the button that closes the application-submitted notice on the home page.',
  },
});
export default messages;
