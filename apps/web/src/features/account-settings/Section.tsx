import '../../ui/styles/common';
import '../../ui/styles/content';
import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** One part of Account Settings: a bordered section named by its heading, with a line of text under it. */
export function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={`${id}-heading`} data-testid={id}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={`${id}-heading`}>
          {title}
        </Title>
        {intro ? (
          <Text fz="sm" c="dimmed">
            {intro}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
