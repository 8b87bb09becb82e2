import './styles/common';
import './styles/table';
import { Group, Pagination as MantinePagination, Text } from '@mantine/core';
import { useT } from './i18n';
import messages from './tableMessages';
import { pagerState, type PageInfo } from './pageInfo';

export { pageCount, parsePage, type PageInfo } from './pageInfo';

export interface PaginationProps extends PageInfo {
  onChange: (page: number) => void;
  /** Shows "Showing 1–10 of 23" (or "of more than 1,000") next to the pages (default true). */
  withSummary?: boolean;
  disabled?: boolean;
  'data-testid'?: string;
}

/**
 * Pages of a server-paginated list: previous/next arrows and numbered pages, with a summary.
 * Renders nothing when the whole list fits on one page.
 */
export function Pagination({ page, pageSize, count, countExact = true, onChange, withSummary = true, disabled, 'data-testid': testId }: PaginationProps) {
  const t = useT();
  const { total, current, from, to } = pagerState({ page, pageSize, count });
  if (total <= 1) return null;
  const controlLabels = {
    first: messages.paginationFirst,
    previous: messages.paginationPrevious,
    next: messages.paginationNext,
    last: messages.paginationLast,
  } as const;
  return (
    <Group justify="space-between" gap="sm" mt="md" wrap="wrap" data-testid={testId}>
      {withSummary ? (
        <Text fz="sm" c="dimmed" aria-live="polite">
          {t(countExact ? messages.paginationSummary : messages.paginationSummaryMore, { from, to, count })}
        </Text>
      ) : (
        <span />
      )}
      <nav aria-label={t(messages.paginationLabel)}>
        <MantinePagination
          total={total}
          value={current}
          onChange={onChange}
          disabled={disabled}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': t(controlLabels[control]) })}
          getItemProps={(n) => ({ 'aria-label': t(messages.paginationPage, { page: n }), 'aria-current': n === current ? 'page' : undefined })}
        />
      </nav>
    </Group>
  );
}
