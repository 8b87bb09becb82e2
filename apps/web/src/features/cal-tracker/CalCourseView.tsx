import { lazy, Suspense } from 'react';
import { Button, Center, Container, Loader } from '@mantine/core';
import { ApiError } from '../../app/http';
import { getUserId } from '../../app/auth';
import { useT } from '../../app/i18n';
import appMessages from '../../app/messages';
import { usePageTitle } from '../../app/usePageTitle';
import { AccessDenied } from '../../ui/AccessDenied';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageLoadFailed, PageLoader } from '../../ui/PageStates';
import type { CalScope } from './api';
import { CalBanner } from './CalBanner';
import { CalTrackerPanel } from './CalTrackerPanel';
import { CourseTabs } from './CourseTabs';
import { useBanner, useCourseTabs, useStatusEditor } from './hooks';
import messages from './messages';
import type { UploadHandler } from './MilestoneTable';
import type { AddHandler } from './SubCalList';

export interface CalCourseViewProps {
  scope: CalScope;
  /** The page's h1: the course title (the learner's course page) or the student's name (mentee details). */
  heading: 'course' | 'student';
  /** Opens the registration form of a new sub-CAL (+Add); +Add is hidden until it is given. */
  onAdd?: AddHandler;
  /** Opens a milestone's upload or form (Upload File); the cell is plain text until it is given. */
  onUpload?: UploadHandler;
  /** A reviewer's read-only view of a milestone's form. */
  onViewForm?: UploadHandler;
}

/** The MODULES tab (the modules feature) is its own chunk, fetched when the tab is first opened. */
const ModulesPanel = lazy(() => import('../modules/ModulesPanel'));

const forbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * The body shared by the course page and the mentee details page (001 §2.6): the mentee banner and
 * the course tabs the server marks visible, of which CAL TRACKER and MODULES are built.
 */
export function CalCourseView({ scope, heading, onAdd, onUpload, onViewForm }: CalCourseViewProps) {
  const t = useT();
  const banner = useBanner(scope);
  const tabs = useCourseTabs(scope);
  const editor = useStatusEditor(scope);
  const denied = forbidden(banner.error) || forbidden(tabs.error);
  const data = banner.data?.data;
  usePageTitle(denied ? appMessages.titleAccessDenied : data ? (heading === 'course' ? data.course_title : data.student_name) : messages.title);

  if (denied) return <AccessDenied />;
  if (banner.isPending) {
    return <PageLoader />;
  }
  if (!data) {
    return <PageLoadFailed heading={t(messages.title)} failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void banner.refetch()} />;
  }

  // The learner's own view: their course page, or their own details page.
  const learner = scope.kind === 'course' || String(data.mentee_user_id) === getUserId();
  return (
    <Container size="lg" py="xl">
      <CalBanner banner={data} heading={heading} />
      {tabs.isPending ? (
        <Center py="xl">
          <Loader aria-label={t(appMessages.loading)} />
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
          panels={{
            cal_tracker: () => (
              <CalTrackerPanel
                scope={scope}
                hasCal={data.has_cal}
                learner={learner}
                editor={learner ? undefined : editor}
                onAdd={learner ? onAdd : undefined}
                onUpload={learner ? onUpload : undefined}
                onViewForm={learner ? undefined : onViewForm}
              />
            ),
            modules: () => (
              <Suspense fallback={<PageLoader />}>
                <ModulesPanel mentee={data.mentee_user_id} course={scope.course} />
              </Suspense>
            ),
          }}
        />
      )}
    </Container>
  );
}
