import { Link } from 'react-router';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from './usePageTitle';
import { useT } from './i18n';
import appMessages from './messages';
import messages from '../ui/messages';

export function NotFound() {
  usePageTitle(appMessages.titleNotFound);
  const t = useT();
  return (
    <Container size="sm" py={64} data-testid="not-found">
      <Stack align="center" gap="md" ta="center">
        {/* Decorative, but still text: fetp.8 keeps the 3:1 of large text on the page background. */}
        <Text fz={64} fw={800} c="fetp.8" aria-hidden>
          404
        </Text>
        <Title order={1} fz={28}>
          {t(messages.notFoundTitle)}
        </Title>
        <Text c="dimmed">{t(messages.notFoundText)}</Text>
        <Button component={Link} to="/" variant="light">
          {t(messages.goHome)}
        </Button>
      </Stack>
    </Container>
  );
}
