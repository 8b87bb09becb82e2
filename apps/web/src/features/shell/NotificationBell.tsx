import { useState } from 'react';
import { ActionIcon, Badge, Box, Divider, Popover, ScrollArea, Stack, Text, Title } from '@mantine/core';
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

  const toggle = () => {
    const next = !opened;
    setOpened(next);
    if (next) watched.mutate();
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" withArrow>
      <Popover.Target>
        <Box pos="relative">
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            radius="xl"
            onClick={toggle}
            aria-label={t(messages.notificationsButton, { count })}
            aria-expanded={opened}
            data-testid="notification-bell"
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
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
              data-testid="notification-badge"
            >
              {count > 99 ? '99+' : count}
            </Badge>
          )}
        </Box>
      </Popover.Target>
      <Popover.Dropdown p={0} data-testid="notification-panel">
        <Title order={2} fz="md" px="md" py="sm">
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
  );
}
