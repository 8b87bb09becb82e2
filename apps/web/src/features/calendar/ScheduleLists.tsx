import '../../ui/styles/common';
import { Suspense, useState } from 'react';
import { Group, Select, Tabs, Text } from '@mantine/core';
import { ROLES, hasAnyRole } from '@fetp/contract';
import { useAuth } from '../../app/auth';
import { useT } from '../../app/i18n';
import { PageLoader } from '../../ui/PageStates';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { useScheduleCourses } from './hooks';
import messages from './messages';
import '../../ui/styles/select';
import '../../ui/styles/tabs';
import { DiscussionEventList, MeetingsScreen, WebinarsScreen } from './screens';

// Each list is its own feature's screen (lazy in its index.ts), fetched when its tab is first opened.

type ListKey = 'webinars' | 'meetings' | 'discussions';

/**
 * The caller's webinars, meetings and discussions on Attendance & Schedules: a course (and, for a
 * course they coordinate, a cohort) chosen above three tabs. A Course Coordinator schedules
 * webinars and meetings here (this is a coordinator page, 001 §6); a mentor lists the sessions of
 * the course and schedules discussions with their mentees.
 */
export function ScheduleLists() {
  const t = useT();
  const { roles } = useAuth();
  const courses = useScheduleCourses();
  const [courseId, setCourseId] = useState<number | null>(null);
  const [cohortId, setCohortId] = useState<number | null>(null);
  const [tab, setTab] = useState<ListKey>('webinars');

  if (courses.isError) return <ErrorAlert title={t(messages.failed)}>{null}</ErrorAlert>;
  if (courses.isPending) return <PageLoader />;
  const list = courses.data.data;
  if (list.length === 0) return <Text c="dimmed">{t(messages.noCourses)}</Text>;
  const course = list.find((c) => c.course_id === courseId) ?? list[0]!;
  const cohort = course.cohorts.find((c) => c.id === cohortId);
  const isCoordinator = hasAnyRole(roles, [ROLES.coordinator]) && course.coordinates;
  // A mentor's own list (+ Add Event with their mentees); a coordinator's is a cohort's discussions.
  const discussionViewer = isCoordinator ? 'coordinator' : 'mentor';

  const open = (value: string | null) => {
    if (value === 'webinars' || value === 'meetings' || value === 'discussions') setTab(value);
  };

  return (
    <div data-testid="schedule-lists">
      <Group gap="md" mb="md" align="flex-end" wrap="wrap">
        <Select
          label={t(messages.course)}
          data={list.map((c) => ({ value: String(c.course_id), label: c.title }))}
          value={String(course.course_id)}
          onChange={(value) => { setCourseId(value ? Number(value) : null); setCohortId(null); }}
          allowDeselect={false}
          w={{ base: '100%', sm: 360 }}
          data-testid="schedule-course"
        />
        {course.cohorts.length > 0 && (
          <Select
            label={t(messages.cohort)}
            placeholder={t(messages.allCohorts)}
            data={course.cohorts.map((c) => ({ value: String(c.id), label: c.name }))}
            value={cohort ? String(cohort.id) : null}
            onChange={(value) => setCohortId(value ? Number(value) : null)}
            clearable
            w={{ base: '100%', sm: 240 }}
            data-testid="schedule-cohort"
          />
        )}
      </Group>
      <Tabs value={tab} onChange={open} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="webinars" fw={600}>{t(messages.tabWebinars)}</Tabs.Tab>
          <Tabs.Tab value="meetings" fw={600}>{t(messages.tabMeetings)}</Tabs.Tab>
          <Tabs.Tab value="discussions" fw={600}>{t(messages.tabDiscussions)}</Tabs.Tab>
        </Tabs.List>
        {/* Keyed by course and cohort: a new choice starts its lists at page 1. */}
        <Suspense key={`${course.course_id}:${cohort?.id}`} fallback={<PageLoader />}>
          <Tabs.Panel value="webinars">
            <WebinarsScreen courseId={course.course_id} cohortId={cohort?.id} canCreate={isCoordinator} />
          </Tabs.Panel>
          <Tabs.Panel value="meetings">
            <MeetingsScreen
              courseId={course.course_id}
              cohortId={cohort?.id}
              pageType={isCoordinator ? 'coordinator_dashboard' : 'course_page'}
              canCreate={isCoordinator}
            />
          </Tabs.Panel>
          <Tabs.Panel value="discussions">
            {discussionViewer === 'coordinator' && cohort === undefined
              ? <Text c="dimmed" data-testid="schedule-choose-cohort">{t(messages.chooseCohort)}</Text>
              : <DiscussionEventList viewer={discussionViewer} cohortId={cohort?.id} />}
          </Tabs.Panel>
        </Suspense>
      </Tabs>
    </div>
  );
}
