import { Button, Group } from '@mantine/core';
import { deferredControl } from '../../ui/deferred';
import { linkProps } from '../../ui/links';
import { useLabel } from './label';
import type { NavItem } from './nav';
import type { NavGroup } from './NavGroupMenu';
import { NavGroupButton } from './NavGroupButton';

const DeferredNavGroupMenu = deferredControl<{ item: NavGroup }>(() => import('./NavGroupMenu'));

/** The desktop navigation bar; a group's menu code loads when it is first opened. */
export function NavBar({ items, ariaLabel }: { items: NavItem[]; ariaLabel: string }) {
  const label = useLabel();
  return (
    <Group component="nav" aria-label={ariaLabel} gap={4} visibleFrom="sm" wrap="nowrap">
      {items.map((item) =>
        item.kind === 'group' ? (
          <DeferredNavGroupMenu
            key={item.key}
            item={item}
            trigger={(intent) => <NavGroupButton label={label(item.label)} testId={`nav-${item.key}`} {...intent} />}
          />
        ) : (
          <Button
            key={item.key}
            variant={item.primary ? 'filled' : 'subtle'}
            color={item.primary ? undefined : 'dark'}
            fw={600}
            size="sm"
            data-testid={`nav-${item.key}`}
            {...linkProps(item.url)}
          >
            {label(item.label)}
          </Button>
        ),
      )}
    </Group>
  );
}
