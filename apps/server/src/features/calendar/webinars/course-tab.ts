import { COURSE_TAB_LABELS } from '@fetp/contract';
import type { Services } from '../../../services';
import type { CourseTabDeclaration } from '../../course-page';
import { cohortHasWebinar, invitedToWebinarIn } from './queries';

/** WEBINARS on the course page (001 §2.6): shown when the officer's cohort has a webinar, or the officer is invited to one of the course's. */
export const webinarsTab = (db: Services['db']): CourseTabDeclaration => ({
  key: 'webinars',
  label: COURSE_TAB_LABELS.webinars,
  visible: async (viewer) => (await cohortHasWebinar(db, viewer.cohortId)) || invitedToWebinarIn(db, viewer.menteeId, viewer.courseId),
});
