import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { Container, Text, Title } from '@mantine/core';
import { ROLES, hasAnyRole, type MilestoneItem, type SubCalItem, type TrackerCal } from '@fetp/contract';
import { useAuth } from '../../app/auth';
import { useT } from '../../app/i18n';
import { usePageTitle } from '../../app/usePageTitle';
import { NotFound } from '../../ui/NotFound';
import { CalCourseView } from './CalCourseView';
import { useBanner, useRefreshAfterUpload } from './hooks';
import messages from './messages';
import { formKindOf } from './formKind';
import { recordIdOf } from './routeIds';

/** The +Add modal (its form renderer and Mantine's Modal) is its own chunk, fetched when first opened. */
const RegisterSubCalModal = lazy(() => import('./RegisterSubCalModal'));
/** The Upload File modals (a file, or a start, end or abstract form) are chunks of their own too. */
const UploadFileModal = lazy(() => import('./UploadFileModal'));
const CalFormModal = lazy(() => import('./CalFormModal'));

/** A mentor or coordinator on the course page: no tracker of their own; theirs is a mentee's. */
function ReviewerNotice() {
  const t = useT();
  usePageTitle(messages.title);
  return (
    <Container size="lg" py="xl">
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="lg">
        {t(messages.title)}
      </Title>
      <Text data-testid="cal-reviewer-notice">{t(messages.reviewerText)}</Text>
    </Container>
  );
}

/** The courses dashboard /courses/:id/cal/ (001 §2.6): the signed-in learner's own course page. */
export default function CoursePage() {
  const { id } = useParams();
  const { roles } = useAuth();
  const course = recordIdOf(id);
  if (course === null) return <NotFound />;
  if (!hasAnyRole(roles, [ROLES.mentee])) return <ReviewerNotice />;
  return <LearnerCourse key={course} course={course} />;
}

/** The learner's tracker, with +Add opening the registration form of a new sub-CAL. */
function LearnerCourse({ course }: { course: number }) {
  const [scope] = useState(() => ({ kind: 'course', course }) as const);
  const [adding, setAdding] = useState<TrackerCal | null>(null);
  const [uploading, setUploading] = useState<{ milestone: MilestoneItem; subCal: SubCalItem } | null>(null);
  const banner = useBanner(scope);
  const refresh = useRefreshAfterUpload(scope);
  const menteeUser = banner.data?.data.mentee_user_id;
  const kind = uploading ? formKindOf(uploading.milestone) : null;
  const close = () => setUploading(null);
  return (
    <>
      <CalCourseView scope={scope} heading="course" onAdd={setAdding} onUpload={(milestone, subCal) => setUploading({ milestone, subCal })} />
      {uploading && kind && menteeUser !== undefined && (
        <Suspense fallback={null}>
          <CalFormModal
            key={uploading.milestone.id}
            scope={scope}
            target={{ kind, subCal: uploading.subCal.id, menteeUser, milestone: uploading.milestone.id }}
            milestone={uploading.milestone.title}
            onClose={close}
          />
        </Suspense>
      )}
      {uploading && !kind && uploading.milestone.upload_file.tag_type === 'file' && (
        <Suspense fallback={null}>
          <UploadFileModal key={uploading.milestone.id} milestone={uploading.milestone} onClose={close} onUploaded={refresh} />
        </Suspense>
      )}
      {adding && (
        <Suspense fallback={null}>
          <RegisterSubCalModal key={adding.cal} scope={scope} cal={adding} onClose={() => setAdding(null)} />
        </Suspense>
      )}
    </>
  );
}
