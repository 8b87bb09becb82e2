import '../../ui/styles/common';
import { Suspense } from 'react';
import { Button, Center, Container, Group, Loader } from '@mantine/core';
import { ApiError } from '../../app/http';
import { getUserId } from '../../app/auth';
import { useT } from '../../app/i18n';
import appMessages from '../../app/messages';
import uiMessages from '../../ui/messages';
import { usePageTitle } from '../../app/usePageTitle';
import { AccessDenied } from '../../app/AccessDenied';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageLoadFailed, PageLoader } from '../../ui/PageStates';
import { PortfolioButton } from '../portfolio';
import type { CoursePageScope } from './api';
import { CourseBanner } from './CourseBanner';
import { CourseTabs } from './CourseTabs';
import { useBanner, useCourseTabs } from './hooks';
import messages from './messages';
import { courseTabPanels } from './tabPanels';

export interface CourseViewProps {
  scope: CoursePageScope;
  /** The page's h1: the course title (the learner's course page) or the student's name (mentee details). */
  heading: 'course' | 'student';
}

const forbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * The body shared by the course page and the mentee details page (001 §2.6): the mentee banner and
 * the tabs the server marks visible, each the panel its feature declares (`<feature>/courseTab.tsx`).
 */
export function CourseView({ scope, heading }: CourseViewProps) {
  const t = useT();
  const banner = useBanner(scope);
  const tabs = useCourseTabs(scope);
  const denied = forbidden(banner.error) || forbidden(tabs.error);
  const data = banner.data?.data;
  usePageTitle(denied ? appMessages.titleAccessDenied : data ? (heading === 'course' ? data.course_title : data.studentName) : messages.title);

  if (denied) return <AccessDenied />;
  if (banner.isPending) {
    return <PageLoader />;
  }
  if (!data) {
    return <PageLoadFailed heading={t(messages.title)} failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void banner.refetch()} />;
  }

  // The learner's own view: their course page, or their own details page.
  const learner = scope.kind === 'course' || String(data.menteeID) === getUserId();
  return (
    <Container size="lg" py="xl">
      <CourseBanner banner={data} heading={heading} />
      <Group justify="flex-end" mb="md" mih={36}>
        <Suspense fallback={null}>
          <PortfolioButton mentee={data.menteeID} course={data.courseid} />
        </Suspense>
      </Group>
      {tabs.isPending ? (
        <Center py="xl">
          <Loader aria-label={t(uiMessages.loading)} />
        </Center>
      ) : tabs.isError ? (
        <ErrorAlert title={t(messages.failed)}>
          <Button size="xs" variant="light" color="red" onClick={() => void tabs.refetch()}>
            {t(messages.retry)}
          </Button>
        </ErrorAlert>
      ) : (
        <CourseTabs
          tabs={tabs.data.data}
          panels={courseTabPanels}
          panelProps={{ mentee: data.menteeID, course: scope.course, page: scope.kind, learner, banner: data }}
        />
      )}
    </Container>
  );
}
