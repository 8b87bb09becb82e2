import '../../ui/styles/common';
import '../../ui/styles/tabs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Group, Tabs, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { pageUrl } from '@fetp/contract';
import { Page } from '../../app/Page';
import { useT } from '../../app/i18n';
import { PageLoader, RetryAlert } from '../../ui/PageStates';
import { SmartAnchor } from '../../ui/SmartAnchor';
import { DashboardBanner } from '../coordinator-dashboard';
import { useMentorDashboard } from './hooks';
import messages from './messages';
import { DiscussionEventList, WebinarsScreen } from '../calendar';

// Each tab's code is fetched when the tab is first opened.
const MenteeList = lazy(() => import('./MenteeList'));

type TabKey = 'mentees' | 'discussion' | 'webinars';
const TABS: { key: TabKey; label: typeof messages.tabMentees }[] = [
  { key: 'mentees', label: messages.tabMentees },
  { key: 'discussion', label: messages.tabDiscussion },
  { key: 'webinars', label: messages.tabWebinars },
];

/** 002 §9: the tab list shows after one second. */
export const MENTOR_TABS_DELAY_MS = 1000;

/**
 * The mentor dashboard (002 §2.5; the user menu's My Mentees): the mentor's header, then after a
 * second the tabs Mentee List, Mentor-Mentee Discussion and Webinars, each loaded when first
 * opened and kept mounted afterwards.
 */
export default function MentorDashboardPage() {
  const t = useT();
  const dashboard = useMentorDashboard();
  // My Courses' VIEW COURSE opens My Mentees for one course (?course_id=).
  const [search] = useSearchParams();
  const courseId = Number(search.get('course_id')) || null;
  const [tabsShown, setTabsShown] = useState(false);
  const [active, setActive] = useState<TabKey>('mentees');
  const [opened, setOpened] = useState<ReadonlySet<TabKey>>(() => new Set(['mentees']));
  useEffect(() => {
    const timer = setTimeout(() => setTabsShown(true), MENTOR_TABS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const open = (value: string | null) => {
    const tab = TABS.find((item) => item.key === value);
    if (!tab) return;
    setActive(tab.key);
    setOpened((before) => (before.has(tab.key) ? before : new Set(before).add(tab.key)));
  };

  let body;
  if (dashboard.isError) {
    body = <RetryAlert failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void dashboard.refetch()} />;
  } else if (dashboard.isPending) {
    body = <PageLoader />;
  } else {
    const data = dashboard.data.data;
    const inCourse = courseId === null ? [] : data.mentee_details.filter((m) => m.course_id === courseId);
    const mentees = inCourse.length > 0 ? inCourse : data.mentee_details;
    body = (
      <>
        <DashboardBanner name={data.user_name} image={data.profile_image_url} role={data.role} hub={data.hub_name} totalMentees={data.total_mentees} />
        {!tabsShown ? (
          <PageLoader />
        ) : (
          <Tabs value={active} onChange={open} keepMounted data-testid="mentor-tabs">
            <Tabs.List mb="lg" aria-label={t(messages.tabsLabel)}>
              {TABS.map((tab) => (
                <Tabs.Tab key={tab.key} value={tab.key} fw={600} data-testid={`mentor-tab-${tab.key}`}>
                  {t(tab.label)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="mentees">
              {opened.has('mentees') && (
                <Suspense fallback={<PageLoader />}>
                  {inCourse.length > 0 && (
                    <Group gap="sm" mb="sm" wrap="wrap" data-testid="mentee-course-filter">
                      <Text fz="sm">{t(messages.inCourse, { course: inCourse[0]!.course_name })}</Text>
                      <SmartAnchor href={pageUrl('mentorDashboard')} fz="sm">{t(messages.allCourses)}</SmartAnchor>
                    </Group>
                  )}
                  <MenteeList mentees={mentees} viewProfile={data.is_view_profile} />
                </Suspense>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="discussion">
              {opened.has('discussion') && (
                <Suspense fallback={<PageLoader />}>
                  <DiscussionEventList viewer="mentor" />
                </Suspense>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="webinars">
              {opened.has('webinars') && (
                <Suspense fallback={<PageLoader />}>
                  <WebinarsScreen canCreate={false} />
                </Suspense>
              )}
            </Tabs.Panel>
          </Tabs>
        )}
      </>
    );
  }
  return (
    <Page title={messages.title} data-testid="mentor-dashboard">
      {body}
    </Page>
  );
}
