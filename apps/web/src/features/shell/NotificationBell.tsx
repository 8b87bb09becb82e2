import '../../ui/styles/common';
import { useCallback, useState } from 'react';
import { Badge, Box } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { LIVE_EVENTS } from '@fetp/contract';
import { useLiveEvent, useLiveReopen } from '../../app/live';
import { deferredControl } from '../../ui/deferred';
import { shellKeys, useMarkNotificationsWatched, useNotifications } from './hooks';
import type { NotificationPanelProps } from './NotificationPanel';
import { BellButton } from './triggers';

const DeferredPanel = deferredControl<NotificationPanelProps>(() => import('./NotificationPanel'));

/**
 * Reloads the bell's list as soon as the live channel (app/live.ts) says the notifications may have
 * changed: a notifications event, a chat message (the server sends a notifications event with it, but
 * the bell does not rely on that), or the stream opening again after it was lost (events may have
 * been missed meanwhile).
 */
export function useLiveNotifications(): void {
  const client = useQueryClient();
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: shellKeys.notifications() }), [client]);
  useLiveEvent(LIVE_EVENTS.notifications, reload);
  useLiveEvent(LIVE_EVENTS.chatMessage, reload);
  useLiveReopen(reload);
}

/**
 * Bell with the unread count; a click toggles the list and marks it watched (spec 000 §2.2, §4).
 * The panel's code loads when it is first opened. The count reloads as soon as the live channel
 * says the notifications changed.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const list = useNotifications();
  const watched = useMarkNotificationsWatched();
  const count = list.data?.count ?? 0;
  useLiveNotifications();

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
