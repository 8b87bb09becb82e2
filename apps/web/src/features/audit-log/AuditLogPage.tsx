import '../../ui/styles/common';
import '../../ui/styles/content';
import '../../ui/styles/forms';
import { useState, type FormEvent } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { AuditEntryAnswer } from '@fetp/contract';
import { Page } from '../../app/Page';
import { useT } from '../../app/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { listDateTime } from '../../ui/dates';
import { DateField } from '../../ui/form/DateField';
import { RetryAlert } from '../../ui/PageStates';
import { useAuditEntries, useDownloadAuditCsv, type AuditFilter } from './hooks';
import messages from './messages';

const PAGE_SIZE = 50;
const NO_FILTER: AuditFilter = { action: '', entity: '', startDate: '', endDate: '' };

/** A change's values, compact (the log keeps them as JSON). */
function Values({ caption, value }: { caption: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <Text fz="xs" component="div">
      <Text span fw={600} fz="xs">{caption}: </Text>
      <Text span ff="monospace" fz="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{JSON.stringify(value)}</Text>
    </Text>
  );
}

/**
 * Content Management › Audit log (issue 32): every change, newest first, filtered by action, kind
 * of record and days. Pages follow one another by the server's `next` (keyset): Older goes on from
 * the last entry shown, Newer goes back to the page before.
 */
export default function AuditLogPage() {
  const t = useT();
  const [draft, setDraft] = useState<AuditFilter>(NO_FILTER);
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  // Where each page shown so far started: the last is the current page.
  const [starts, setStarts] = useState<Array<number | null>>([null]);
  const after = starts.at(-1) ?? null;
  const entries = useAuditEntries(filter, after, PAGE_SIZE);
  const download = useDownloadAuditCsv();
  const apply = (next: AuditFilter) => {
    setFilter(next);
    setStarts([null]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const columns: DataColumn<AuditEntryAnswer>[] = [
    { key: 'when', header: t(messages.when), nowrap: true, render: (e) => listDateTime(e.at) },
    { key: 'who', header: t(messages.who), minWidth: 140, render: (e) => e.actor_name ?? t(messages.system) },
    { key: 'action', header: t(messages.action), nowrap: true, render: (e) => <Text span ff="monospace" fz="sm">{e.action}</Text> },
    {
      key: 'record', header: t(messages.record), minWidth: 160,
      render: (e) => (
        <Stack gap={0}>
          {e.entity_name && <Text span fz="sm" fw={600}>{e.entity_name}</Text>}
          <Text span fz="xs" c="dimmed" ff="monospace">{`${e.entity} #${e.entity_id}`}</Text>
        </Stack>
      ),
    },
    {
      key: 'change', header: t(messages.change), minWidth: 280,
      render: (e) => (
        <Stack gap={2}>
          <Values caption={t(messages.before)} value={e.before} />
          <Values caption={t(messages.after)} value={e.after} />
        </Stack>
      ),
    },
  ];
  return (
    <Page title={messages.title}>
      <Stack gap="md">
        <Text c="dimmed" maw={720}>{t(messages.intro)}</Text>
        <form onSubmit={submit} data-testid="audit-filter">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
            <TextInput label={t(messages.action)} placeholder="cohort.update" value={draft.action} onChange={(e) => setDraft({ ...draft, action: e.currentTarget.value })} data-testid="audit-action" />
            <TextInput label={t(messages.record)} placeholder="cohort" value={draft.entity} onChange={(e) => setDraft({ ...draft, entity: e.currentTarget.value })} data-testid="audit-entity" />
            <DateField label={t(messages.from)} value={draft.startDate} onChange={(startDate) => setDraft({ ...draft, startDate })} testId="audit-from" />
            <DateField label={t(messages.to)} value={draft.endDate} onChange={(endDate) => setDraft({ ...draft, endDate })} testId="audit-to" />
          </SimpleGrid>
          <Group gap="sm" mt="sm">
            <Button type="submit" data-testid="audit-apply">{t(messages.apply)}</Button>
            <Button variant="default" onClick={() => { setDraft(NO_FILTER); apply(NO_FILTER); }}>{t(messages.clear)}</Button>
            {/* The CSV of the filter applied (what the table shows), every page of it. */}
            <Button variant="light" loading={download.isPending} onClick={() => download.mutate(filter)} data-testid="audit-download">{t(messages.downloadCsv)}</Button>
          </Group>
        </form>
        {entries.isError && !entries.data ? (
          <RetryAlert failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void entries.refetch()} />
        ) : (
          <DataTable
            columns={columns}
            rows={entries.data?.results ?? []}
            rowKey={(e) => e.id}
            loading={entries.isFetching}
            label={t(messages.table)}
            emptyText={t(messages.empty)}
            minWidth={860}
            spacing="sm"
            data-testid="audit-table"
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={starts.length < 2} onClick={() => setStarts(starts.slice(0, -1))} data-testid="audit-newer">{t(messages.newer)}</Button>
          <Button
            variant="default"
            disabled={!entries.data?.next || entries.isPlaceholderData}
            onClick={() => entries.data?.next && setStarts([...starts, entries.data.next])}
            data-testid="audit-older"
          >
            {t(messages.older)}
          </Button>
        </Group>
      </Stack>
    </Page>
  );
}
