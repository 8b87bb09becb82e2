import '../../ui/styles/common';
import { Box, Divider, Popover, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { NotificationsAnswer } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { listDateTime } from '../../ui/dates';
import { useOpenOnFirstMount, type OpenedFirst } from '../../ui/deferred';
import { BellButton } from './triggers';
import messages from '../../ui/messages';

export interface NotificationPanelProps {
  opened: boolean;
  onOpenChange: (opened: boolean) => void;
  count: number;
  items: NotificationsAnswer['data'];
  failed: boolean;
}

/**
 * The bell's panel (loaded when first opened). The Popover.Target is the button itself: the target
 * gets aria-haspopup, aria-expanded and aria-controls, which a plain wrapper <div> may not carry
 * (axe: aria-allowed-attr). The panel is a dialog: the focus goes into it, to its heading
 * (data-autofocus: the trap's own search for a focusable element may run while the panel is still
 * fading in, and find none), Escape closes it, and the focus comes back to the bell.
 */
export default function NotificationPanel({ opened, onOpenChange, count, items, failed, openedFirst }: NotificationPanelProps & OpenedFirst) {
  const t = useT();
  const target = useOpenOnFirstMount<HTMLButtonElement>(openedFirst, () => onOpenChange(true));
  return (
    <Popover opened={opened} onChange={onOpenChange} position="bottom-end" width={340} shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <BellButton ref={target} count={count} onClick={() => onOpenChange(!opened)} />
      </Popover.Target>
      <Popover.Dropdown p={0} data-testid="notification-panel">
        <Title order={2} fz="md" px="md" py="sm" tabIndex={-1} data-autofocus>
          {t(messages.notifications)}
        </Title>
        <Divider />
        <ScrollArea.Autosize mah={360}>
          {failed ? (
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
                      {listDateTime(item.created)}
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
