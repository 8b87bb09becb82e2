import '../styles/common';
import '../styles/modal';
import type { ReactNode } from 'react';
import { Button, Center, Loader, Modal, Stack } from '@mantine/core';
import { ErrorAlert } from '../ErrorAlert';
import { useT } from '../i18n';
import uiMessages from '../messages';

export interface EventFormModalProps {
  /** Open (the default: the list mounts the modal only while it shows). */
  opened?: boolean;
  onClose: () => void;
  title: string;
  /** The modal's test id. */
  testId: string;
  /** The form's data is still loading. */
  loading: boolean;
  /** The form's data did not load: what to say, and a retry where the kind offers one. */
  failure?: { text: string; retry?: { label: string; onRetry: () => void } } | null;
  /** A save refused as a whole (not field by field), told above the form. */
  refusal?: { text: string | null; testId: string };
  /** The form itself. */
  children: ReactNode;
}

/**
 * The frame of every calendar form (webinar, meeting, discussion; issue 33 §1): the modal with its
 * title, a loader while the form's data loads, its failure in place, and a refused save above the
 * fields. The kinds differ only in the form inside.
 */
export function EventFormModal({ opened = true, onClose, title, testId, loading, failure, refusal, children }: EventFormModalProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered closeButtonProps={{ 'aria-label': t(uiMessages.closeDialog) }} data-testid={testId}>
      {loading ? (
        <Center py="xl"><Loader aria-label={t(uiMessages.loading)} /></Center>
      ) : failure ? (
        <ErrorAlert title={failure.text}>
          {failure.retry && <Button size="xs" variant="light" color="red" onClick={failure.retry.onRetry}>{failure.retry.label}</Button>}
        </ErrorAlert>
      ) : (
        <Stack gap="md">
          {refusal?.text && <ErrorAlert testId={refusal.testId}>{refusal.text}</ErrorAlert>}
          {children}
        </Stack>
      )}
    </Modal>
  );
}
