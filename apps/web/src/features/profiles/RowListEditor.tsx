import '../../ui/styles/common';
import '../../ui/styles/content';
import { useState, type KeyboardEvent } from 'react';
import { FormProvider, useController, useForm, useFormContext, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { PROFILE_LIMITS, PROFILE_LISTS, ROW_SCHEMAS, type RowKind } from '@fetp/contract';
import { useFieldError, useT } from '../../app/i18n';
import { ProfileField } from './fields';
import { rowValues, type FieldSpec, type ListSpec, type ProfileValues } from './layout';
import messages from './messages';
import { EMPTY_ROW, ROW_FORM, totalDuration, type RowValues } from './rows';
import { RowTable } from './RowTable';

const CURRENT: FieldSpec = { kind: 'checkbox', name: 'workExperienceIsCurrent', label: messages.currentlyWorking };
const ACHIEVEMENT_FIELDS = ['numberOfPublications', 'publicationsLink', 'keyAchievements'] as const;

const isCurrentRow = (row: RowValues) => row.workExperienceIsCurrent === true || !row.workExperienceTimePeriodEndDate;

/** The row form's fields; a work list that allows it gets the 'currently working here' box after the start date. */
function rowFields(kind: RowKind, withCurrent: boolean): FieldSpec[] {
  const fields = ROW_FORM[kind];
  if (!withCurrent) return fields;
  const start = fields.findIndex((f) => f.kind === 'date');
  return [...fields.slice(0, start + 1), CURRENT, ...fields.slice(start + 1)];
}

/** The messages of the list itself and of its rows, from the profile form's errors (the schema or the server). */
function listMessages(error: unknown): { list?: string; rows: Array<{ index: number; message: string }> } {
  if (!error || typeof error !== 'object') return { rows: [] };
  const e = error as FieldError & Record<string, unknown>;
  const rows: Array<{ index: number; message: string }> = [];
  for (const [key, value] of Object.entries(e)) {
    if (!/^\d+$/.test(key) || !value || typeof value !== 'object') continue;
    const first = Object.values(value as Record<string, FieldError | undefined>).find((f) => f && typeof f === 'object' && typeof f.message === 'string');
    if (first?.message) rows.push({ index: Number(key), message: first.message });
  }
  return { list: e.message ?? e.root?.message, rows };
}

/**
 * A row list of the profile form (002 §4): a table of the rows (edit, delete), then a row form
 * checked with the contract's row schema. Add checks the row, appends it and empties the form;
 * Edit loads a row back (the button then reads 'Update …'); the list's own message (at least one
 * row) shows under the table. Publications' Add waits for one of its three fields; a work list
 * offers 'currently working here' (hiding the end date) while no other row is current.
 */
export function RowListEditor({ spec }: { spec: ListSpec }) {
  const t = useT();
  const fieldError = useFieldError();
  const kind = PROFILE_LISTS[spec.name];
  const { control } = useFormContext<ProfileValues>();
  const { field, fieldState } = useController<ProfileValues>({ name: spec.name, control });
  const rows = (Array.isArray(field.value) ? field.value : []) as RowValues[];
  const rowForm = useForm<RowValues>({
    resolver: zodResolver(ROW_SCHEMAS[kind] as never) as unknown as Resolver<RowValues>,
    defaultValues: EMPTY_ROW[kind],
  });
  const [editing, setEditing] = useState<number | null>(null);
  const achievement = useWatch({ control: rowForm.control, name: [...ACHIEVEMENT_FIELDS] }) as unknown[];

  const withCurrent = kind === 'work' && spec.allowCurrent === true && !rows.some((row, i) => i !== editing && isCurrentRow(row));
  const empty = kind === 'achievement' && achievement.every((value) => !String(value ?? '').trim());
  const full = editing === null && rows.length >= PROFILE_LIMITS.rowsMax;

  const clear = () => {
    rowForm.reset(EMPTY_ROW[kind]);
    setEditing(null);
  };
  const save = rowForm.handleSubmit((row) => {
    const kept: RowValues = kind === 'work' && !withCurrent ? { ...row, workExperienceIsCurrent: false } : row;
    field.onChange(editing === null ? [...rows, kept] : rows.map((r, i) => (i === editing ? kept : r)));
    clear();
  });
  const edit = (index: number) => {
    rowForm.reset({ ...EMPTY_ROW[kind], ...rowValues(kind, rows[index]) });
    setEditing(index);
  };
  const remove = (index: number) => {
    field.onChange(rows.filter((_, i) => i !== index));
    if (editing === index) clear();
    else if (editing !== null && editing > index) setEditing(editing - 1);
  };
  /** Enter in a row field adds the row instead of submitting the whole profile. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.tagName !== 'INPUT') return;
    const handled = event.defaultPrevented;
    event.preventDefault();
    if (!handled && !empty && !full) void save();
  };

  const problems = listMessages(fieldState.error);
  const label = t(spec.label);
  const total = spec.totalCaption ? totalDuration(rows) : null;

  return (
    <Stack gap="sm" data-testid={`profile-list-${spec.name}`}>
      {rows.length > 0 && (
        <RowTable
          kind={kind}
          rows={rows}
          label={label}
          testId={`profile-table-${spec.name}`}
          actions={(_, index) => (
            <Group gap={4} wrap="nowrap">
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPencil size={16} aria-hidden />}
                aria-label={t(messages.editRow, { number: index + 1 })}
                disabled={editing === index}
                onClick={() => edit(index)}
              >
                {t(messages.editShort)}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={16} aria-hidden />}
                aria-label={t(messages.deleteRow, { number: index + 1 })}
                onClick={() => remove(index)}
              >
                {t(messages.deleteShort)}
              </Button>
            </Group>
          )}
        />
      )}
      {total && (
        <Text fz="sm" data-testid="hardship-total">
          <Text span fw={600} fz="sm">
            {t(messages.hardshipTotal)}:
          </Text>{' '}
          {t(messages.duration, total)}
        </Text>
      )}
      {problems.list && (
        <Text c="red" fz="sm" data-testid={`profile-list-error-${spec.name}`}>
          {fieldError(problems.list)}
        </Text>
      )}
      {problems.rows.map(({ index, message }) => (
        <Text key={index} c="red" fz="sm">
          {t(messages.rowProblem, { number: index + 1, message: fieldError(message) ?? message })}
        </Text>
      ))}
      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'md' }}
        role="group"
        aria-label={editing === null ? t(messages.newRow) : t(messages.editingRow, { number: editing + 1 })}
        onKeyDown={onKeyDown}
      >
        <FormProvider {...rowForm}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {rowFields(kind, withCurrent).map((f) => (
              <ProfileField key={'name' in f ? f.name : f.kind} spec={f} />
            ))}
          </SimpleGrid>
        </FormProvider>
        <Group mt="md" gap="sm">
          <Button
            variant="light"
            leftSection={editing === null ? <IconPlus size={16} aria-hidden /> : <IconDeviceFloppy size={16} aria-hidden />}
            onClick={() => void save()}
            disabled={empty || full}
          >
            {t(editing === null ? spec.add : spec.update)}
          </Button>
          {editing !== null && (
            <Button variant="default" onClick={clear}>
              {t(messages.cancelEdit)}
            </Button>
          )}
        </Group>
      </Paper>
    </Stack>
  );
}
