import '../../ui/styles/common';
import '../../ui/styles/content';
import '../../ui/styles/select';
import { useState } from 'react';
import { Anchor, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { SUB_CAL_STATUSES, type SubCalItem, type SubCalStatus, type TrackerCal } from '@fetp/contract';
import { useT } from '../../app/i18n';
import uiMessages from '../../ui/tableMessages';
import type { CalScope } from './api';
import type { StatusEditor } from './hooks';
import messages, { subCalStatusLabels } from './messages';
import { MilestoneTable, type UploadHandler } from './MilestoneTable';

/** What the lead's registration modal receives when a learner presses +Add under a CAL. */
export type AddHandler = (cal: TrackerCal) => void;

export interface SubCalListProps {
  scope: CalScope;
  cal: TrackerCal;
  learner: boolean;
  /** The tracker's can_add: the learner may register another sub-CAL. */
  canAdd: boolean;
  editor?: StatusEditor;
  /** Opens the registration form of a new sub-CAL; +Add shows only with it (learner only). */
  onAdd?: AddHandler;
  onUpload?: UploadHandler;
  /** A reviewer's read-only view of a milestone's form. */
  onViewForm?: UploadHandler;
}

/**
 * A CAL tab's content (001 §2.1): its sub-CALs, each with its status (a drop-down for a mentor or
 * coordinator when editable), +Add for the learner, and the milestone table of the selected one.
 */
export function SubCalList({ scope, cal, learner, canAdd, editor, onAdd, onUpload, onViewForm }: SubCalListProps) {
  const t = useT();
  const [selected, setSelected] = useState<number | null>(null);
  const current = cal.data.find((sub) => sub.id === selected) ?? null;
  const statusOptions = SUB_CAL_STATUSES.map((status) => ({ value: status, label: t(subCalStatusLabels[status]) }));

  const status = (sub: SubCalItem) =>
    editor && sub.is_status_editable ? (
      <Select
        aria-label={t(messages.subCalStatusLabel, { name: sub.auto_name })}
        data={statusOptions}
        value={sub.status}
        onChange={(value) => {
          if (value && value !== sub.status) editor.setSubCalStatus({ subCal: sub.id, status: value as SubCalStatus });
        }}
        allowDeselect={false}
        disabled={editor.pendingSubCal === sub.id}
        size="xs"
        w={160}
        comboboxProps={{ withinPortal: true }}
        data-testid="sub-cal-status-select"
      />
    ) : (
      <Text fz="sm" c="dimmed" data-testid="sub-cal-status">
        {t(subCalStatusLabels[sub.status])}
      </Text>
    );

  return (
    <div>
      {cal.data.length === 0 ? (
        <Text c="dimmed" fz="sm" data-testid="sub-cals-empty">
          {t(uiMessages.tableEmpty)}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t(messages.subCalsLabel, { cal: cal.cal_full_name })}>
          {cal.data.map((sub) => {
            const isSelected = sub.id === selected;
            return (
              <Paper
                component="li"
                key={sub.id}
                withBorder
                p="sm"
                bg={isSelected ? 'fetp.0' : undefined}
                style={isSelected ? { borderColor: 'var(--mantine-color-fetp-7)' } : undefined}
                data-testid="sub-cal"
              >
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Anchor
                    component="button"
                    type="button"
                    fz="sm"
                    ta="start"
                    aria-pressed={isSelected}
                    onClick={() => setSelected(sub.id)}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    <Text span fw={700} fz="sm">
                      {sub.auto_name}
                    </Text>
                    {sub.short_title ? ` ${sub.short_title}` : ''}
                  </Anchor>
                  {status(sub)}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {learner && canAdd && onAdd && (
        <Button variant="subtle" size="compact-sm" mt="sm" onClick={() => onAdd(cal)} aria-label={t(messages.addLabel, { cal: cal.cal_full_name })}>
          {t(messages.add)}
        </Button>
      )}
      {current ? (
        <MilestoneTable key={current.id} scope={scope} subCal={current} learner={learner} editor={editor} onUpload={onUpload} onViewForm={onViewForm} />
      ) : (
        cal.data.length > 0 && (
          <Text c="dimmed" fz="sm" mt="md">
            {t(messages.chooseSubCal)}
          </Text>
        )
      )}
    </div>
  );
}
