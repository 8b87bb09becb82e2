import '../../ui/styles/common';
import '../../ui/styles/content';
import { useSearchParams } from 'react-router';
import { Alert, Badge, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCalendar, IconSchool } from '@tabler/icons-react';
import { pageUrl, type AdmissionCourse } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { usePageTitle } from '../../app/usePageTitle';
import { SmartAnchor } from '../../ui/SmartAnchor';
import { ApplicantWizard } from './ApplicantWizard';
import { displayDate } from '../../ui/dates';
import { useAdmissionCourse } from './hooks';
import messages from './messages';

/** The home page's catalogue of courses open for admission. */
const CATALOGUE = `${pageUrl('home')}#discover`;

/** The course key from the query string, spaces turned into plus signs (spec 000 §3). */
export function courseIdFrom(params: URLSearchParams): string {
  return (params.get('course_id') ?? '').trim().replace(/ /g, '+');
}

function CourseSummary({ course }: { course: AdmissionCourse }) {
  const t = useT();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="applicant-course">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <IconSchool size={32} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden style={{ flex: 'none' }} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
            {t(messages.applyingFor)}
          </Text>
          <Title order={2} fz={{ base: 18, sm: 20 }} style={{ overflowWrap: 'anywhere' }}>
            {course.title}
          </Title>
          <Text fz="sm">{t(messages.courseHub, { hub: course.hub })}</Text>
          <Group gap="xs" mt={4}>
            {course.type && (
              <Badge variant="light" radius="sm">
                {course.type}
              </Badge>
            )}
            {course.start_date && course.end_date && (
              <Badge variant="outline" color="gray" radius="sm" leftSection={<IconCalendar size={12} aria-hidden />}>
                {t(messages.courseDates, { start: displayDate(course.start_date), end: displayDate(course.end_date) })}
              </Badge>
            )}
            {course.admission_closes_on && (
              <Badge variant="outline" color="var(--fetp-color-deadline)" radius="sm">
                {t(messages.courseCloses, { date: displayDate(course.admission_closes_on) })}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

function CourseClosed() {
  const t = useT();
  return (
    <Alert color="orange" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="course-closed">
      <Text fw={600}>{t(messages.courseClosed)}</Text>
      <Text fz="sm" mt={4}>
        {t(messages.courseClosedHelp)}
      </Text>
      <SmartAnchor href={CATALOGUE} fz="sm" fw={600} mt="sm" display="inline-block">
        {t(messages.browseCourses)}
      </SmartAnchor>
    </Alert>
  );
}

/** /learn/applicant?course_id=… : the admission wizard of an open course (spec 000 §2.6), without a guard. */
export default function ApplicantPage() {
  usePageTitle(messages.pageTitle);
  const t = useT();
  const [params] = useSearchParams();
  const courseId = courseIdFrom(params);
  const query = useAdmissionCourse(courseId);
  const course = query.data?.data.find((c) => c.course_id === courseId) ?? query.data?.data[0];

  let body;
  if (!courseId) body = <CourseClosed />;
  else if (query.isPending) {
    body = (
      <Center py={60}>
        <Loader aria-label={t(messages.loadingCourse)} />
      </Center>
    );
  } else if (query.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        <Text fz="sm">{t(messages.courseFailed)}</Text>
        <Button variant="light" color="red" size="xs" mt="sm" onClick={() => void query.refetch()}>
          {t(messages.retry)}
        </Button>
      </Alert>
    );
  } else if (!course) body = <CourseClosed />;
  else {
    body = (
      <Stack gap="lg">
        <CourseSummary course={course} />
        <ApplicantWizard key={course.course_id} courseId={course.course_id} />
      </Stack>
    );
  }

  return (
    <Container size={960} px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 40 }}>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
          {t(messages.title)}
        </Title>
        <Text fz="sm" c="dimmed">
          {t(messages.mandatory)}
        </Text>
      </Stack>
      {body}
    </Container>
  );
}
