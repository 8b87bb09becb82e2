import { lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { MilestoneItem, SubCalItem } from '@fetp/contract';
import { NotFound } from '../../ui/NotFound';
import { CalCourseView } from './CalCourseView';
import { formKindOf } from './formKind';
import { recordIdOf } from './routeIds';

/** A form opened read-only by a reviewer (the server answers is_editable false to them). */
const CalFormModal = lazy(() => import('./CalFormModal'));

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
  const [viewing, setViewing] = useState<{ milestone: MilestoneItem; subCal: SubCalItem } | null>(null);
  const kind = viewing ? formKindOf(viewing.milestone) : null;
  return (
    <>
      <CalCourseView scope={scope} heading="student" onViewForm={(milestone, subCal) => setViewing({ milestone, subCal })} />
      {viewing && kind && (
        <Suspense fallback={null}>
          <CalFormModal
            key={viewing.milestone.id}
            scope={scope}
            target={{ kind, subCal: viewing.subCal.id, menteeUser: mentee, milestone: viewing.milestone.id }}
            milestone={viewing.milestone.title}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
