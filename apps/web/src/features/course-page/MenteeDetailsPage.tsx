import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { NotFound } from '../../app/NotFound';
import { recordIdOf } from '../../ui/routeIds';
import { CourseView } from './CourseView';

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
  return <MenteeCourse key={`${mentee}-${course}`} mentee={mentee} course={course} />;
}

function MenteeCourse({ mentee, course }: { mentee: number; course: number }) {
  const [scope] = useState(() => ({ kind: 'mentee', course, mentee }) as const);
  return <CourseView scope={scope} heading="student" />;
}
