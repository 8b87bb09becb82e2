import { Link } from 'react-router';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../app/usePageTitle';
import { useT } from '../app/i18n';
import appMessages from '../app/messages';
import messages from './messages';

export function NotFound() {
  usePageTitle(appMessages.titleNotFound);
  const t = useT();
  return (
    <Container size="sm" py={64} data-testid="not-found">
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="fetp.2" aria-hidden>
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
