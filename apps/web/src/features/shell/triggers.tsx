import '../../ui/styles/common';
import type { ComponentPropsWithRef } from 'react';
import { ActionIcon, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBell, IconChevronDown } from '@tabler/icons-react';
import { useT } from '../../app/i18n';
import { UserAvatar } from './UserAvatar';
import messages from '../../ui/messages';

/**
 * The header's menu buttons, each written once: shown alone until its menu is first opened
 * (ui/deferred.tsx), then as the target of the real menu. Extra props are the placeholder's
 * handlers or the menu's target props and ref.
 */
export type TriggerProps = Omit<ComponentPropsWithRef<'button'>, 'color' | 'children'>;

/**
 * The button is named by its hidden text ("User menu of Asha Verma"), which contains the visible
 * name (WCAG 2.5.3). An aria-label would not do: the initials of an avatar without a picture are
 * visible text too, and the label does not contain them.
 */
export function UserButton({ name, image, ...props }: TriggerProps & { name: string; image: string | null | undefined }) {
  const t = useT();
  return (
    <UnstyledButton data-testid="user-menu-button" visibleFrom="sm" {...props}>
      <VisuallyHidden>{t(messages.userMenu, { name })}</VisuallyHidden>
      <Group gap={8} wrap="nowrap" aria-hidden>
        <UserAvatar name={name} image={image} decorative />
        <Text fw={600} fz="sm" maw={180} truncate data-testid="user-displayname">
          {name}
        </Text>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

export function BellButton({ count, ...props }: TriggerProps & { count: number }) {
  const t = useT();
  return (
    <ActionIcon
      variant="subtle"
      color="dark"
      size="lg"
      radius="xl"
      aria-label={t(messages.notificationsButton, { count })}
      data-testid="notification-bell"
      {...props}
    >
      <IconBell size={22} aria-hidden />
    </ActionIcon>
  );
}
