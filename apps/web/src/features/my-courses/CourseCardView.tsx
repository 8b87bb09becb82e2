import '../../ui/styles/common';
import '../../ui/styles/content';
import '../../ui/styles/progress';
import { Box, Button, Card, Image, Progress, Text } from '@mantine/core';
import { IconExternalLink, IconSchool } from '@tabler/icons-react';
import type { CourseCard } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { UrlLink, inAppPath } from '../../ui/links';
import messages from './messages';

/** A course card with its VIEW COURSE button: Short Courses leave for their course home, others stay in the app. */
export function CourseCardView({ course }: { course: CourseCard }) {
  const t = useT();
  const external = course.external || inAppPath(course.link) === null;
  return (
    <Card withBorder padding="lg" radius="md" data-testid="course-card" h="100%">
      <Card.Section>
        {course.imageSrc ? (
          <Image src={course.imageSrc} h={150} alt="" fit="cover" />
        ) : (
          <Box h={150} bg="fetp.1" style={{ display: 'grid', placeItems: 'center' }} aria-hidden>
            <IconSchool size={48} color="var(--mantine-color-fetp-6)" />
          </Box>
        )}
      </Card.Section>
      <Text fw={700} mt="md" lineClamp={2} component="h3" fz="md" m={0} pt="md">
        {course.title}
      </Text>
      <Text fz="sm" c="dimmed" mt={6} lineClamp={3} style={{ flex: 1 }}>
        {course.description}
      </Text>
      {course.progress !== null && (
        <Box mt="sm" data-testid="course-progress">
          <Text fz="xs" fw={600} mb={4}>
            {t(messages.progress, { value: course.progress })}
          </Text>
          <Progress value={course.progress} size="sm" aria-label={t(messages.progressLabel, { title: course.title })} />
        </Box>
      )}
      <Button
        mt="md"
        fullWidth
        variant="light"
        aria-label={t(messages.viewCourseLabel, { title: course.title })}
        component={UrlLink}
        href={course.link}
        rightSection={external ? <IconExternalLink size={16} aria-hidden /> : undefined}
      >
        {t(messages.viewCourse)}
      </Button>
    </Card>
  );
}
