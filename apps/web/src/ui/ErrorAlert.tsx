import './styles/content';
import type { ReactNode } from 'react';
import { Alert, type MantineSpacing } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface ErrorAlertProps {
  title?: ReactNode;
  children: ReactNode;
  /** Shows a close button that calls this; its label is `closeLabel`. */
  onClose?: () => void;
  closeLabel?: string;
  mt?: MantineSpacing;
  testId?: string;
}

/** A failure told in place (a refused form, a list that did not load): red, with an icon, read out at once. */
export function ErrorAlert({ title, children, onClose, closeLabel, mt, testId }: ErrorAlertProps) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      icon={<IconAlertCircle aria-hidden />}
      withCloseButton={Boolean(onClose)}
      closeButtonLabel={closeLabel}
      onClose={onClose}
      mt={mt}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}
