import { useRouteError } from 'react-router';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useT } from '../app/i18n';
import messages from './messages';

/** Shown when a page fails to render or its code cannot be loaded. */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  console.error(error);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1} fz={28}>
          {t(messages.routeErrorTitle)}
        </Title>
        <Text c="dimmed">{t(messages.routeErrorText)}</Text>
        <Button onClick={() => window.location.reload()}>{t(messages.reload)}</Button>
      </Stack>
    </Container>
  );
}
