import '../../ui/styles/common';
import '../../ui/styles/accordion';
import { Accordion, Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ModuleItem, UnitRow } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { listDate, listDateTime, listTime } from '../../ui/dates';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import uiMessages from '../../ui/tableMessages';
import type { ModulesScope } from './api';
import { useOpenUnit, useUnitStatus } from './hooks';
import messages from './messages';

export interface ModuleListProps {
  /** Whose modules (the officer and the course), for the unit calls. */
  scope: ModulesScope;
  modules: readonly ModuleItem[];
}



/** The tick beside a module's name: green when every unit is done (check_tick), red otherwise (001 §2.3). */
function ModuleTick({ done }: { done: boolean }) {
  const t = useT();
  return (
    <IconCircleCheck
      size={22}
      stroke={2}
      role="img"
      aria-label={t(done ? messages.allDone : messages.unitsPending)}
      color={done ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-red-7)'}
      data-testid="module-tick"
      data-done={done}
      style={{ flexShrink: 0 }}
    />
  );
}

/** Who marked a done unit, and when, in a small dimmed line. */
function DoneLine({ unit }: { unit: UnitRow }) {
  const t = useT();
  if (!unit.status_check || (!unit.done_by && !unit.done_at)) return null;
  const text = unit.done_by && unit.done_at
    ? t(messages.doneByOn, { name: unit.done_by, date: listDateTime(unit.done_at) })
    : unit.done_by
      ? t(messages.doneBy, { name: unit.done_by })
      : t(messages.doneOn, { date: listDateTime(unit.done_at!) });
  return (
    <Text fz="xs" c="dimmed" data-testid="unit-done-by">
      {text}
    </Text>
  );
}

/** The first module with a unit still pending is open at first (else the first module). */
function firstOpen(modules: readonly ModuleItem[]): string[] {
  const module = modules.find((item) => !item.check_tick) ?? modules[0];
  return module ? [String(module.id)] : [];
}

/**
 * The mentee module list (001 §2.3): an accordion per module with its name and a tick (red while
 * a unit is pending, green when all are done), and a table of its units: Date, Time, Units (a link
 * that opens the unit in a new tab and records that the officer opened it), Facilitator and
 * Status (Pending or done, with Mark as done / Mark as pending when the caller may).
 */
export function ModuleList({ scope, modules }: ModuleListProps) {
  const t = useT();
  const open = useOpenUnit(scope);
  const status = useUnitStatus(scope);
  const changing = status.isPending ? (status.variables?.unit ?? null) : null;
  const record = (row: UnitRow) => {
    if (!row.opened) open.mutate(row.id);
  };

  if (modules.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="md" fz="sm" data-testid="modules-empty">
        {t(uiMessages.tableEmpty)}
      </Text>
    );
  }

  const sessionTime = (row: UnitRow) => {
    if (!row.starts_at) return row.duration_str;
    const minutes = row.duration_minutes ?? 0;
    const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
    const duration = t(messages.duration, { hours, minutes: rest, both: hours && rest ? 'yes' : 'no' });
    return minutes ? t(messages.sessionTime, { time: listTime(row.starts_at), duration }) : listTime(row.starts_at);
  };

  const columns: DataColumn<UnitRow>[] = [
    // A session's day and time in the reader's time zone and language; a reading has neither ('-').
    { key: 'date', header: t(messages.colDate), nowrap: true, render: (row) => (row.starts_at ? listDate(row.starts_at) : row.date) },
    { key: 'time', header: t(messages.colTime), nowrap: true, render: (row) => sessionTime(row) },
    {
      key: 'unit',
      header: t(messages.colUnits),
      minWidth: 180,
      render: (row) =>
        row.unit_url ? (
          <Anchor
            href={row.unit_url}
            target="_blank"
            rel="noopener noreferrer"
            fz="sm"
            fw={600}
            aria-label={t(messages.unitLink, { unit: row.unit })}
            style={{ overflowWrap: 'anywhere' }}
            // Recorded once the officer has opened it (a click, or a middle click opening a tab); what was opened before is not sent again.
            onClick={() => record(row)}
            onAuxClick={(event) => {
              if (event.button === 1) record(row);
            }}
            dir="auto"
            data-testid="unit-link"
          >
            {row.unit}
          </Anchor>
        ) : (
          <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {row.unit}
          </Text>
        ),
    },
    { key: 'facilitator', header: t(messages.colFacilitator), minWidth: 140, render: (row) => row.facilitator },
    {
      key: 'status',
      header: t(messages.colStatus),
      minWidth: 160,
      render: (row) => (
        <Stack gap={4} align="flex-start">
          <Group gap={6} wrap="nowrap">
            {/* The colour is a mark beside the word: coloured text on a striped row would be too faint to read. */}
            <Box w={8} h={8} style={{ borderRadius: '50%', flex: 'none' }} bg={row.status_check ? 'green.7' : 'red.7'} aria-hidden />
            <Text fz="sm" fw={600} data-testid="unit-status">
              {t(row.status_check ? messages.statusDone : messages.statusPending)}
            </Text>
          </Group>
          {row.can_mark_done && (
            <Button
              size="compact-xs"
              // Filled, not light: a light button's see-through tint over a striped row fell below 4.5:1 (axe, color-contrast).
              variant="filled"
              loading={changing === row.id}
              disabled={changing !== null && changing !== row.id}
              aria-label={t(messages.markDoneLabel, { unit: row.unit })}
              onClick={() => status.mutate({ unit: row.id, done: true })}
            >
              {t(messages.markDone)}
            </Button>
          )}
          {row.can_mark_pending && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              loading={changing === row.id}
              disabled={changing !== null && changing !== row.id}
              aria-label={t(messages.markPendingLabel, { unit: row.unit })}
              onClick={() => status.mutate({ unit: row.id, done: false })}
            >
              {t(messages.markPending)}
            </Button>
          )}
          <DoneLine unit={row} />
        </Stack>
      ),
    },
  ];

  return (
    <Accordion multiple variant="separated" radius="md" defaultValue={firstOpen(modules)} data-testid="module-list">
      {modules.map((module) => (
        <Accordion.Item key={module.id} value={String(module.id)} data-testid="module-item">
          <Accordion.Control>
            <Group gap="sm" wrap="nowrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="module-name">
                <span dir="auto">{module.module_name}</span>
              </Text>
              <ModuleTick done={module.check_tick} />
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <DataTable
              columns={columns}
              rows={module.unit_data}
              rowKey={(row) => row.id}
              label={t(messages.unitsLabel, { module: module.module_name })}
              minWidth={760}
              spacing="sm"
              data-testid="units-table"
            />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
