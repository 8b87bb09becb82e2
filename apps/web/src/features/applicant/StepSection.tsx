import '../../ui/styles/common';
import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { Stack, Text, Title } from '@mantine/core';
import { useT } from '../../app/i18n';

/** One step's body: its heading and its fields. */
export function StepSection({ title, text, testId, children }: { title: MessageDescriptor; text?: MessageDescriptor; testId: string; children: ReactNode }) {
  const t = useT();
  return (
    <Stack gap="md" data-testid={testId}>
      <div>
        <Title order={2} fz={{ base: 20, sm: 22 }}>
          {t(title)}
        </Title>
        {text && (
          <Text c="dimmed" fz="sm" mt={4}>
            {t(text)}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}
