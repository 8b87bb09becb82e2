import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import type { MenuLink } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { signOut } from '../../app/signOut';
import { linkProps } from '../../ui/links';
import { SIGN_OUT_KEY } from './nav';
import messages from '../../ui/messages';

export function UserAvatar({ name, image, size = 34 }: { name: string; image: string | null | undefined; size?: number }) {
  return <Avatar src={image || null} name={name} color="initials" size={size} radius="xl" alt={name} />;
}

/** Profile image, display name and the user menu (closes on an outside click). */
export function UserMenu({
  name,
  image,
  links,
}: {
  name: string;
  image: string | null | undefined;
  links: MenuLink[];
}) {
  const t = useT();
  return (
    <Menu position="bottom-end" shadow="md" width={240} closeOnClickOutside withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t(messages.userMenu, { name })} data-testid="user-menu-button" visibleFrom="sm">
          <Group gap={8} wrap="nowrap">
            <UserAvatar name={name} image={image} />
            <Text fw={600} fz="sm" maw={180} truncate data-testid="user-displayname">
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown data-testid="user-menu">
        {links.map((link) =>
          link.key === SIGN_OUT_KEY ? (
            <Menu.Item
              key={link.key}
              color="red"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => void signOut()}
              data-testid="sign-out"
            >
              {link.label || t(messages.signOut)}
            </Menu.Item>
          ) : (
            <Menu.Item key={`${link.key}-${link.url}`} {...linkProps(link.url)} data-testid={`user-menu-${link.key}`}>
              {link.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
