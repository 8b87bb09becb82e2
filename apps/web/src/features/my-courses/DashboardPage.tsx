import { useState } from 'react';
import { Alert, Button, Center, Loader, SimpleGrid, Tabs, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { COURSE_TYPES, type CourseType } from '@fetp/contract';
import { Page } from '../../app/Page';
import { useT } from '../../app/i18n';
import appMessages from '../../app/messages';
import { CourseCardView } from './CourseCardView';
import { useDashboardCourses } from './hooks';
import messages, { tabLabels } from './messages';

/** My Courses (002 §2.13): one tab per course type, each with its course cards. */
export default function DashboardPage() {
  const t = useT();
  const courses = useDashboardCourses();
  const [tab, setTab] = useState<CourseType>(COURSE_TYPES[0]);
  const list = courses.data?.data.courses ?? [];

  return (
    <Page title={appMessages.titleDashboard}>
      <Tabs value={tab} onChange={(v) => v && setTab(v as CourseType)} keepMounted={false}>
        <Tabs.List mb="lg">
          {COURSE_TYPES.map((type) => (
            <Tabs.Tab key={type} value={type} fw={600}>
              {t(tabLabels[type])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {COURSE_TYPES.map((type) => {
          const cards = list.filter((c) => c.type === type);
          return (
            <Tabs.Panel key={type} value={type}>
              {courses.isPending ? (
                <Center py="xl">
                  <Loader aria-label={t(appMessages.loading)} />
                </Center>
              ) : courses.isError ? (
                <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t(messages.failed)}>
                  <Button size="xs" variant="light" color="red" onClick={() => void courses.refetch()}>
                    {t(messages.retry)}
                  </Button>
                </Alert>
              ) : cards.length === 0 ? (
                <Text c="dimmed" py="xl" ta="center" data-testid="courses-empty">
                  {t(messages.empty)}
                </Text>
              ) : (
                <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
                  {cards.map((course) => (
                    <CourseCardView key={`${course.course}-${course.link}`} course={course} />
                  ))}
                </SimpleGrid>
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Page>
  );
}
