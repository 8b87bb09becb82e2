import type { ReactNode } from 'react';
import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useFieldError, useT } from '../../app/i18n';
import messages from './messages';

/** The added rows of a list (other degrees, past posts): one bordered line each, actions at the end. */
export function RowList({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid={testId}>
      {children}
    </Stack>
  );
}

export function RowItem({ title, detail, errors, actions }: { title: string; detail: string; errors?: string[]; actions: ReactNode }) {
  return (
    <Paper component="li" withBorder radius="md" px="md" py="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Text>
          {errors?.map((message) => (
            <Text key={message} c="red" fz="sm">
              {message}
            </Text>
          ))}
        </div>
        <Group gap={6} wrap="nowrap">
          {actions}
        </Group>
      </Group>
    </Paper>
  );
}

/** The alert shown when a row is added with a value missing ('Please add … details'). */
export function RowProblem({ problem, onClose }: { problem: string | null; onClose: () => void }) {
  const t = useT();
  const fieldError = useFieldError();
  if (!problem) return null;
  return (
    <Alert
      mt="md"
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertCircle aria-hidden />}
      withCloseButton
      closeButtonLabel={t(messages.dismiss)}
      onClose={onClose}
    >
      {fieldError(problem)}
    </Alert>
  );
}
