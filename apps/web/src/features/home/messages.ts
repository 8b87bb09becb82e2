import { defineMessages } from 'react-intl';

const messages = defineMessages({
  eyebrow: { id: 'home.eyebrow', defaultMessage: 'Learning portal' },
  intro: {
    id: 'home.intro',
    defaultMessage:
      'The Field Epidemiology Training Programme trains public health officers to detect, investigate and respond to outbreaks through learning by doing: supervised field work, mentoring and courses.',
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
    defaultMessage: 'Courses open for admission will be listed here when a new cohort is announced.',
  },
});
export default messages;
