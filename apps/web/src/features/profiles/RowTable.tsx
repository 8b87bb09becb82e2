import '../../ui/styles/table';
import type { ReactNode } from 'react';
import { Box, Table } from '@mantine/core';
import type { RowKind } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { useProfileContext } from './context';
import messages from './messages';
import { ROW_COLUMNS, shownDate, type Cell, type RowValues } from './rows';

/** A table's width under which it scrolls sideways in its box (phones, 360 px). */
const MIN_WIDTH: Record<RowKind, number> = { pg: 640, work: 900, teaching: 1000, achievement: 640 };

/** The text of a cell: '-' when unset (002 §2.8), dates as DD/MM/YYYY, an open period ending 'Present'. */
export function useCellText() {
  const t = useT();
  return (cell: Cell): string => {
    if ('text' in cell) return cell.text || '-';
    if ('date' in cell) return cell.date ? shownDate(cell.date) : cell.current ? t(messages.present) : '-';
    if (!cell.from) return '-';
    return t(messages.timePeriodValue, { from: shownDate(cell.from), to: cell.to ? shownDate(cell.to) : t(messages.present) });
  };
}

export interface RowTableProps {
  kind: RowKind;
  rows: readonly RowValues[];
  label: string;
  testId: string;
  /** The editor's buttons of a row; absent on the read-only cards. */
  actions?: (row: RowValues, index: number) => ReactNode;
}

/**
 * The rows of a profile list as a table (PG degrees, work, hardship, teaching, publications). It
 * scrolls sideways inside its box when the page is narrower than its columns (002 §9: 360 px), and
 * that box is a named, focusable region so keyboard users can scroll it too.
 */
export function RowTable({ kind, rows, label, testId, actions }: RowTableProps) {
  const t = useT();
  const { options } = useProfileContext();
  const cellText = useCellText();
  const columns = ROW_COLUMNS[kind];
  return (
    <Box style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }} bg="white" data-testid={testId}>
      <Table.ScrollContainer minWidth={MIN_WIDTH[kind] + (actions ? 180 : 0)} type="native" tabIndex={0} role="region" aria-label={label}>
        <Table striped verticalSpacing="sm" horizontalSpacing="sm" aria-label={label}>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} scope="col" fz="xs" fw={700} c="gray.7" style={{ minWidth: column.minWidth, verticalAlign: 'bottom' }}>
                  {t(column.header)}
                </Table.Th>
              ))}
              {actions && (
                <Table.Th scope="col" fz="xs" fw={700} c="gray.7" style={{ verticalAlign: 'bottom' }}>
                  {t(messages.actions)}
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={index}>
                {columns.map((column) => (
                  <Table.Td
                    key={column.key}
                    data-column={column.key}
                    // Long words (links) may break, short ones stay whole: the table scrolls instead.
                    style={{ minWidth: column.minWidth, whiteSpace: column.nowrap ? 'nowrap' : 'pre-line', overflowWrap: 'break-word' }}
                  >
                    {cellText(column.cell(row, options))}
                  </Table.Td>
                ))}
                {actions && <Table.Td style={{ whiteSpace: 'nowrap' }}>{actions(row, index)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}
