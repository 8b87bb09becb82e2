import '../../ui/styles/common';
import '../../ui/styles/content';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Box, Button, Divider, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardCheck, IconLogin, IconMailCode, IconSchool, type Icon } from '@tabler/icons-react';
import type { MessageDescriptor } from 'react-intl';
import { PAGE_ROUTES } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { usePageTitle } from '../../app/usePageTitle';
import { CardPage } from '../../ui/CardPage';
import { NextButton, useFocusOnArrival } from './NextButton';
import messages from './messages';

const STEPS: Array<{ icon: Icon; title: MessageDescriptor; text: MessageDescriptor }> = [
  { icon: IconLogin, title: messages.stepSignInTitle, text: messages.stepSignInText },
  { icon: IconMailCode, title: messages.stepCodeTitle, text: messages.stepCodeText },
  { icon: IconClipboardCheck, title: messages.stepReviewTitle, text: messages.stepReviewText },
  { icon: IconSchool, title: messages.stepCoursesTitle, text: messages.stepCoursesText },
];

/**
 * The welcome page (002 §2.12): where registration sends someone who has applied to a course. It
 * says what happens next (sign in, the e-mailed code, the coordinator's review, My Courses) and how
 * to apply to a course. Open to everyone, signed in or not.
 */
export default function WelcomePage() {
  usePageTitle(messages.welcomeTitle);
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);

  useFocusOnArrival(heading);

  return (
    <CardPage width={760} title={t(messages.welcomeTitle)} text={t(messages.welcomeText)} headingRef={heading}>
      <Box
        component="ol"
        aria-label={t(messages.stepsLabel)}
        m={0}
        p={0}
        style={{ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-lg)' }}
        data-testid="welcome-steps"
      >
        {STEPS.map((step, i) => (
          <Box key={step.title.id} component="li" style={{ display: 'flex', alignItems: 'flex-start', gap: 'var(--mantine-spacing-md)' }}>
            <ThemeIcon size={40} radius="xl" variant="light" aria-hidden style={{ flexShrink: 0 }}>
              <step.icon size={22} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text fw={700}>
                <span aria-hidden>{`${i + 1}. `}</span>
                {t(step.title)}
              </Text>
              <Text fz="sm" c="dimmed" mt={2}>
                {t(step.text)}
              </Text>
            </div>
          </Box>
        ))}
      </Box>
      <NextButton fullWidth />
      <Divider />
      <div>
        <Title order={2} fz={20}>
          {t(messages.applyTitle)}
        </Title>
        <Text fz="sm" c="dimmed" mt={4}>
          {t(messages.applyText)}
        </Text>
        <Button component={Link} to={PAGE_ROUTES.recommendations.path} variant="light" mt="md" data-testid="welcome-courses">
          {t(messages.seeCourses)}
        </Button>
      </div>
    </CardPage>
  );
}
