import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useT } from '../../app/i18n';
import { linkProps } from '../../ui/links';
import type { NavItem } from './nav';
import type { MessageDescriptor } from 'react-intl';

export function useLabel(): (label: MessageDescriptor | string) => string {
  const t = useT();
  return (label) => (typeof label === 'string' ? label : t(label));
}

/** The desktop navigation bar. */
export function NavBar({ items, ariaLabel }: { items: NavItem[]; ariaLabel: string }) {
  const label = useLabel();
  return (
    <Group component="nav" aria-label={ariaLabel} gap={4} visibleFrom="sm" wrap="nowrap">
      {items.map((item) =>
        item.kind === 'group' ? (
          <Menu key={item.key} position="bottom-start" shadow="md" withinPortal withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <Button
                variant="subtle"
                color="dark"
                fw={600}
                size="sm"
                rightSection={<IconChevronDown size={14} aria-hidden />}
                data-testid={`nav-${item.key}`}
              >
                {label(item.label)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown data-testid={`nav-${item.key}-menu`}>
              {item.items.map((child) =>
                child.kind === 'link' ? (
                  <Menu.Item key={child.key} {...linkProps(child.url)}>
                    {label(child.label)}
                  </Menu.Item>
                ) : null,
              )}
            </Menu.Dropdown>
          </Menu>
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
