import '../../ui/styles/common';
import '../../ui/styles/modal';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { CAL_GROUPS, PAGE_ROUTES, type AdminCal } from '@fetp/contract';
import { Page } from '../../app/Page';
import { useT } from '../../app/i18n';
import { useChangeOutcome } from '../../app/changeOutcome';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { MoveButtons, swapped } from '../../ui/MoveButtons';
import { PageLoader, RetryAlert } from '../../ui/PageStates';
import { recordIdOf } from '../../ui/routeIds';
import { useCalTemplates, useDeleteCal, useReorderCals } from './hooks';
import { CATEGORY_LABELS, GROUP_LABELS, TAKES_LABELS } from './labels';
import messages from './messages';

/** The CAL form is a chunk of its own, fetched when a dialog opens. */
const CalFormModal = lazy(() => import('./CalFormModal'));

type Dialog = { kind: 'edit'; cal: AdminCal | null } | { kind: 'delete'; cal: AdminCal };

/**
 * Content Management › a course › CAL templates: the course's CALs in their two groups, each with
 * its names, what it counts as, its forms and milestones; added and changed in a dialog, moved up
 * and down within the course, deleted after confirming (the server refuses a CAL with registered work).
 */
export default function CalTemplatesPage() {
  const t = useT();
  const courseId = recordIdOf(useParams().id) ?? 0;
  const cals = useCalTemplates(courseId);
  const reorder = useReorderCals(courseId);
  const remove = useDeleteCal(courseId);
  const outcome = useChangeOutcome(messages.saveFailed);
  const [failure, setFailure] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const busy = reorder.isPending || remove.isPending;
  const run = async (change: () => Promise<{ message: string }>) => setFailure(await outcome(change));

  const all = cals.data?.results ?? [];
  const ids = all.map((cal) => cal.id);
  const columns = (rows: AdminCal[]): DataColumn<AdminCal>[] => [
    {
      key: 'order', header: '', nowrap: true,
      render: (cal) => {
        const index = ids.indexOf(cal.id);
        return (
          <MoveButtons labels={{ up: t(messages.moveUp, { name: cal.short_name }), down: t(messages.moveDown, { name: cal.short_name }) }}
            index={rows.indexOf(cal)} count={rows.length} disabled={busy}
            onMove={(by) => {
              // Changes places with its neighbour in its own group, wherever the other group's CALs sit.
              const neighbour = rows[rows.indexOf(cal) + by]!;
              void run(() => reorder.mutateAsync(swapped(ids, index, ids.indexOf(neighbour.id) - index)));
            }} />
        );
      },
    },
    { key: 'short', header: t(messages.colShortName), nowrap: true, render: (cal) => <Text fz="sm" fw={700}>{cal.short_name}</Text> },
    { key: 'full', header: t(messages.colFullName), minWidth: 180, render: (cal) => <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>{cal.full_name}</Text> },
    { key: 'counts', header: t(messages.colCountsAs), minWidth: 130, render: (cal) => t(cal.tephinet_category ? CATEGORY_LABELS[cal.tephinet_category] : messages.countsAsNothing) },
    { key: 'expected', header: t(messages.colExpected), align: 'right', nowrap: true, render: (cal) => cal.expected_count },
    {
      key: 'milestones', header: t(messages.colMilestones), minWidth: 240,
      render: (cal) => (
        <Stack gap={2}>
          {cal.milestones.map((m) => (
            <Text key={m.id} fz="xs" style={{ overflowWrap: 'anywhere' }}>{`${m.sequence}. ${m.title} · ${t(messages.dueDay)} ${m.due_offset_days} · ${t(TAKES_LABELS[m.takes])}`}</Text>
          ))}
        </Stack>
      ),
    },
    { key: 'registered', header: t(messages.colRegistered), align: 'right', nowrap: true, render: (cal) => cal.sub_cals },
    {
      key: 'actions', header: t(messages.colActions), nowrap: true,
      render: (cal) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => setDialog({ kind: 'edit', cal })} aria-label={t(messages.editNamed, { name: cal.short_name })} data-testid={`edit-cal-${cal.short_name}`}>{t(messages.edit)}</Button>
          <Button size="xs" variant="default" color="red" disabled={busy || cal.sub_cals > 0} onClick={() => setDialog({ kind: 'delete', cal })} aria-label={t(messages.deleteNamed, { name: cal.short_name })}>{t(messages.delete)}</Button>
        </Group>
      ),
    },
  ];

  const confirming = dialog?.kind === 'delete' ? dialog.cal : null;
  return (
    <Page title={messages.title}>
      <Stack gap="lg">
        <Group gap="md">
          <Anchor component={Link} to={PAGE_ROUTES.adminCourse.path.replace(':id', String(courseId))} fz="sm">{t(messages.backToCourse)}</Anchor>
          <Anchor component={Link} to={PAGE_ROUTES.adminCourseForms.path.replace(':id', String(courseId))} fz="sm">{t(messages.formsLink)}</Anchor>
        </Group>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Text c="dimmed" fz="sm" maw={760}>{t(messages.intro)}</Text>
          {cals.data?.has_cal === false ? null : (
            <Button onClick={() => setDialog({ kind: 'edit', cal: null })} data-testid="add-cal" disabled={!cals.data}>{t(messages.addCal)}</Button>
          )}
        </Group>
        {cals.data?.has_cal === false ? <Alert color="blue" variant="light" data-testid="no-cals">{t(messages.frontline)}</Alert> : null}
        {failure ? <ErrorAlert testId="cal-templates-failure">{failure}</ErrorAlert> : null}
        {cals.isPending ? <PageLoader /> : null}
        {cals.isError && !cals.data ? <RetryAlert failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void cals.refetch()} /> : null}
        {cals.data ? CAL_GROUPS.map((group) => {
          const rows = all.filter((cal) => cal.group === group);
          return (
            <Stack key={group} gap="sm">
              <Title order={2} fz="xl">{t(GROUP_LABELS[group])}</Title>
              <DataTable
                columns={columns(rows)}
                rows={rows}
                rowKey={(cal) => cal.id}
                loading={cals.isFetching}
                label={t(messages.tableOf, { group: t(GROUP_LABELS[group]) })}
                emptyText={t(messages.noCals)}
                minWidth={980}
                data-testid={`cals-${group}`}
              />
            </Stack>
          );
        }) : null}
      </Stack>
      {dialog?.kind === 'edit' && cals.data ? (
        <Suspense fallback={null}>
          <CalFormModal courseId={courseId} cal={dialog.cal} forms={cals.data.forms} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
      <Modal opened={confirming !== null} onClose={() => setDialog(null)} title={t(messages.confirmTitle)} closeButtonProps={{ 'aria-label': t(messages.closeDialog) }} data-testid="delete-confirm">
        <Stack gap="md">
          <Text>{confirming ? t(messages.confirmDelete, { name: `${confirming.short_name} – ${confirming.full_name}` }) : null}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDialog(null)}>{t(messages.cancel)}</Button>
            <Button color="red" data-testid="delete-confirm-button" onClick={() => {
              if (!confirming) return;
              setDialog(null);
              void run(() => remove.mutateAsync(confirming.id));
            }}>{t(messages.delete)}</Button>
          </Group>
        </Stack>
      </Modal>
    </Page>
  );
}
