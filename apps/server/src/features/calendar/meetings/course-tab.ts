import { COURSE_TAB_LABELS } from '@fetp/contract';
import type { Services } from '../../../services';
import type { CourseTabDeclaration } from '../../course-page';
import { invitedToMeetingOf } from './queries';

/** Meetings on the course page and the mentee details page (001 §2.6): shown when the officer is invited to any meeting of the course. */
export const meetingsTab = (services: Pick<Services, 'db'>): CourseTabDeclaration => ({
  key: 'meetings',
  label: COURSE_TAB_LABELS.meetings,
  visible: (viewer) => invitedToMeetingOf(services.db, viewer.courseId, viewer.menteeId),
});
