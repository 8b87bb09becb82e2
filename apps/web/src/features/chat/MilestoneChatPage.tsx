import '../../ui/styles/common';
import '../../ui/styles/content';
import '../../ui/styles/tabs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Anchor, Box, Button, Container, Group, Paper, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { LIVE_EVENTS, chatMessageEvent, decodeCucFlag, type ChatMessage } from '@fetp/contract';
import { ApiError } from '../../app/http';
import { useT } from '../../app/i18n';
import { useLiveEvent, useLiveReopen } from '../../app/live';
import appMessages from '../../app/messages';
import { usePageTitle } from '../../app/usePageTitle';
import { AccessDenied } from '../../app/AccessDenied';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { NotFound } from '../../app/NotFound';
import { PageLoadFailed, PageLoader } from '../../ui/PageStates';
import { listDateTime } from '../../ui/dates';
import { recordIdOf } from '../../ui/routeIds';
import { UserAvatar } from '../shell';
import { ChatForm } from './ChatForm';
import { useChatMessages, useOlderChatMessages, useReloadChat } from './hooks';
import messages from './messages';



/** Two lists of messages as one, oldest first, each message once. */
function merged(older: readonly ChatMessage[], newer: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of [...older, ...newer]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The milestone chat page /courses/milestone/:id/chat/?cuc=… (001 §2.8, §3.9, §4, §5 "Chat"): the
 * CAL's and the milestone's names, a Chat tab with the messages (the caller's own on the other side,
 * in another colour) and a Files tab with the files sent. The send form shows when the cuc flag
 * says the chat is open and the server's is_editable agrees. The messages reload at once when the
 * live channel announces one in this chat, and every 240000 ms besides.
 */
export default function MilestoneChatPage() {
  const { id } = useParams();
  const milestone = recordIdOf(id);
  if (milestone === null) return <NotFound />;
  return <Chat key={milestone} milestone={milestone} />;
}

function Chat({ milestone }: { milestone: number }) {
  const t = useT();
  const [params] = useSearchParams();
  const open = decodeCucFlag(params.get('cuc'));
  const chat = useChatMessages(milestone);
  const reload = useReloadChat(milestone);
  const data = chat.data;
  const room = data?.chat_room;
  const [tab, setTab] = useState<string>('chat');
  const [older, setOlder] = useState<{ list: ChatMessage[]; hasMore: boolean } | null>(null);

  useLiveEvent(LIVE_EVENTS.chatMessage, (event) => {
    const parsed = chatMessageEvent.safeParse(event);
    if (!parsed.success) return;
    if (room !== undefined ? parsed.data.chat_room === room : parsed.data.milestone_id === milestone) reload();
  });
  useLiveReopen(reload);

  const all = useMemo(() => merged(older?.list ?? [], data?.data ?? []), [older, data]);
  const loadOlder = useOlderChatMessages(milestone, (answer) =>
    setOlder((kept) => ({ list: merged(answer.data, kept?.list ?? []), hasMore: answer.has_more })),
  );

  const status = chat.error instanceof ApiError ? chat.error.status : null;
  usePageTitle(status === 403 ? appMessages.titleAccessDenied : data ? t(messages.heading, { milestone: data.milestone_name }) : messages.title);

  if (status === 403) return <AccessDenied />;
  if (status === 404) return <NotFound />;
  if (chat.isPending) return <PageLoader />;
  if (!data) {
    return <PageLoadFailed heading={t(messages.title)} failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void chat.refetch()} />;
  }

  const hasMore = older ? older.hasMore : data.has_more;
  const writable = open && data.is_editable;
  const files = all.filter((message) => message.attachment).reverse();
  const fileColumns: DataColumn<ChatMessage>[] = [
    { key: 'file', header: t(messages.colFile), minWidth: 180, render: (row) => <AttachmentLink message={row} /> },
    { key: 'sender', header: t(messages.colSender), minWidth: 140, render: (row) => row.sender_name },
    {
      key: 'date',
      header: t(messages.colDate),
      nowrap: true,
      render: (row) => <time dateTime={row.date_time}>{listDateTime(row.date_time)}</time>,
    },
  ];

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
          {t(messages.heading, { milestone: data.milestone_name })}
        </Title>
        <Stack gap={4} data-testid="chat-names">
          <Text fz="sm">
            <Text span fw={600}>{t(messages.cal)}:</Text> {data.cal_name}
          </Text>
          <Text fz="sm">
            <Text span fw={600}>{t(messages.milestone)}:</Text> {data.milestone_name}
          </Text>
        </Stack>
        <Tabs value={tab} onChange={(value) => value && setTab(value)} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="chat" fw={600}>
              {t(messages.tabChat)}
            </Tabs.Tab>
            <Tabs.Tab value="files" fw={600}>
              {t(messages.tabFiles)}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="chat">
            <Stack gap="md">
              {hasMore && all.length > 0 && (
                <Group justify="center">
                  <Button variant="subtle" size="xs" loading={loadOlder.isPending} onClick={() => loadOlder.mutate(all[0]!.id)}>
                    {t(messages.older)}
                  </Button>
                </Group>
              )}
              {loadOlder.isError && (
                <ErrorAlert title={t(messages.olderFailed)}>
                  <Button size="xs" variant="light" color="red" onClick={() => loadOlder.mutate(all[0]!.id)}>
                    {t(messages.retry)}
                  </Button>
                </ErrorAlert>
              )}
              <MessageLog messages={all} />
              {writable ? (
                <ChatForm room={data.chat_room} milestone={milestone} />
              ) : (
                <Text fz="sm" c="dimmed" data-testid="chat-read-only">
                  {t(messages.readOnly)}
                </Text>
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="files">
            <DataTable
              columns={fileColumns}
              rows={files}
              rowKey={(row) => row.id}
              emptyText={t(messages.noFiles)}
              label={t(messages.filesLabel)}
              minWidth={560}
              data-testid="chat-files"
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

/** A message's file: its signed link, opened in a new tab, named by the file's name. */
function AttachmentLink({ message }: { message: ChatMessage }) {
  const t = useT();
  if (!message.attachment) return null;
  const name = message.attachment_name || message.attachment;
  return (
    <Anchor
      href={message.attachment}
      target="_blank"
      rel="noopener noreferrer"
      fz="sm"
      aria-label={t(messages.attachment, { name })}
      style={{ overflowWrap: 'anywhere' }}
      data-testid="chat-attachment"
    >
      {name}
    </Anchor>
  );
}

/** The messages, oldest first, scrolled to the newest whenever a newer one arrives. */
function MessageLog({ messages: list }: { messages: ChatMessage[] }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const newest = list.at(-1)?.id;
  useEffect(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest]);

  if (list.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl" data-testid="chat-empty">
        {t(messages.noChat)}
      </Text>
    );
  }
  return (
    <Box
      ref={box}
      role="log"
      aria-label={t(messages.messagesLabel)}
      // The list scrolls on its own: keyboard users reach it with Tab and scroll it with the arrows.
      tabIndex={0}
      mah="60vh"
      p="sm"
      bd="1px solid var(--mantine-color-gray-3)"
      style={{ overflowY: 'auto', borderRadius: 'var(--mantine-radius-md)' }}
      data-testid="chat-log"
    >
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {list.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </Stack>
    </Box>
  );
}

/** One message: the sender's picture (or initials), name, time, text (plain, its line breaks kept) and file. */
function MessageItem({ message }: { message: ChatMessage }) {
  const t = useT();
  const own = message.is_own;
  return (
    <Box
      component="li"
      data-own={own}
      data-testid="chat-message"
      style={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap" maw="85%" style={{ flexDirection: own ? 'row-reverse' : 'row' }}>
        <UserAvatar name={message.sender_name} image={message.sender_profile_image_url} size={36} decorative />
        <Paper
          px="sm"
          py={6}
          radius="md"
          bg={own ? 'fetp.0' : 'gray.0'}
          bd={`1px solid var(--mantine-color-${own ? 'fetp-2' : 'gray-3'})`}
          style={{ minWidth: 0 }}
        >
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text fz="sm" fw={600} data-testid="chat-sender">
              {own && <VisuallyHidden>{t(messages.own)}: </VisuallyHidden>}
              {message.sender_name}
            </Text>
            <Text component="time" dateTime={message.date_time} fz="xs" c="dimmed" data-testid="chat-time">
              {listDateTime(message.date_time)}
            </Text>
          </Group>
          {message.message && (
            <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="chat-text">
              {message.message}
            </Text>
          )}
          {message.attachment && <AttachmentLink message={message} />}
        </Paper>
      </Group>
    </Box>
  );
}
