import './styles/common';
import './styles/table';
import type { CSSProperties, Key, ReactNode } from 'react';
import { Box, Center, Group, Loader, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import { useT } from './i18n';
import messages from './tableMessages';
import { Pagination, type PageInfo } from './Pagination';

export interface DataColumn<Row> {
  /** Stable id of the column (React key and `data-column` of its cells). */
  key: string;
  header: ReactNode;
  render: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** Keeps the cell on one line (dates, numbers, short codes). */
  nowrap?: boolean;
  /** Minimum width of the column, e.g. 120. */
  minWidth?: CSSProperties['minWidth'];
}

export interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** The first load (no rows yet) shows a loader; a reload keeps the rows, dimmed. */
  loading?: boolean;
  /** Text of an empty table; 'No data available in table' (002 §8) unless given. */
  emptyText?: ReactNode;
  /** Accessible name of the table. */
  label?: string;
  /**
   * Width under which the table scrolls sideways inside its box instead of squeezing its
   * columns (phones). Default 900.
   */
  minWidth?: number;
  /** Space left and right of each cell's content: 'xs' or 'sm' for wide tables. Default 'md'. */
  spacing?: 'xs' | 'sm' | 'md';
  /** Server pagination below the table; `onPageChange` asks for another page. */
  pagination?: PageInfo & { onPageChange: (page: number) => void };
  'data-testid'?: string;
}

/**
 * A full-width cell's content (empty text, loader) spans the visible part of a table that scrolls
 * sideways, so it stays centred in view instead of in the middle of the whole table.
 */
const VISIBLE_PART: CSSProperties = {
  position: 'sticky',
  left: 'var(--table-horizontal-spacing)',
  width: 'calc(100cqw - 2 * var(--table-horizontal-spacing))',
};

/**
 * The table of a server-paginated list: a header row, one row per item, an empty-state row,
 * a loader, horizontal scrolling on narrow screens and optional pagination below.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText,
  label,
  minWidth = 900,
  spacing = 'md',
  pagination,
  'data-testid': testId = 'data-table',
}: DataTableProps<Row>) {
  const t = useT();
  const firstLoad = loading && rows.length === 0;
  // Phones hide scrollbars until touched: say that the table goes on to the right.
  const overflows = useMediaQuery(`(max-width: ${minWidth}px)`) ?? false;
  const scrolls = overflows && rows.length > 0;
  return (
    <Box data-testid={testId}>
      {scrolls && (
        <Group gap={6} c="dimmed" mb={6} data-testid={`${testId}-scroll-hint`}>
          <IconArrowsHorizontal size={16} aria-hidden />
          <Text fz="xs">{t(messages.tableScrollHint)}</Text>
        </Group>
      )}
      <Box
        bg="white"
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        {/* When it scrolls sideways, keyboard users must reach it too (axe: scrollable-region-focusable). */}
        <Table.ScrollContainer
          minWidth={minWidth}
          type="native"
          style={{ containerType: 'inline-size' }}
          tabIndex={overflows ? 0 : undefined}
          role={overflows ? 'region' : undefined}
          aria-label={overflows ? label : undefined}
        >
          <Table
            striped
            highlightOnHover
            verticalSpacing="sm"
            horizontalSpacing={spacing}
            aria-label={label}
            aria-busy={loading || undefined}
            style={{ opacity: loading && !firstLoad ? 0.6 : 1, transition: 'opacity 150ms' }}
          >
            <Table.Thead bg="gray.0">
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th
                    key={column.key}
                    scope="col"
                    ta={column.align}
                    fz="xs"
                    fw={700}
                    c="gray.7"
                    style={{ minWidth: column.minWidth, verticalAlign: 'bottom' }}
                  >
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {firstLoad ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Center py="lg" style={VISIBLE_PART}>
                      <Loader size="sm" aria-label={t(messages.tableLoading)} />
                    </Center>
                  </Table.Td>
                </Table.Tr>
              ) : rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Text ta="center" c="dimmed" py="md" fz="sm" style={VISIBLE_PART} data-testid={`${testId}-empty`}>
                      {emptyText ?? t(messages.tableEmpty)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((row, index) => (
                  <Table.Tr key={rowKey(row, index)} data-testid={`${testId}-row`}>
                    {columns.map((column) => (
                      <Table.Td
                        key={column.key}
                        data-column={column.key}
                        ta={column.align}
                        style={{ whiteSpace: column.nowrap ? 'nowrap' : undefined, minWidth: column.minWidth }}
                      >
                        {column.render(row, index)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      {pagination && (
        <Pagination
          page={pagination.page}
          pageSize={pagination.pageSize}
          count={pagination.count}
          countExact={pagination.countExact}
          onChange={pagination.onPageChange}
          disabled={loading}
          data-testid={`${testId}-pagination`}
        />
      )}
    </Box>
  );
}
