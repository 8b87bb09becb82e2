import { IconChevronDown } from '@tabler/icons-react';
import { Button } from '../../ui/light/Button';
import type { TriggerProps } from './triggers';
import classes from './Header.module.css';

/** A group's button in the desktop navigation bar (its menu: NavGroupMenu). */
export function NavGroupButton({ label, testId, ...props }: TriggerProps & { label: string; testId: string }) {
  return (
    <Button
      variant="subtle"
      className={classes.navButton}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      data-testid={testId}
      {...props}
    >
      {label}
    </Button>
  );
}
