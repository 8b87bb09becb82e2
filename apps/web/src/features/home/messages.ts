import { defineMessages } from 'react-intl';

const messages = defineMessages({
  eyebrow: { id: 'home.eyebrow', defaultMessage: 'Learning portal' },
  intro: {
    id: 'home.intro',
    defaultMessage:
      '{site} trains public health officers to detect, investigate and respond to outbreaks through learning by doing: supervised field work, mentoring and courses.',
  },
  signIn: { id: 'home.signIn', defaultMessage: 'Sign in' },
  register: { id: 'home.register', defaultMessage: 'Create an account' },
  myCourses: { id: 'home.myCourses', defaultMessage: 'Go to My Courses' },
  aboutTitle: { id: 'home.about.title', defaultMessage: 'What the portal is for' },
  aboutCalTitle: { id: 'home.about.cal.title', defaultMessage: 'Competency and activity log' },
  aboutCalText: {
    id: 'home.about.cal.text',
    defaultMessage: 'Officers record their field activities and milestones; mentors and coordinators follow the progress.',
  },
  aboutMentoringTitle: { id: 'home.about.mentoring.title', defaultMessage: 'Mentoring' },
  aboutMentoringText: {
    id: 'home.about.mentoring.text',
    defaultMessage: 'Mentors and mentees plan discussions, meetings and webinars in one place.',
  },
  aboutCoursesTitle: { id: 'home.about.courses.title', defaultMessage: 'Courses' },
  aboutCoursesText: {
    id: 'home.about.courses.text',
    defaultMessage: 'FETP, frontline and short courses, with progress tracked for each learner.',
  },
  hubsTitle: { id: 'home.hubs.title', defaultMessage: 'Hubs' },
  hubsText: { id: 'home.hubs.text', defaultMessage: 'The programme is delivered through its training hubs.' },
  hubsEmpty: { id: 'home.hubs.empty', defaultMessage: 'No hubs are listed yet.' },
  hubsFailed: { id: 'home.hubs.failed', defaultMessage: 'The hubs could not be loaded.' },
  discoverTitle: { id: 'home.discover.title', defaultMessage: 'Discover new' },
  discoverText: {
    id: 'home.discover.text',
    defaultMessage: 'Courses open for admission. Read about a course and apply online before its admission closes.',
  },
  discoverEmpty: {
    id: 'home.discover.empty',
    defaultMessage: 'No course is open for admission right now. Courses will be listed here when a new cohort is announced.',
  },
  discoverFailed: { id: 'home.discover.failed', defaultMessage: 'The courses open for admission could not be loaded.' },
  discoverLoading: { id: 'home.discover.loading', defaultMessage: 'Loading the courses open for admission…' },
  courseHub: { id: 'home.discover.hub', defaultMessage: 'Hub: {hub}' },
  courseDates: { id: 'home.discover.dates', defaultMessage: 'Course dates: {start} – {end}' },
  courseStarts: { id: 'home.discover.starts', defaultMessage: 'Starts on {start}' },
  courseCloses: { id: 'home.discover.closes', defaultMessage: 'Applications close on {date}' },
  apply: { id: 'home.discover.apply', defaultMessage: 'Apply' },
  applyLabel: { id: 'home.discover.applyLabel', defaultMessage: 'Apply to {title}' },
  submittedTitle: { id: 'home.submitted.title', defaultMessage: 'Thank you. Your application has been submitted.' },
  submittedText: {
    id: 'home.submitted.text',
    defaultMessage: 'A confirmation has been sent to your e-mail address. The course coordinators will review your application and write to you.',
  },
  submittedClose: { id: 'home.submitted.close', defaultMessage: 'Close' },
});
export default messages;
