import { useState } from 'react';
import { Badge, Box } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { deferredControl } from '../../ui/deferred';
import { useMarkNotificationsWatched, useNotifications } from './hooks';
import type { NotificationPanelProps } from './NotificationPanel';
import { BellButton } from './triggers';

const DeferredPanel = deferredControl<NotificationPanelProps>(() => import('./NotificationPanel'));

/**
 * Bell with the unread count; a click toggles the list and marks it watched (spec 000 §2.2, §4).
 * The panel's code loads when it is first opened.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const list = useNotifications();
  const watched = useMarkNotificationsWatched();
  const count = list.data?.count ?? 0;

  const onOpenChange = (next: boolean) => {
    setOpened(next);
    if (next) watched.mutate();
  };

  // Escape closes the panel wherever the focus is (Mantine's own handler listens in the panel only).
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') setOpened(false);
  });

  return (
    <Box pos="relative">
      <DeferredPanel
        opened={opened}
        onOpenChange={onOpenChange}
        count={count}
        items={list.data?.data ?? []}
        failed={list.isError}
        trigger={(intent) => <BellButton count={count} {...intent} />}
      />
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
