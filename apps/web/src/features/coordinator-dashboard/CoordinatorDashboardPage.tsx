import '../../ui/styles/common';
import '../../ui/styles/select';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { ROLES, hasAnyRole, type DropdownCoursesAnswer } from '@fetp/contract';
import { Page } from '../../app/Page';
import { useAuth } from '../../app/auth';
import { useT } from '../../app/i18n';
import { PageLoader, RetryAlert } from '../../ui/PageStates';
import { CohortPortfolios } from '../portfolio';
import { CohortTabs } from './CohortTabs';
import { useCoordinatorCourses, useCoordinatorDashboard } from './hooks';
import { COORDINATOR_PANES } from './panes';
import { DashboardBanner } from './parts';
import messages from './messages';

/**
 * The coordinator dashboard (002 §2.2): the coordinator's banner, a course (Course Name) and one
 * of its cohorts, and that cohort's tabs as the server marks them. Changing the course or the
 * cohort goes back to the cohort's first tab.
 */
export default function CoordinatorDashboardPage() {
  const t = useT();
  const courses = useCoordinatorCourses();
  let body;
  if (courses.isError) body = <Failed onRetry={() => void courses.refetch()} />;
  else if (courses.isPending) body = <PageLoader />;
  else if (courses.data.my_courses.length === 0) {
    body = (
      <Paper withBorder radius="md" p="xl" ta="center" data-testid="coordinator-no-courses">
        <Text fw={700} fz="lg">
          {t(messages.noCourses)}
        </Text>
        <Text c="dimmed" mt="xs">
          {t(messages.noCoursesHint)}
        </Text>
      </Paper>
    );
  } else body = <CourseDashboard courses={courses.data.my_courses} />;
  return (
    <Page title={messages.title} data-testid="coordinator-dashboard">
      {body}
    </Page>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return <RetryAlert failed={t(messages.failed)} retry={t(messages.retry)} onRetry={onRetry} />;
}

function CourseDashboard({ courses }: { courses: DropdownCoursesAnswer['my_courses'] }) {
  const t = useT();
  const { roles } = useAuth();
  // My Courses' VIEW COURSE opens the dashboard with its course chosen (?course_id=).
  const [search] = useSearchParams();
  const [chosenCourse, setChosenCourse] = useState<number | null>(() => Number(search.get('course_id')) || null);
  const [chosenCohort, setChosenCohort] = useState<number | null>(null);
  const course = courses.find((c) => c.value === chosenCourse) ?? courses.find((c) => c.is_selected) ?? courses[0]!;
  const dashboard = useCoordinatorDashboard(course.value);
  const answer = dashboard.data;
  const cohorts = answer?.cohorts_wise_data ?? [];
  const cohort = cohorts.find((c) => c.id === chosenCohort) ?? cohorts.find((c) => c.is_selected) ?? cohorts[0];

  return (
    <Stack gap="lg">
      {answer && (
        <DashboardBanner
          name={answer.coordinator_details.displayname}
          image={answer.coordinator_details.profile_image_url}
          role={answer.coordinator_details.role}
          hub={answer.coordinator_details.hub}
          totalMentees={answer.coordinator_details.totalMentees}
        />
      )}
      <Select
        label={t(messages.courseName)}
        data={courses.map((c) => ({ value: String(c.value), label: c.label }))}
        value={String(course.value)}
        onChange={(value) => {
          if (!value) return;
          setChosenCourse(Number(value));
          setChosenCohort(null);
        }}
        allowDeselect={false}
        nothingFoundMessage={t(messages.noOptions)}
        w={{ base: '100%', sm: 420 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="coordinator-course"
      />
      {dashboard.isError ? (
        <Failed onRetry={() => void dashboard.refetch()} />
      ) : !answer ? (
        <PageLoader />
      ) : !cohort ? (
        <Text c="dimmed" data-testid="coordinator-no-cohorts">
          {t(messages.noCohorts)}
        </Text>
      ) : (
        <>
          <div role="group" aria-labelledby="coordinator-cohorts-heading">
            <Title order={2} fz="md" mb="xs" id="coordinator-cohorts-heading">
              {t(messages.cohorts)}
            </Title>
            <Group gap="xs" wrap="wrap" data-testid="coordinator-cohorts">
              {cohorts.map((c) => (
                <Button
                  key={c.id}
                  variant={c.id === cohort.id ? 'filled' : 'default'}
                  aria-pressed={c.id === cohort.id}
                  onClick={() => setChosenCohort(c.id)}
                  data-testid="cohort-button"
                >
                  {c.cohort}
                </Button>
              ))}
            </Group>
          </div>
          <Suspense fallback={null}>
            <CohortPortfolios key={cohort.id} cohort={cohort.id} cohortName={cohort.cohort} />
          </Suspense>
          <CohortTabs
            key={`${answer.course.id}:${cohort.id}`}
            panes={COORDINATOR_PANES}
            course={answer.course}
            cohort={cohort}
            canCreate={hasAnyRole(roles, [ROLES.coordinator])}
          />
        </>
      )}
    </Stack>
  );
}
