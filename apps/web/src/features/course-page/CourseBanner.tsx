import '../../ui/styles/common';
import '../../ui/styles/content';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MenteeBanner } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { UserAvatar } from '../shell';
import messages from './messages';

export interface CourseBannerProps {
  banner: MenteeBanner;
  /**
   * The page's one h1: the course title on the learner's own course page, the student's name on
   * the mentee details page.
   */
  heading: 'course' | 'student';
}

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  const t = useT();
  return (
    <Stack gap={0}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={testId}>
        {t(messages.percent, { value: Math.round(value) })}
      </Text>
    </Stack>
  );
}

/**
 * The mentee banner (000 §3, 001 §2.6): student name, profile image (or initials), mentors with
 * their numbers and the supervisor, course progress and CAL progress.
 */
export function CourseBanner({ banner, heading }: CourseBannerProps) {
  const t = useT();
  const mentors = [...banner.mentorName].sort((a, b) => a.number - b.number);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} mb="lg" data-testid="cal-banner">
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <UserAvatar name={banner.studentName} image={banner.profileImage} size={72} decorative />
        <Stack gap="xs" style={{ minWidth: 0, flex: 1 }}>
          {heading === 'student' ? (
            <>
              <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
                {banner.studentName}
              </Title>
              <Text c="dimmed">{banner.course_title}</Text>
            </>
          ) : (
            <>
              <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
                {banner.course_title}
              </Title>
              <Text>
                <Text span c="dimmed">
                  {t(messages.student)}:{' '}
                </Text>
                <Text span fw={600} data-testid="cal-banner-student">
                  {banner.studentName}
                </Text>
              </Text>
            </>
          )}
          <div>
            <Text fz="sm" fw={600} mb={4}>
              {t(messages.mentors)}
            </Text>
            {mentors.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {t(messages.noMentor)}
              </Text>
            ) : (
              <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} data-testid="cal-banner-mentors">
                {mentors.map((mentor) => (
                  <Group component="li" key={`${mentor.number}-${mentor.name}`} gap="xs" wrap="wrap">
                    <Text fz="sm" c="dimmed">
                      {t(messages.mentor, { number: mentor.number })}:
                    </Text>
                    <Text fz="sm" fw={600}>
                      {mentor.name}
                    </Text>
                    {mentor.supervisor && (
                      <Badge size="sm" variant="light">
                        {t(messages.supervisor)}
                      </Badge>
                    )}
                  </Group>
                ))}
              </Stack>
            )}
          </div>
          <SimpleGrid cols={2} spacing="lg" maw={360} mt="xs">
            <Figure label={t(messages.courseProgress)} value={banner.courseProgress} testId="cal-banner-course-progress" />
            {/* A course without CALs (a Frontline course) has no CAL progress to show. */}
            {banner.has_cal && <Figure label={t(messages.calProgress)} value={banner.calProgress} testId="cal-banner-cal-progress" />}
          </SimpleGrid>
        </Stack>
      </Group>
    </Paper>
  );
}
