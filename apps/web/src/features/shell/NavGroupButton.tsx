import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { TriggerProps } from './triggers';

/** A group's button in the desktop navigation bar (its menu: NavGroupMenu). */
export function NavGroupButton({ label, testId, ...props }: TriggerProps & { label: string; testId: string }) {
  return (
    <Button
      variant="subtle"
      color="dark"
      fw={600}
      size="sm"
      rightSection={<IconChevronDown size={14} aria-hidden />}
      data-testid={testId}
      {...props}
    >
      {label}
    </Button>
  );
}
