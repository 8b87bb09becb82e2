import '../../ui/styles/common';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Container, Text, Title } from '@mantine/core';
import { ROLES, hasAnyRole } from '@fetp/contract';
import { useAuth } from '../../app/auth';
import { useT } from '../../app/i18n';
import { usePageTitle } from '../../app/usePageTitle';
import { NotFound } from '../../app/NotFound';
import { recordIdOf } from '../../ui/routeIds';
import { CourseView } from './CourseView';
import messages from './messages';

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

function LearnerCourse({ course }: { course: number }) {
  const [scope] = useState(() => ({ kind: 'course', course }) as const);
  return <CourseView scope={scope} heading="course" />;
}
