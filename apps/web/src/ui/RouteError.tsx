import { Component, type ReactNode } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useT } from './i18n';
import messages from './messages';

/** Shown when a page fails to render or its code cannot be loaded. */
export function RouteError() {
  const t = useT();
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

/**
 * Catches a page that throws while rendering (or whose chunk fails to load) and shows RouteError
 * in its place, the header and footer staying; keyed by the path, so moving on clears it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
