import '../../ui/styles/common';
import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { AccountSessionRow } from '@fetp/contract';
import { ApiError } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { showSuccess } from '../../app/toast';
import { listDateTime } from '../../ui/dates';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageLoader, RetryAlert } from '../../ui/PageStates';
import { useAccountSessions, useRevokeSession, useSignOutOthers } from './hooks';
import { Section } from './Section';
import { describeAgent } from './userAgent';
import messages from './messages';

/** The caller's signed-in sessions: this device marked, any other signed out one by one or all at once. */
export function SessionsSection() {
  const t = useT();
  const fieldError = useFieldError();
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();
  const others = useSignOutOthers();
  const [failure, setFailure] = useState<string | null>(null);
  const rows = sessions.data?.data ?? [];
  const hasOthers = rows.some((row) => !row.is_current);

  const run = async (action: () => Promise<{ message?: string }>) => {
    setFailure(null);
    try {
      const answer = await action();
      if (answer.message) showSuccess(fieldError(answer.message)!);
    } catch (error) {
      setFailure(error instanceof ApiError && error.status >= 400 && error.status < 500 ? fieldError(error.message)! : t(messages.failed));
    }
  };

  const agentOf = (row: AccountSessionRow) => {
    const agent = describeAgent(row.user_agent);
    if (!agent) return t(messages.unknownAgent);
    return agent.system ? t(messages.agent, { browser: agent.browser, system: agent.system }) : agent.browser;
  };

  let body;
  if (sessions.isError) body = <RetryAlert failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void sessions.refetch()} />;
  else if (sessions.isPending) body = <PageLoader />;
  else {
    body = (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="session-list">
        {rows.map((row) => {
          const agent = agentOf(row);
          const when = listDateTime(row.created_at);
          return (
            <Paper component="li" withBorder p="sm" radius="sm" key={row.id} data-testid="session">
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} title={row.user_agent ?? undefined}>
                      {agent}
                    </Text>
                    {row.is_current ? (
                      // Filled in the primary colour: white on its darkest shade is 5.6:1 (teal's light variant is 4.4:1).
                      <Badge variant="filled">
                        {t(messages.thisDevice)}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text fz="sm" c="dimmed">
                    {t(messages.signedIn, { when })} · {t(messages.ends, { when: listDateTime(row.expires_at) })}
                  </Text>
                </Stack>
                {row.is_current ? null : (
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t(messages.revokeLabel, { agent, when })}
                    loading={revoke.isPending && revoke.variables === row.id}
                    onClick={() => void run(() => revoke.mutateAsync(row.id))}
                  >
                    {t(messages.revoke)}
                  </Button>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
    );
  }

  return (
    <Section id="account-sessions" title={t(messages.sessionsHeading)} intro={t(messages.sessionsIntro)}>
      {failure ? <ErrorAlert testId="sessions-failure">{failure}</ErrorAlert> : null}
      {body}
      {sessions.isSuccess && !hasOthers ? (
        <Text fz="sm" c="dimmed">
          {t(messages.noOthers)}
        </Text>
      ) : null}
      {hasOthers ? (
        <Group>
          <Button variant="default" color="red" loading={others.isPending} onClick={() => void run(() => others.mutateAsync())}>
            {t(messages.signOutOthers)}
          </Button>
        </Group>
      ) : null}
    </Section>
  );
}
