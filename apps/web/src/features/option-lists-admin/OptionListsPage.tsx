import '../../ui/styles/common';
import '../../ui/styles/modal';
import '../../ui/styles/select';
import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import type { AdminOptionItem } from '@fetp/contract';
import { Page } from '../../app/Page';
import { useT } from '../../app/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageLoader, RetryAlert } from '../../ui/PageStates';
import { useOptionItems, useOptionLists, useReorderOptionItems, useRetireOptionItem } from './hooks';
import messages from './messages';
import { useChangeOutcome } from '../../app/changeOutcome';

/** The form is a chunk of its own, fetched when its dialog opens. */
const OptionItemFormModal = lazy(() => import('./OptionItemFormModal').then((m) => ({ default: m.OptionItemFormModal })));

/** "diseasesJobisAddressingOptions" → "diseases Jobis Addressing Options", "equivalent_degree" → "equivalent degree". */
const listName = (list: string) => list.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');

/**
 * Content Management › Option lists (administrators): choose a list, then add, rename, reorder,
 * retire (after confirming) or offer again its items.
 */
export default function OptionListsPage() {
  const t = useT();
  const lists = useOptionLists();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = chosen ?? lists.data?.results[0]?.list ?? null;
  const items = useOptionItems(list);
  const reorder = useReorderOptionItems(list ?? '');
  const retire = useRetireOptionItem();
  const outcome = useChangeOutcome(messages.saveFailed);
  const [failure, setFailure] = useState<string | null>(null);
  // undefined: no dialog; null: a new item.
  const [editing, setEditing] = useState<AdminOptionItem | null | undefined>(undefined);
  const [retiring, setRetiring] = useState<AdminOptionItem | null>(null);

  if (lists.isPending) return <Page title={messages.title}><PageLoader /></Page>;
  if (!lists.data) {
    return <Page title={messages.title}><RetryAlert failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void lists.refetch()} /></Page>;
  }
  const rows = items.data?.results ?? [];
  const run = async (change: () => Promise<{ message: string }>) => setFailure(await outcome(change));
  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((r) => r.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    void run(() => reorder.mutateAsync(ids));
  };
  const setRetired = (item: AdminOptionItem, retired: boolean) => run(() => retire.mutateAsync({ id: item.id, retired }));
  const busy = reorder.isPending || retire.isPending;

  const columns: DataColumn<AdminOptionItem>[] = [
    {
      key: 'position', header: t(messages.colPosition), nowrap: true,
      render: (item, index) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" size="md" disabled={index === 0 || busy} onClick={() => move(index, -1)} aria-label={t(messages.moveUp, { name: item.label })}>↑</ActionIcon>
          <ActionIcon variant="subtle" size="md" disabled={index === rows.length - 1 || busy} onClick={() => move(index, 1)} aria-label={t(messages.moveDown, { name: item.label })}>↓</ActionIcon>
        </Group>
      ),
    },
    { key: 'label', header: t(messages.colLabel), minWidth: 180, render: (item) => <Text fz="sm" fw={600} td={item.retired ? 'line-through' : undefined}>{item.label}</Text> },
    { key: 'key', header: t(messages.colKey), minWidth: 120, render: (item) => <Text fz="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>{item.key}</Text> },
    {
      key: 'status', header: t(messages.colStatus), nowrap: true,
      render: (item) => <Text fz="sm" fw={item.retired ? 400 : 600} fs={item.retired ? 'italic' : undefined}>{t(item.retired ? messages.retired : messages.offered)}</Text>,
    },
    {
      key: 'actions', header: t(messages.colActions), nowrap: true,
      render: (item) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => setEditing(item)} aria-label={t(messages.renameNamed, { name: item.label })}>{t(messages.rename)}</Button>
          {item.retired ? (
            <Button size="xs" variant="default" disabled={busy} onClick={() => void setRetired(item, false)} aria-label={t(messages.restoreNamed, { name: item.label })}>{t(messages.restore)}</Button>
          ) : (
            <Button size="xs" variant="default" color="red" disabled={busy} onClick={() => setRetiring(item)} aria-label={t(messages.retireNamed, { name: item.label })}>{t(messages.retire)}</Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Page title={messages.title}>
      <Stack gap="lg">
        <Text c="dimmed">{t(messages.intro)}</Text>
        <Group justify="space-between" align="flex-end" gap="sm">
          <NativeSelect
            label={t(messages.chooseList)}
            value={list ?? ''}
            onChange={(event) => { setChosen(event.currentTarget.value); setFailure(null); }}
            data={lists.data.results.map((l) => ({ value: l.list, label: t(messages.listChoice, { list: listName(l.list), items: l.items, retired: l.retired }) }))}
            style={{ flex: '1 1 16rem', maxWidth: '100%' }}
            data-testid="option-list-choice"
          />
          <Button onClick={() => setEditing(null)} disabled={list === null} data-testid="add-option-item">{t(messages.addItem)}</Button>
        </Group>
        {failure ? <ErrorAlert testId="option-list-failure">{failure}</ErrorAlert> : null}
        {items.isError && !items.data ? (
          <RetryAlert failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void items.refetch()} />
        ) : (
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(item) => item.id}
            loading={items.isFetching}
            label={t(messages.itemsTable)}
            emptyText={t(messages.empty)}
            minWidth={640}
            data-testid="option-items-table"
          />
        )}
      </Stack>
      {editing !== undefined && list !== null && (
        <Suspense fallback={null}><OptionItemFormModal list={list} item={editing} onClose={() => setEditing(undefined)} /></Suspense>
      )}
      <Modal opened={retiring !== null} onClose={() => setRetiring(null)} title={t(messages.confirmRetireTitle)} closeButtonProps={{ 'aria-label': t(messages.closeDialog) }} data-testid="retire-confirm">
        <Stack gap="md">
          <Text>{t(messages.confirmRetireText, { name: retiring?.label ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRetiring(null)}>{t(messages.cancel)}</Button>
            <Button color="red" data-testid="retire-confirm-button" onClick={() => { const item = retiring!; setRetiring(null); void setRetired(item, true); }}>{t(messages.retire)}</Button>
          </Group>
        </Stack>
      </Modal>
    </Page>
  );
}
