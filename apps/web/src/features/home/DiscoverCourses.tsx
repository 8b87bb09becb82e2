import '../../ui/styles/content';
import { useState } from 'react';
import { Badge, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingHospital, IconCalendar, IconClock } from '@tabler/icons-react';
import type { AdmissionCourse } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { displayDate } from '../../ui/dates';
import { linkProps } from '../../ui/links';
import { Pagination } from '../../ui/Pagination';
import { DISCOVER_PAGE_SIZE } from './api';
import { useAdmissionCourses } from './hooks';
import messages from './messages';

function CourseDates({ course }: { course: AdmissionCourse }) {
  const t = useT();
  const start = displayDate(course.start_date);
  const end = displayDate(course.end_date);
  if (!start) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed">
      <IconCalendar size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text fz="sm" data-testid="admission-course-dates">
        {end ? t(messages.courseDates, { start, end }) : t(messages.courseStarts, { start })}
      </Text>
    </Group>
  );
}

/** A course open for admission: its type, hub, dates, closing day and an Apply button to the wizard. */
export function AdmissionCourseCard({ course }: { course: AdmissionCourse }) {
  const t = useT();
  const closes = displayDate(course.admission_closes_on);
  return (
    <Card withBorder padding="lg" radius="md" h="100%" data-testid="admission-course" component="article">
      <Stack gap="xs" style={{ flex: 1 }}>
        <Badge variant="light" radius="sm" style={{ alignSelf: 'flex-start' }}>
          {course.type}
        </Badge>
        <Text component="h3" fw={700} fz="lg" lh={1.3} m={0}>
          {course.title}
        </Text>
        <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed">
          <IconBuildingHospital size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text fz="sm" data-testid="admission-course-hub">
            {t(messages.courseHub, { hub: course.hub })}
          </Text>
        </Group>
        <CourseDates course={course} />
        {closes && (
          <Group gap={6} wrap="nowrap" align="flex-start" c="var(--fetp-color-deadline)">
            <IconClock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text fz="sm" fw={600} data-testid="admission-course-closes">
              {t(messages.courseCloses, { date: closes })}
            </Text>
          </Group>
        )}
        {course.description && (
          <Text fz="sm" c="dimmed" lineClamp={4}>
            {course.description}
          </Text>
        )}
      </Stack>
      <Button
        mt="md"
        fullWidth
        {...linkProps(course.apply_url)}
        aria-label={t(messages.applyLabel, { title: course.title })}
        data-testid="admission-course-apply"
      >
        {t(messages.apply)}
      </Button>
    </Card>
  );
}

/** DISCOVER NEW (000 §2.1): the courses open for admission, six a page. */
export function DiscoverCourses() {
  const t = useT();
  const [page, setPage] = useState(1);
  const courses = useAdmissionCourses(page);
  const list = courses.data?.data ?? [];

  if (courses.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t(messages.discoverLoading)} />
      </Center>
    );
  }
  if (courses.isError) {
    return (
      <Text c="dimmed" data-testid="admission-courses-failed">
        {t(messages.discoverFailed)}
      </Text>
    );
  }
  if (list.length === 0) {
    return (
      <Card withBorder padding="lg" data-testid="admission-courses-empty">
        <Text c="dimmed">{t(messages.discoverEmpty)}</Text>
      </Card>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="admission-courses">
        {list.map((course) => (
          <AdmissionCourseCard key={course.course_id} course={course} />
        ))}
      </SimpleGrid>
      <Pagination
        page={courses.data.page}
        pageSize={courses.data.page_size || DISCOVER_PAGE_SIZE}
        count={courses.data.count}
        onChange={setPage}
        disabled={courses.isFetching}
        data-testid="admission-courses-pagination"
      />
    </>
  );
}
