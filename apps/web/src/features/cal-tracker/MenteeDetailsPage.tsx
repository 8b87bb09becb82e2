import { useParams, useSearchParams } from 'react-router';
import { NotFound } from '../../ui/NotFound';
import { CalCourseView } from './CalCourseView';
import { recordIdOf } from './routeIds';

/**
 * The mentee details page /cal/mentee/:id/details/?course=<course id> (001 §2.1, §2.6): a mentee's
 * course page as their mentors, their course's coordinators or the mentee see it. :id is the
 * mentee's user id.
 */
export default function MenteeDetailsPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const mentee = recordIdOf(id);
  const course = recordIdOf(params.get('course'));
  if (mentee === null || course === null) return <NotFound />;
  return <CalCourseView key={`${mentee}-${course}`} scope={{ kind: 'mentee', course, mentee }} heading="student" />;
}
