import '../../ui/styles/common';
import '../../ui/styles/modal';
import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { AdminModule, AdminUnit } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { MoveButtons, swapped } from '../../ui/MoveButtons';
import { PageLoader, RetryAlert } from '../../ui/PageStates';
import { displayDate } from '../../ui/dates';
import { useCourseModules, useDeleteModule, useDeleteUnit, useReorderModules, useReorderUnits } from './hooks';
import messages from './messages';
import { useChangeOutcome } from '../../app/changeOutcome';

/** The forms are a chunk of their own, fetched when a dialog opens. */
const ModuleFormModal = lazy(() => import('./ModuleForms').then((m) => ({ default: m.ModuleFormModal })));
const UnitFormModal = lazy(() => import('./ModuleForms').then((m) => ({ default: m.UnitFormModal })));

type Dialog =
  | { kind: 'module'; module: AdminModule | null }
  | { kind: 'unit'; moduleId: number; unit: AdminUnit | null }
  | { kind: 'delete-module'; module: AdminModule }
  | { kind: 'delete-unit'; unit: AdminUnit };

function Move({ name, ...rest }: { name: string; index: number; count: number; disabled: boolean; onMove: (by: -1 | 1) => void }) {
  const t = useT();
  return <MoveButtons labels={{ up: t(messages.moveUp, { name }), down: t(messages.moveDown, { name }) }} {...rest} />;
}

/**
 * Content Management › a course › Modules and units: an administrator's or the course's
 * coordinator's. Modules and units are added and changed in dialogs, moved up and down, and deleted
 * after confirming (the server refuses a unit an officer has completed, and says so here).
 */
