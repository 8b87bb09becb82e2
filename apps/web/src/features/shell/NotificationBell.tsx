import { useState } from 'react';
import { ActionIcon, Badge, Box, Divider, Popover, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useT } from '../../app/i18n';
import { useMarkNotificationsWatched, useNotifications } from './hooks';
import messages from '../../ui/messages';

/** Bell with the unread count; a click toggles the list and marks it watched (spec 000 §2.2, §4). */
export function NotificationBell() {
  const t = useT();
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  const list = useNotifications();
  const watched = useMarkNotificationsWatched();
  const count = list.data?.count ?? 0;
  const items = list.data?.data ?? [];

  // Escape closes the panel wherever the focus is (Mantine's own handler listens in the panel only).
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') setOpened(false);
  });

  const toggle = () => {
    const next = !opened;
    setOpened(next);
    if (next) watched.mutate();
  };

  // The Popover.Target is the button itself: the target gets aria-haspopup, aria-expanded and
  // aria-controls, which a plain wrapper <div> may not carry (axe: aria-allowed-attr). The panel is
  // a dialog: the focus goes into it, to its heading (data-autofocus: the trap's own search for a
  // focusable element may run while the panel is still fading in, and find none), Escape closes
  // it (also when the focus has left the panel: the listener above), and the focus comes back to the bell.
  return (
    <Box pos="relative">
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={340}
        shadow="md"
        withArrow
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            radius="xl"
            onClick={toggle}
            aria-label={t(messages.notificationsButton, { count })}
            data-testid="notification-bell"
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} data-testid="notification-panel">
          <Title order={2} fz="md" px="md" py="sm" tabIndex={-1} data-autofocus>
            {t(messages.notifications)}
          </Title>
          <Divider />
          <ScrollArea.Autosize mah={360}>
            {list.isError ? (
              <Text c="dimmed" p="md" fz="sm">
                {t(messages.notificationsFailed)}
              </Text>
            ) : items.length === 0 ? (
              <Text c="dimmed" p="md" fz="sm" data-testid="notification-empty">
                {t(messages.noNotifications)}
              </Text>
            ) : (
              <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {items.map((item) => (
                  <Box
                    component="li"
                    key={item.id}
                    px="md"
                    py="sm"
                    style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                    bg={item.watched ? undefined : 'fetp.0'}
                    data-testid="notification-item"
                  >
                    <Text fz="sm">{item.notification}</Text>
                    {item.created && (
                      <Text fz="xs" c="dimmed">
                        {intl.formatDate(item.created, { dateStyle: 'medium', timeStyle: 'short' })}
                      </Text>
                    )}
                  </Box>
                ))}
              </Stack>
            )}
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
      {count > 0 && (
        <Badge
          size="xs"
          color="red"
          variant="filled"
          circle={count < 10}
          pos="absolute"
          top={-2}
          right={-4}
          style={{ pointerEvents: 'none' }}
          aria-hidden
          data-testid="notification-badge"
        >
          {count > 99 ? '99+' : count}
        </Badge>
      )}
    </Box>
  );
}
