import '../../ui/styles/common';
import '../../ui/styles/content';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, Center, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PAGE_ROUTES } from '@fetp/contract';
import { useAuth } from '../../app/auth';
import { useT } from '../../app/i18n';
import { usePageTitle } from '../../app/usePageTitle';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Pagination } from '../../ui/Pagination';
import { AdmissionCourseCard } from '../home';
import { NextButton, useFocusOnArrival } from './NextButton';
import { RECOMMENDATIONS_PAGE_SIZE, useRecommendations } from './recommendations';
import messages from './messages';

/** The recommended courses, a page at a time, each with its Apply button. */
function CourseList({ goal }: { goal: string | null }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const courses = useRecommendations(goal, page);

  if (courses.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t(messages.recommendationsLoading)} />
      </Center>
    );
  }
  if (courses.isError) {
    return (
      <ErrorAlert title={t(messages.recommendationsFailed)} testId="recommendations-failed">
        <Button size="xs" variant="light" color="red" onClick={() => void courses.refetch()}>
          {t(messages.retry)}
        </Button>
      </ErrorAlert>
    );
  }
  const answer = courses.data;
  if (answer.data.length === 0) {
    return (
      <Card withBorder padding="lg" data-testid="recommendations-empty">
        <Text c="dimmed">{t(answer.goal ? messages.noneForGoal : messages.noneOpen)}</Text>
        {answer.goal && (
          <Button component={Link} to={PAGE_ROUTES.recommendations.path} variant="light" mt="md" style={{ alignSelf: 'flex-start' }}>
            {t(messages.allCourses)}
          </Button>
        )}
      </Card>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="recommended-courses">
        {answer.data.map((course) => (
          <AdmissionCourseCard key={course.course_id} course={course} />
        ))}
      </SimpleGrid>
      <Pagination
        page={answer.page}
        pageSize={answer.page_size || RECOMMENDATIONS_PAGE_SIZE}
        count={answer.count}
        onChange={setPage}
        disabled={courses.isFetching}
        data-testid="recommendations-pagination"
      />
    </>
  );
}

/**
 * The recommendations page (002 §2.12): where registration sends someone whose goal (`?goal=`, the
 * key chosen on the form) courses open for admission serve, best first; without a goal, every open
 * course. Each has its Apply button; Sign in is the way on. Open to everyone, signed in or not.
 */
export default function RecommendationsPage() {
  usePageTitle(messages.recommendationsTitle);
  const t = useT();
  const intl = useIntl();
  const { signedIn } = useAuth();
  const [params] = useSearchParams();
  const goal = params.get('goal') || null;
  const heading = useRef<HTMLHeadingElement>(null);
  // The goal's label comes with the courses (the same query, from the cache).
  const label = useRecommendations(goal, 1).data?.goal?.value;

  useFocusOnArrival(heading);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }} ref={heading} tabIndex={-1}>
            {t(messages.recommendationsTitle)}
          </Title>
          <Text c="dimmed" mt={4} data-testid="recommendations-intro">
            {/* The goal (programme data, often in another script) lays out by its own direction. */}
            {label ? intl.formatMessage(messages.recommendationsText, { goal: <bdi key="goal">{label}</bdi> }) : t(messages.allCoursesText)}
          </Text>
        </div>
        {!signedIn ? (
          <Card withBorder padding="lg" radius="md" data-testid="recommendations-sign-in">
            <Group justify="space-between" gap="md">
              <Text fz="sm" style={{ flex: '1 1 280px' }}>
                {t(messages.signInPrompt)}
              </Text>
              <NextButton />
            </Group>
          </Card>
        ) : (
          <Group>
            <NextButton />
          </Group>
        )}
        <section aria-labelledby="recommended-courses-title">
          <Title order={2} fz={22} mb="md" id="recommended-courses-title">
            {t(messages.listTitle)}
          </Title>
          <CourseList key={goal ?? ''} goal={goal} />
        </section>
      </Stack>
    </Container>
  );
}
