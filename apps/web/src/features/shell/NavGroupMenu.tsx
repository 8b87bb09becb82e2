import '../../ui/styles/common';
import { useState } from 'react';
import { Menu } from '@mantine/core';
import MantineLayer from '../../app/MantineLayer';
import { useOpenOnFirstMount, type OpenedFirst } from '../../ui/deferred';
import { linkProps } from '../../ui/links';
import { useLabel } from './label';
import type { NavItem } from './nav';
import { NavGroupButton } from './NavGroupButton';

export type NavGroup = Extract<NavItem, { kind: 'group' }>;

/** A group of the desktop navigation bar as a menu (loaded when first opened, with Mantine's provider: the public header has none). */
export default function NavGroupMenu({ item, openedFirst }: { item: NavGroup } & OpenedFirst) {
  const label = useLabel();
  const [opened, setOpened] = useState(false);
  const target = useOpenOnFirstMount<HTMLButtonElement>(openedFirst, () => setOpened(true));
  return (
    <MantineLayer>
      <Menu position="bottom-start" shadow="md" withinPortal withInitialFocusPlaceholder={false} opened={opened} onChange={setOpened}>
        <Menu.Target>
          <NavGroupButton ref={target} label={label(item.label)} testId={`nav-${item.key}`} />
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
    </MantineLayer>
  );
}
