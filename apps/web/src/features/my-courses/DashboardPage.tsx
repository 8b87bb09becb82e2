import '../../ui/styles/common';
import '../../ui/styles/content';
import '../../ui/styles/tabs';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Loader, SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { COURSE_TYPES, type CourseType } from '@fetp/contract';
import { Page } from '../../app/Page';
import { useT } from '../../app/i18n';
import appMessages from '../../app/messages';
import uiMessages from '../../ui/messages';
import { CourseCardView } from './CourseCardView';
import { useDashboardCourses } from './hooks';
import messages, { tabLabels } from './messages';

/**
 * A tab's value: Mantine builds the tab's and the panel's ids (and aria-controls, aria-labelledby)
 * from it, and an id list may not contain spaces, so not the course type itself ("FETP Course").
 */
export function tabValue(type: CourseType): string {
  return type.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** My Courses (002 §2.13): one tab per course type, each with its course cards. */
export default function DashboardPage() {
  const t = useT();
  const courses = useDashboardCourses();
  const [chosen, setTab] = useState<string | null>(null);
  const list = courses.data?.data.courses ?? [];
  // Until the user picks a tab, the page opens on the first one that has courses (a frontline
  // officer has no FETP course).
  const first = COURSE_TYPES.find((type) => list.some((c) => c.type === type)) ?? COURSE_TYPES[0];
  const tab = chosen ?? tabValue(first);
  const heading = useRef<HTMLHeadingElement>(null);

  // Where the page appears (after sign-in, or from a link) the focus goes to its heading, not to
  // <body>: a screen reader reads where the user is, and Tab goes on from the top of the page.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Page title={appMessages.titleDashboard} heading={false}>
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="lg" ref={heading} tabIndex={-1}>
        {t(appMessages.titleDashboard)}
      </Title>
      <Tabs value={tab} onChange={(v) => v && setTab(v)} keepMounted={false}>
        <Tabs.List mb="lg">
          {COURSE_TYPES.map((type) => (
            <Tabs.Tab key={type} value={tabValue(type)} fw={600}>
              {t(tabLabels[type])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {COURSE_TYPES.map((type) => {
          const cards = list.filter((c) => c.type === type);
          return (
            <Tabs.Panel key={type} value={tabValue(type)}>
              {courses.isPending ? (
                <Center py="xl">
                  <Loader aria-label={t(uiMessages.loading)} />
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
