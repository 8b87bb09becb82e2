import '../../ui/styles/common';
import { useState } from 'react';
import { Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { MenuLink } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { signOut } from '../../app/signOut';
import { useOpenOnFirstMount, type OpenedFirst } from '../../ui/deferred';
import { linkProps } from '../../ui/links';
import { SIGN_OUT_KEY, menuLinkLabel } from './nav';
import { useLabel } from './label';
import { UserButton } from './triggers';
import messages from '../../ui/messages';

export interface UserMenuProps {
  name: string;
  image: string | null | undefined;
  links: MenuLink[];
}

/** The user menu itself (loaded when first opened); closes on an outside click. */
export default function UserMenuDropdown({ name, image, links, openedFirst }: UserMenuProps & OpenedFirst) {
  const t = useT();
  const label = useLabel();
  const [opened, setOpened] = useState(false);
  const target = useOpenOnFirstMount<HTMLButtonElement>(openedFirst, () => setOpened(true));
  return (
    // No focus placeholder in the menu: role="menu" may hold menu items only (axe: aria-required-children);
    // the first item takes the focus when the menu opens.
    <Menu
      position="bottom-end"
      shadow="md"
      width={240}
      closeOnClickOutside
      withinPortal
      withInitialFocusPlaceholder={false}
      opened={opened}
      onChange={setOpened}
    >
      <Menu.Target>
        <UserButton ref={target} name={name} image={image} />
      </Menu.Target>
      <Menu.Dropdown data-testid="user-menu">
        {links.map((link) =>
          link.key === SIGN_OUT_KEY ? (
            <Menu.Item
              key={link.key}
              // Not "red" nor "red.9": for a theme colour Menu.Item writes red-6 at most (3.3:1 on
              // white). Red-9 is 5.5:1 (4.9:1 on the item's hover tint).
              color="var(--mantine-color-red-9)"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => void signOut()}
              data-testid="sign-out"
            >
              {link.label || t(messages.signOut)}
            </Menu.Item>
          ) : (
            <Menu.Item key={`${link.key}-${link.url}`} {...linkProps(link.url)} data-testid={`user-menu-${link.key}`}>
              {label(menuLinkLabel(link))}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
