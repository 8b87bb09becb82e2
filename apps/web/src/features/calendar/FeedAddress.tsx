import '../../ui/styles/common';
import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useT } from '../../app/i18n';
import { useFeedAddress, useResetFeed } from './hooks';
import messages from './messages';
import '../../ui/styles/content';
import '../../ui/styles/forms';

/**
 * The user's private calendar feed address (beyond the spec): read-only, with Copy and a Reset
 * that asks first (a reset stops every subscribed calendar from updating). Usable on its own, e.g.
 * in Account Settings.
 */
export function FeedAddress() {
  const t = useT();
  const feed = useFeedAddress();
  const reset = useResetFeed();
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const url = feed.data?.feed_url ?? '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Without clipboard access the address stays selectable in the field.
    }
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="calendar-feed">
      <Stack gap="sm">
        <Title order={2} fz="lg">{t(messages.feedHeading)}</Title>
        <Text fz="sm" c="dimmed">{t(messages.feedIntro)}</Text>
        {feed.isError || reset.isError ? <Alert color="red">{t(messages.feedFailed)}</Alert> : null}
        <TextInput
          label={t(messages.feedLabel)}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          disabled={feed.isPending}
          styles={{ input: { fontFamily: 'monospace', direction: 'ltr' } }}
          data-testid="calendar-feed-url"
        />
        <Group gap="sm" wrap="wrap">
          <Button size="sm" onClick={() => void copy()} disabled={!url}>
            {t(copied ? messages.feedCopied : messages.feedCopy)}
          </Button>
          {!confirming ? (
            <Button size="sm" variant="default" onClick={() => setConfirming(true)} disabled={!url}>
              {t(messages.feedReset)}
            </Button>
          ) : null}
        </Group>
        {confirming ? (
          <Alert color="yellow" role="alertdialog" aria-label={t(messages.feedReset)}>
            <Text fz="sm" mb="sm">{t(messages.feedResetConfirm)}</Text>
            <Group gap="sm" wrap="wrap">
              <Button
                size="xs"
                color="red"
                loading={reset.isPending}
                onClick={() => reset.mutate(undefined, { onSettled: () => setConfirming(false) })}
              >
                {t(messages.feedResetYes)}
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                {t(messages.feedResetNo)}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {reset.isSuccess ? <Text fz="sm" role="status">{t(messages.feedResetDone)}</Text> : null}
      </Stack>
    </Paper>
  );
}
