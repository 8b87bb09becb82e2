import '../../ui/styles/common';
import { lazy, Suspense, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { AdminHub } from '@fetp/contract';
import { Page } from '../../app/Page';
import { useT } from '../../app/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { RetryAlert } from '../../ui/PageStates';
import { TEMPLATE_LABELS } from './labels';

/** The form is a chunk of its own, fetched when a dialog opens. */
const HubFormModal = lazy(() => import('./HubFormModal').then((m) => ({ default: m.HubFormModal })));
import { PAGE_SIZE, useHubs } from './hooks';
import messages from './messages';

/** Content Management › Hubs (administrators): the hubs, a page at a time, each changed in a dialog. */
export default function HubsPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const hubs = useHubs(page);
  // undefined: no dialog; null: a new hub.
  const [editing, setEditing] = useState<AdminHub | null | undefined>(undefined);
  const templateLabel = (name: string) => {
    const label = TEMPLATE_LABELS[name as keyof typeof TEMPLATE_LABELS];
    return label ? t(label) : name;
  };
  const columns: DataColumn<AdminHub>[] = [
    { key: 'name', header: t(messages.colName), minWidth: 160, render: (hub) => <Text fz="sm" fw={600}>{hub.name}</Text> },
    {
      key: 'website', header: t(messages.colWebsite), minWidth: 160,
      render: (hub) => (hub.website_url ? <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>{hub.website_url}</Text> : '—'),
    },
    {
      key: 'flags', header: t(messages.colFlags), minWidth: 140,
      render: (hub) => [hub.is_national_centre && t(messages.nationalCentre), hub.is_international_organisation && t(messages.internationalOrganisation)].filter(Boolean).join(', ') || '—',
    },
    { key: 'template', header: t(messages.colTemplate), minWidth: 160, render: (hub) => templateLabel(hub.template_name) },
    { key: 'courses', header: t(messages.colCourses), align: 'right', nowrap: true, render: (hub) => hub.courses },
    {
      key: 'actions', header: t(messages.colActions), nowrap: true,
      render: (hub) => (
        <Button size="xs" variant="light" onClick={() => setEditing(hub)} aria-label={t(messages.editNamed, { name: hub.name })}>{t(messages.edit)}</Button>
      ),
    },
  ];
  return (
    <Page title={messages.hubsTitle}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Text c="dimmed" maw={640}>{t(messages.hubsIntro)}</Text>
          <Button onClick={() => setEditing(null)} data-testid="add-hub">{t(messages.addHub)}</Button>
        </Group>
        {hubs.isError && !hubs.data ? (
          <RetryAlert failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void hubs.refetch()} />
        ) : (
          <DataTable
            columns={columns}
            rows={hubs.data?.results ?? []}
            rowKey={(hub) => hub.id}
            loading={hubs.isFetching}
            label={t(messages.hubsTable)}
            emptyText={t(messages.empty)}
            minWidth={760}
            pagination={hubs.data ? { page, pageSize: PAGE_SIZE, count: hubs.data.count, onPageChange: setPage } : undefined}
            data-testid="hubs-table"
          />
        )}
      </Stack>
      {editing !== undefined && <Suspense fallback={null}><HubFormModal hub={editing} onClose={() => setEditing(undefined)} /></Suspense>}
    </Page>
  );
}
