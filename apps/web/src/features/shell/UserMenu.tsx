import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import type { MenuLink } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { signOut } from '../../app/signOut';
import { linkProps } from '../../ui/links';
import { SIGN_OUT_KEY } from './nav';
import messages from '../../ui/messages';

/**
 * Colours for the initials of a person without a picture, white on the darkest shade: at least
 * 5:1 (Mantine's `color="initials"` writes them in the light variant, orange on light orange 3.8:1).
 */
const INITIALS_COLORS = ['fetp.9', 'indigo.9', 'grape.9', 'teal.9', 'blue.9', 'violet.9', 'pink.9', 'gray.8'] as const;

/** The same colour for the same name, every time. */
export function initialsColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return INITIALS_COLORS[hash % INITIALS_COLORS.length]!;
}

/**
 * The profile image, or the initials when there is none. `decorative` where the name is written
 * next to it: hidden from assistive technology, so the name is not read twice (nor the initials).
 */
export function UserAvatar({
  name,
  image,
  size = 34,
  decorative = false,
}: {
  name: string;
  image: string | null | undefined;
  size?: number;
  decorative?: boolean;
}) {
  return (
    <Avatar
      src={image || null}
      name={name}
      color={initialsColor(name)}
      variant="filled"
      size={size}
      radius="xl"
      alt={decorative ? '' : name}
      aria-hidden={decorative || undefined}
    />
  );
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
    // No focus placeholder in the menu: role="menu" may hold menu items only (axe: aria-required-children);
    // the first item takes the focus when the menu opens.
    <Menu position="bottom-end" shadow="md" width={240} closeOnClickOutside withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        {/*
         * The button is named by its hidden text ("User menu of Asha Verma"), which contains the
         * visible name (WCAG 2.5.3). An aria-label would not do: the initials of an avatar without
         * a picture are visible text too, and the label does not contain them.
         */}
        <UnstyledButton data-testid="user-menu-button" visibleFrom="sm">
          <VisuallyHidden>{t(messages.userMenu, { name })}</VisuallyHidden>
          <Group gap={8} wrap="nowrap" aria-hidden>
            <UserAvatar name={name} image={image} decorative />
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
              {link.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
