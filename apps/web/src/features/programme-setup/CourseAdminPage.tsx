import '../../ui/styles/common';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { PAGE_ROUTES, type AdminCohort } from '@fetp/contract';
import { Page } from '../../app/Page';
import { useT } from '../../app/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { PageLoader, RetryAlert } from '../../ui/PageStates';
import { displayDate } from '../../ui/dates';
import { recordIdOf } from '../../ui/routeIds';
import { ModulesSection } from '../course-modules-admin';
import { TAB_LABELS, TRACK_LABELS } from './labels';

/** The forms are chunks of their own (the page's table shows first). */
const CourseForm = lazy(() => import('./CourseForm').then((m) => ({ default: m.CourseForm })));
const CohortFormModal = lazy(() => import('./CohortFormModal').then((m) => ({ default: m.CohortFormModal })));
import { useCohorts, useCourse } from './hooks';
import messages from './messages';

/**
 * Content Management › a course: its settings (all of them for an administrator; description,
 * dates, admission, image and link for its coordinator) and its cohorts, each changed in a dialog.
 */
export default function CourseAdminPage() {
  const t = useT();
  const id = recordIdOf(useParams().id) ?? 0;
  const course = useCourse(id);
  const cohorts = useCohorts(id);
  // undefined: no dialog; null: a new cohort.
  const [editing, setEditing] = useState<AdminCohort | null | undefined>(undefined);

  const back = <Anchor component={Link} to={PAGE_ROUTES.adminCourses.path} fz="sm">{t(messages.backToCourses)}</Anchor>;
  if (course.isPending) return <Page title={messages.courseTitle}><PageLoader /></Page>;
  if (!course.data) {
    return (
      <Page title={messages.courseTitle}>
        <Stack gap="md">
          <RetryAlert failed={t(messages.notFound)} retry={t(messages.retry)} onRetry={() => void course.refetch()} />
          {back}
        </Stack>
      </Page>
    );
  }
  const data = course.data.data;
  const tabsText = (cohort: AdminCohort) => {
    if (!cohort.to_be_shown) return t(messages.tabsDefault);
    return cohort.to_be_shown.length ? cohort.to_be_shown.map((tab) => t(TAB_LABELS[tab])).join(', ') : t(messages.tabsCount, { count: 0 });
  };
  const columns: DataColumn<AdminCohort>[] = [
    { key: 'name', header: t(messages.colName), minWidth: 140, render: (cohort) => <Text fz="sm" fw={600}>{cohort.name}</Text> },
    { key: 'dates', header: t(messages.colDates), nowrap: true, render: (cohort) => `${displayDate(cohort.start_date) || '—'} – ${displayDate(cohort.end_date) || '—'}` },
    {
      key: 'track', header: t(messages.colTrack), minWidth: 110,
      render: (cohort) => (cohort.track === 'Other' ? cohort.other_track : cohort.track ? t(TRACK_LABELS[cohort.track as keyof typeof TRACK_LABELS] ?? messages.trackOther) : '—'),
    },
    { key: 'tabs', header: t(messages.colTabs), minWidth: 180, render: tabsText },
    { key: 'officers', header: t(messages.colOfficers), align: 'right', nowrap: true, render: (cohort) => cohort.officers },
    {
      key: 'actions', header: t(messages.colActions), nowrap: true,
      render: (cohort) => (
        <Button size="xs" variant="light" onClick={() => setEditing(cohort)} aria-label={t(messages.editNamed, { name: cohort.name })}>{t(messages.edit)}</Button>
      ),
    },
  ];

  return (
    <Page title={messages.courseTitle} heading={false}>
      <Stack gap="lg">
        <Group gap="md">
          {back}
          <Anchor component={Link} to={PAGE_ROUTES.adminCourseForms.path.replace(':id', String(data.id))} fz="sm" data-testid="course-forms-link">{t(messages.formsLink)}</Anchor>
          <Anchor component={Link} to={PAGE_ROUTES.adminCourseCals.path.replace(':id', String(data.id))} fz="sm" data-testid="course-cals-link">{t(messages.calsLink)}</Anchor>
        </Group>
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>{data.title}</Title>
        <Card withBorder padding="lg">
          <Suspense fallback={<PageLoader />}>
            <CourseForm key={`${data.id}-${data.can_change_all}`} course={data} canChangeAll={data.can_change_all} />
          </Suspense>
        </Card>
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} fz="xl">{t(messages.cohortsTable)}</Title>
          <Button onClick={() => setEditing(null)} data-testid="add-cohort">{t(messages.addCohort)}</Button>
        </Group>
        {cohorts.isError && !cohorts.data ? (
          <RetryAlert failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void cohorts.refetch()} />
        ) : (
          <DataTable
            columns={columns}
            rows={cohorts.data?.results ?? []}
            rowKey={(cohort) => cohort.id}
            loading={cohorts.isFetching}
            label={t(messages.cohortsTable)}
            emptyText={t(messages.empty)}
            minWidth={760}
            data-testid="cohorts-table"
          />
        )}
        <Suspense fallback={<PageLoader />}><ModulesSection courseId={data.id} /></Suspense>
      </Stack>
      {editing !== undefined && <Suspense fallback={null}><CohortFormModal courseId={data.id} cohort={editing} onClose={() => setEditing(undefined)} /></Suspense>}
    </Page>
  );
}
