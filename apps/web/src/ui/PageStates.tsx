import { Button, Center, Container, Loader, Title } from '@mantine/core';
import { useT } from '../app/i18n';
import appMessages from '../app/messages';
import { ErrorAlert } from './ErrorAlert';

/** A page's data is loading: a centred, labelled loader. */
export function PageLoader() {
  const t = useT();
  return (
    <Center py={64}>
      <Loader aria-label={t(appMessages.loading)} />
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
      <ErrorAlert title={failed}>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {retry}
        </Button>
      </ErrorAlert>
    </Container>
  );
}
