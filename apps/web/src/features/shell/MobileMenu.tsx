import '../../ui/styles/common';
import '../../ui/styles/drawer';
import { Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { MenuLink } from '@fetp/contract';
import { useT } from '../../app/i18n';
import MantineLayer from '../../app/MantineLayer';
import { signOut } from '../../app/signOut';
import { linkProps } from '../../ui/links';
import { useLabel } from './label';
import { SIGN_OUT_KEY, menuLinkLabel, type NavItem } from './nav';
import { UserAvatar } from './UserAvatar';
import messages from '../../ui/messages';

/** The phone menu: mirrors the header and the user menu (spec 000 §2.2); with Mantine's provider (the public header has none). */
export function MobileMenu({
  opened,
  onClose,
  items,
  user,
}: {
  opened: boolean;
  onClose: () => void;
  items: NavItem[];
  user?: { name: string; image: string | null | undefined; links: MenuLink[] };
}) {
  const t = useT();
  const label = useLabel();
  return (
    <MantineLayer>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="right"
        size="xs"
        title={t(messages.menu)}
        closeButtonProps={{ 'aria-label': t(messages.closeMenu) }}
        hiddenFrom="sm"
      >
        <Stack gap={2} data-testid="mobile-menu" component="nav" aria-label={t(messages.mainNavigation)}>
          {user && (
            <Group gap="sm" mb="sm" wrap="nowrap">
              <UserAvatar name={user.name} image={user.image} size={40} decorative />
              <Text fw={600}>{user.name}</Text>
            </Group>
          )}
          {items.map((item) =>
            item.kind === 'group' ? (
              <NavLink key={item.key} label={label(item.label)} defaultOpened childrenOffset="md" fw={600}>
                {item.items.map((child) =>
                  child.kind === 'link' ? (
                    <NavLink key={child.key} label={label(child.label)} {...linkProps(child.url)} onClick={onClose} />
                  ) : null,
                )}
              </NavLink>
            ) : (
              <NavLink key={item.key} label={label(item.label)} fw={600} {...linkProps(item.url)} onClick={onClose} />
            ),
          )}
          {user && user.links.length > 0 && <Divider my="sm" />}
          {user?.links.map((link) =>
            link.key === SIGN_OUT_KEY ? (
              <NavLink
                key={link.key}
                component="button"
                label={link.label || t(messages.signOut)}
                c="red"
                leftSection={<IconLogout size={16} aria-hidden />}
                onClick={() => {
                  onClose();
                  void signOut();
                }}
                data-testid="mobile-sign-out"
              />
            ) : (
              <NavLink key={`${link.key}-${link.url}`} label={label(menuLinkLabel(link))} {...linkProps(link.url)} onClick={onClose} />
            ),
          )}
        </Stack>
      </Drawer>
    </MantineLayer>
  );
}
