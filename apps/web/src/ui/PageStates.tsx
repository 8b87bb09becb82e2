import './styles/common';
import { Button, Center, Container, Loader, Text, Title } from '@mantine/core';
import { useT } from './i18n';
import { ErrorAlert } from './ErrorAlert';
import uiMessages from './messages';

/** The HTTP status a failed call carries (the client's ApiError has one), read without the client. */
const statusOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

/** A page's data is loading: a centred, labelled loader. */
export function PageLoader() {
  const t = useT();
  return (
    <Center py={64}>
      <Loader aria-label={t(uiMessages.loading)} />
    </Center>
  );
}

/** A page whose data could not be loaded: its heading, the failure, and a button that tries again. */
export function PageLoadFailed({ heading, failed, retry, onRetry }: { heading: string; failed: string; retry: string; onRetry: () => void }) {
  return (
    <Container size="lg" py="xl">
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="lg">
        {heading}
      </Title>
      <RetryAlert failed={failed} retry={retry} onRetry={onRetry} />
    </Container>
  );
}

/**
 * A tab's data that is not there: the loader while it loads (no error yet); once it failed, the
 * access-denied text for a 403, otherwise the failure with a button that tries again.
 */
export function PanelLoadState({ error, failed, retry, onRetry }: { error: unknown; failed: string; retry: string; onRetry: () => void }) {
  const t = useT();
  if (!error) return <PageLoader />;
  if (statusOf(error) === 403) {
    return (
      <Text fw={600} role="alert" data-testid="access-denied">
        {t(uiMessages.accessDenied)}
      </Text>
    );
  }
  return <RetryAlert failed={failed} retry={retry} onRetry={onRetry} />;
}

/** Data that could not be loaded: the failure, with a button that asks again. */
export function RetryAlert({ failed, retry, onRetry }: { failed: string; retry: string; onRetry: () => void }) {
  return (
    <ErrorAlert title={failed}>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {retry}
      </Button>
    </ErrorAlert>
  );
}