export function ModulesSection({ courseId }: { courseId: number }) {
  const t = useT();
  const modules = useCourseModules(courseId);
  const reorderModules = useReorderModules(courseId);
  const reorderUnits = useReorderUnits(courseId);
  const deleteModule = useDeleteModule(courseId);
  const deleteUnit = useDeleteUnit(courseId);
  const outcome = useChangeOutcome(messages.saveFailed);
  const [failure, setFailure] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const busy = reorderModules.isPending || reorderUnits.isPending || deleteModule.isPending || deleteUnit.isPending;
  const run = async (change: () => Promise<{ message: string }>) => setFailure(await outcome(change));

  const list = modules.data?.results ?? [];
  const unitColumns = (module: AdminModule): DataColumn<AdminUnit>[] => [
    {
      key: 'order', header: '', nowrap: true,
      render: (unit, index) => (
        <Move name={unit.title} index={index} count={module.units.length} disabled={busy}
          onMove={(by) => void run(() => reorderUnits.mutateAsync({ module: module.id, ids: swapped(module.units.map((u) => u.id), index, by) }))} />
      ),
    },
    { key: 'title', header: t(messages.colTitle), minWidth: 180, render: (unit) => <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>{unit.title}</Text> },
    { key: 'when', header: t(messages.colWhen), nowrap: true, render: (unit) => (unit.date ? `${displayDate(unit.date)}${unit.time ? ` ${unit.time}` : ''}` : '—') },
    { key: 'duration', header: t(messages.colDuration), nowrap: true, render: (unit) => (unit.duration_minutes ? t(messages.minutes, { count: unit.duration_minutes }) : '—') },
    { key: 'facilitator', header: t(messages.colFacilitator), minWidth: 120, render: (unit) => unit.facilitator || '—' },
    {
      key: 'link', header: t(messages.colLink), minWidth: 120,
      render: (unit) => (unit.url ? <Anchor href={unit.url} target="_blank" rel="noreferrer" fz="sm" style={{ overflowWrap: 'anywhere' }}>{unit.url}</Anchor> : '—'),
    },
    { key: 'completed', header: t(messages.colCompleted), align: 'right', nowrap: true, render: (unit) => unit.completed },
    {
      key: 'actions', header: t(messages.colActions), nowrap: true,
      render: (unit) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => setDialog({ kind: 'unit', moduleId: module.id, unit })} aria-label={t(messages.editNamed, { name: unit.title })}>{t(messages.edit)}</Button>
          <Button size="xs" variant="default" color="red" disabled={busy} onClick={() => setDialog({ kind: 'delete-unit', unit })} aria-label={t(messages.deleteNamed, { name: unit.title })}>{t(messages.delete)}</Button>
        </Group>
      ),
    },
  ];

  const confirming = dialog?.kind === 'delete-module' || dialog?.kind === 'delete-unit' ? dialog : null;
  const confirm = () => {
    if (!confirming) return;
    setDialog(null);
    void run(() => (confirming.kind === 'delete-module' ? deleteModule.mutateAsync(confirming.module.id) : deleteUnit.mutateAsync(confirming.unit.id)));
  };

  return (
    <Stack gap="md" data-testid="course-modules">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} fz="xl">{t(messages.heading)}</Title>
        <Button onClick={() => setDialog({ kind: 'module', module: null })} data-testid="add-module">{t(messages.addModule)}</Button>
      </Group>
      <Text c="dimmed" fz="sm">{t(messages.intro)}</Text>
      {failure ? <ErrorAlert testId="modules-failure">{failure}</ErrorAlert> : null}
      {modules.isPending ? <PageLoader /> : null}
      {modules.isError && !modules.data ? <RetryAlert failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void modules.refetch()} /> : null}
      {modules.data && !list.length ? <Text fz="sm">{t(messages.noModules)}</Text> : null}
      {list.map((module, index) => (
        <Card key={module.id} withBorder padding="md" data-testid="module-card">
          <Stack gap="sm">
            <Group justify="space-between" align="center" gap="sm">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Move name={module.name} index={index} count={list.length} disabled={busy}
                  onMove={(by) => void run(() => reorderModules.mutateAsync(swapped(list.map((m) => m.id), index, by)))} />
                <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>{module.name}</Title>
              </Group>
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => setDialog({ kind: 'unit', moduleId: module.id, unit: null })} aria-label={t(messages.addUnitTo, { name: module.name })} data-testid="add-unit">{t(messages.addUnit)}</Button>
                <Button size="xs" variant="default" onClick={() => setDialog({ kind: 'module', module })} aria-label={t(messages.editNamed, { name: module.name })}>{t(messages.edit)}</Button>
                <Button size="xs" variant="default" color="red" disabled={busy} onClick={() => setDialog({ kind: 'delete-module', module })} aria-label={t(messages.deleteNamed, { name: module.name })}>{t(messages.delete)}</Button>
              </Group>
            </Group>
            <DataTable
              columns={unitColumns(module)}
              rows={module.units}
              rowKey={(unit) => unit.id}
              label={t(messages.unitsOf, { name: module.name })}
              emptyText={t(messages.noUnits)}
              minWidth={860}
              spacing="sm"
            />
          </Stack>
        </Card>
      ))}
      {dialog?.kind === 'module' && (
        <Suspense fallback={null}><ModuleFormModal courseId={courseId} module={dialog.module} onClose={() => setDialog(null)} /></Suspense>
      )}
      {dialog?.kind === 'unit' && (
        <Suspense fallback={null}><UnitFormModal courseId={courseId} moduleId={dialog.moduleId} unit={dialog.unit} onClose={() => setDialog(null)} /></Suspense>
      )}
      <Modal opened={confirming !== null} onClose={() => setDialog(null)} title={t(messages.confirmTitle)} closeButtonProps={{ 'aria-label': t(messages.closeDialog) }} data-testid="delete-confirm">
        <Stack gap="md">
          <Text>
            {confirming?.kind === 'delete-module' ? t(messages.confirmDeleteModule, { name: confirming.module.name }) : null}
            {confirming?.kind === 'delete-unit' ? t(messages.confirmDeleteUnit, { name: confirming.unit.title }) : null}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDialog(null)}>{t(messages.cancel)}</Button>
            <Button color="red" onClick={confirm} data-testid="delete-confirm-button">{t(messages.delete)}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
