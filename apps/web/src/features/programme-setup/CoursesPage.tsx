import '../../ui/styles/common';
import '../../ui/styles/modal';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PAGE_ROUTES, ROLES, hasAnyRole, type AdminCourse } from '@fetp/contract';
import { useNavigate } from 'react-router';
import { Page } from '../../app/Page';
import { useAuth } from '../../app/auth';
import { useT } from '../../app/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { RetryAlert } from '../../ui/PageStates';
import { displayDate } from '../../ui/dates';
import { TYPE_LABELS } from './labels';

/** The form is a chunk of its own, fetched when the dialog opens. */
const CourseForm = lazy(() => import('./CourseForm').then((m) => ({ default: m.CourseForm })));
import { PAGE_SIZE, useCourses } from './hooks';
import messages from './messages';

/** The address of a course's settings page (under the SPA's base). */
export const courseSettingsPath = (id: number) => PAGE_ROUTES.adminCourse.path.replace(':id', String(id));

/**
 * Content Management › Courses: every course for an administrator (who adds courses here), the
 * courses they coordinate for a Course Coordinator; each opens its settings and cohorts.
 */
export default function CoursesPage() {
  const t = useT();
  const navigate = useNavigate();
  const { roles } = useAuth();
  const administrator = hasAnyRole(roles, [ROLES.administrator]);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const courses = useCourses(page);
  const typeLabel = (type: string) => {
    const label = TYPE_LABELS[type as keyof typeof TYPE_LABELS];
    return label ? t(label) : type;
  };
  const columns: DataColumn<AdminCourse>[] = [
    {
      key: 'title', header: t(messages.colTitle), minWidth: 200,
      render: (course) => (
        <Stack gap={0}>
          <Anchor component={Link} to={courseSettingsPath(course.id)} fz="sm" fw={600} aria-label={t(messages.openNamed, { name: course.title })}>{course.title}</Anchor>
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{course.key}</Text>
        </Stack>
      ),
    },
    { key: 'type', header: t(messages.colType), minWidth: 120, render: (course) => typeLabel(course.type) },
    { key: 'hub', header: t(messages.colHub), minWidth: 140, render: (course) => course.hub_name },
    { key: 'dates', header: t(messages.colDates), nowrap: true, render: (course) => `${displayDate(course.start_date) || '—'} – ${displayDate(course.end_date) || '—'}` },
    { key: 'admission', header: t(messages.colAdmission), nowrap: true, render: (course) => t(course.admission_open ? messages.admissionOpenShort : messages.admissionClosedShort) },
    { key: 'cohorts', header: t(messages.colCohorts), align: 'right', nowrap: true, render: (course) => course.cohorts },
  ];
  return (
    <Page title={messages.coursesTitle}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Text c="dimmed" maw={640}>{t(messages.coursesIntro)}</Text>
          {administrator && <Button onClick={() => setAdding(true)} data-testid="add-course">{t(messages.addCourse)}</Button>}
        </Group>
        {courses.isError && !courses.data ? (
          <RetryAlert failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void courses.refetch()} />
        ) : (
          <DataTable
            columns={columns}
            rows={courses.data?.results ?? []}
            rowKey={(course) => course.id}
            loading={courses.isFetching}
            label={t(messages.coursesTable)}
            emptyText={t(messages.empty)}
            minWidth={820}
            pagination={courses.data ? { page, pageSize: PAGE_SIZE, count: courses.data.count, onPageChange: setPage } : undefined}
            data-testid="courses-table"
          />
        )}
      </Stack>
      {adding && (
        <Modal opened onClose={() => setAdding(false)} size="lg" title={t(messages.addCourse)} closeButtonProps={{ 'aria-label': t(messages.closeDialog) }}>
          <Suspense fallback={null}>
            <CourseForm course={null} canChangeAll onCancel={() => setAdding(false)} onSaved={(course) => void navigate(courseSettingsPath(course.id))} />
          </Suspense>
        </Modal>
      )}
    </Page>
  );
}
