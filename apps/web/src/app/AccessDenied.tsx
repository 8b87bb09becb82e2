import { Link } from 'react-router';
import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { usePageTitle } from './usePageTitle';
import { useT } from './i18n';
import appMessages from './messages';
import messages from '../ui/messages';

export function AccessDenied() {
  usePageTitle(appMessages.titleAccessDenied);
  const t = useT();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" color="red" variant="light" aria-hidden>
          <IconLock size={34} />
        </ThemeIcon>
        {/* The page's one h1: the words of its title ("Access denied"), as Page shows a page's title. */}
        <Title order={1} fz={28}>
          {t(appMessages.titleAccessDenied)}
        </Title>
        <Text fz="lg" fw={600} role="alert" data-testid="access-denied">
          {t(messages.accessDenied)}
        </Text>
        <Button component={Link} to="/" variant="light">
          {t(messages.goHome)}
        </Button>
      </Stack>
    </Container>
  );
}
