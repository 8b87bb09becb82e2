import '../../ui/styles/common';
import '../../ui/styles/content';
import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

export interface CardItem {
  key: string;
  label: string;
  value: string;
}

/**
 * A read-only card of the profile (002 §2.8): its heading, then a grid of label and value (a dash
 * for anything unset, as the caller gives it), then any tables.
 */
export function ReadOnlyCard({ title, items, children, testId }: { title: string; items: CardItem[]; children?: ReactNode; testId: string }) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid={testId} aria-label={title}>
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      <Stack gap="md">
        {items.length > 0 && (
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="sm" m={0}>
            {items.map((item) => (
              <div key={item.key} data-testid={`card-item-${item.key}`}>
                <Text component="dt" fz="xs" c="dimmed" fw={600}>
                  {item.label}
                </Text>
                <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {item.value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
