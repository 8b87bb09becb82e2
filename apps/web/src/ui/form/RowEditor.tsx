import '../styles/common';
import '../styles/content';
import { useState, type ReactNode } from 'react';
import { Button, Fieldset, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldError, useT } from '../i18n';
import { ErrorAlert } from '../ErrorAlert';
import messages from './messages';

/** What a row editor's check of the entry gives: the row to keep, or the message to show. */
export type RowCheck<Row> = { row: Row } | { problem: string };

export interface RowEditorProps<Row, Entry> {
  legend: string;
  text: string;
  testId: string;
  rows: readonly Row[];
  onRowsChange: (rows: Row[]) => void;
  /** A message on the whole list, and the messages on each row's fields (from the server or the step check). */
  listError?: string;
  rowErrors: (index: number) => string[];
  /** The entry fields' empty values. */
  empty: Entry;
  /** Checks a filled entry; `replacing` is the row being edited, if any. */
  check: (entry: Entry, replacing: Row | undefined) => RowCheck<Row>;
  /** The entry fields, drawn from the current entry; `change` patches it. */
  fields: (entry: Entry, change: (patch: Partial<Entry>) => void) => ReactNode;
  columns: number;
  rowKey: (row: Row, index: number) => string;
  title: (row: Row) => string;
  detail: (row: Row) => string;
  /** Given when rows may be edited: the entry a row loads back into the fields. */
  toEntry?: (row: Row) => Entry;
  max: number;
  labels: {
    add: string;
    /** The add button's text while a row is edited. */
    update?: string;
    deleteRow: (row: Row) => string;
    editRow?: (row: Row) => string;
  };
}

/**
 * A list of rows kept inside a form (other degrees, past posts): the added rows, one bordered
 * line each with their actions, then entry fields and an add (or update) button. A row is added
 * only when `check` accepts the entry; otherwise its message shows in an alert.
 */
export function RowEditor<Row, Entry>(props: RowEditorProps<Row, Entry>) {
  const { rows, onRowsChange, empty, check, toEntry, labels } = props;
  const t = useT();
  const fieldError = useFieldError();
  const [entry, setEntry] = useState<Entry>(empty);
  const [editing, setEditing] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const change = (patch: Partial<Entry>) => setEntry((current) => ({ ...current, ...patch }));
  const clear = () => {
    setEntry(empty);
    setEditing(null);
    setProblem(null);
  };

  const save = () => {
    const checked = check(entry, editing === null ? undefined : rows[editing]);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    onRowsChange(editing === null ? [...rows, checked.row] : rows.map((row, i) => (i === editing ? checked.row : row)));
    clear();
  };

  const edit = (index: number) => {
    setEntry(toEntry!(rows[index]!));
    setEditing(index);
    setProblem(null);
  };

  const remove = (index: number) => {
    onRowsChange(rows.filter((_, i) => i !== index));
    if (editing === index) clear();
    else if (editing !== null && editing > index) setEditing(editing - 1);
  };

  return (
    <Fieldset legend={props.legend} radius="md" data-testid={props.testId}>
      <Text c="dimmed" fz="sm" mb="sm">
        {props.text}
      </Text>
      {rows.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid={`${props.testId}-rows`}>
          {rows.map((row, index) => (
            <Paper key={props.rowKey(row, index)} component="li" withBorder radius="md" px="md" py="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div style={{ minWidth: 0, flex: '1 1 200px' }}>
                  <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {props.title(row)}
                  </Text>
                  <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {props.detail(row)}
                  </Text>
                  {props.rowErrors(index).map((message) => (
                    <Text key={message} c="red" fz="sm">
                      {message}
                    </Text>
                  ))}
                </div>
                <Group gap={6} wrap="nowrap">
                  {toEntry && labels.editRow && (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconPencil size={16} aria-hidden />}
                      aria-label={labels.editRow(row)}
                      onClick={() => edit(index)}
                      disabled={editing === index}
                    >
                      {t(messages.edit)}
                    </Button>
                  )}
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    aria-label={labels.deleteRow(row)}
                    onClick={() => remove(index)}
                  >
                    {t(messages.delete)}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {props.listError && (
        <Text c="red" fz="sm" mt="xs">
          {fieldError(props.listError)}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: props.columns }} spacing="md" verticalSpacing="sm" mt={rows.length ? 'md' : 0}>
        {props.fields(entry, change)}
      </SimpleGrid>
      {problem && (
        <ErrorAlert mt="md" onClose={() => setProblem(null)} closeLabel={t(messages.dismiss)}>
          {fieldError(problem)}
        </ErrorAlert>
      )}
      <Group mt="md" gap="sm">
        <Button
          variant="light"
          leftSection={editing === null ? <IconPlus size={16} aria-hidden /> : <IconDeviceFloppy size={16} aria-hidden />}
          onClick={save}
          disabled={editing === null && rows.length >= props.max}
        >
          {editing === null ? labels.add : (labels.update ?? labels.add)}
        </Button>
        {editing !== null && (
          <Button variant="default" onClick={clear}>
            {t(messages.cancel)}
          </Button>
        )}
      </Group>
    </Fieldset>
  );
}
