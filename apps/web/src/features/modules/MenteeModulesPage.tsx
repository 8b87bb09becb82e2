import '../../ui/styles/common';
import { useParams } from 'react-router';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '../../app/http';
import { useT } from '../../app/i18n';
import appMessages from '../../app/messages';
import { usePageTitle } from '../../app/usePageTitle';
import { AccessDenied } from '../../app/AccessDenied';
import { NotFound } from '../../app/NotFound';
import { PageLoadFailed, PageLoader } from '../../ui/PageStates';
import { recordIdOf } from '../../ui/routeIds';
import { useMenteeModules } from './hooks';
import { ModuleList } from './ModuleList';
import messages from './messages';

/**
 * The mentee modules page /menteemodules/:userid/:courseid/ (001 §2, 002 §2.1, §2.4): an officer's
 * module list in a course, as the officer, their mentors or the course's coordinators see it.
 */
export default function MenteeModulesPage() {
  const { userid, courseid } = useParams();
  const mentee = recordIdOf(userid);
  const course = recordIdOf(courseid);
  if (mentee === null || course === null) return <NotFound />;
  return <MenteeModules key={`${mentee}-${course}`} mentee={mentee} course={course} />;
}

function MenteeModules({ mentee, course }: { mentee: number; course: number }) {
  const t = useT();
  const scope = { mentee, course };
  const modules = useMenteeModules(scope);
  const status = modules.error instanceof ApiError ? modules.error.status : null;
  const data = modules.data;
  const heading = data ? t(messages.heading, { mentee: data.mentee_name, course: data.course_title }) : null;
  usePageTitle(status === 403 ? appMessages.titleAccessDenied : (heading ?? messages.title));

  if (status === 403) return <AccessDenied />;
  if (status === 404) return <NotFound />;
  if (modules.isPending) return <PageLoader />;
  if (!data) {
    return <PageLoadFailed heading={t(messages.title)} failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void modules.refetch()} />;
  }
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {heading}
          </Title>
          <Group gap="xs">
            <Text c="dimmed">{t(messages.courseProgress)}:</Text>
            <Text fw={700} data-testid="modules-course-progress">
              {t(messages.percent, { value: Math.round(data.course_progress) })}
            </Text>
          </Group>
        </Stack>
        <ModuleList scope={scope} modules={data.data} />
      </Stack>
    </Container>
  );
}
