import { IconChevronLeft, IconChevronRight, IconDots } from '@tabler/icons-react';
import { useT } from '../i18n';
import { pagerState, type PageInfo } from '../pageInfo';
import messages from '../tableMessages';
import classes from './light.module.css';

/**
 * The page numbers shown: the first and last (`boundaries`), the current one with `siblings` on
 * each side, and 'dots' for a gap (Mantine's usePagination).
 */
export function pageRange(total: number, current: number, siblings = 1, boundaries = 1): (number | 'dots')[] {
  const shown = siblings * 2 + 3 + boundaries * 2;
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (shown >= total) return range(1, total);
  const left = Math.max(current - siblings, boundaries);
  const right = Math.min(current + siblings, total - boundaries);
  const leftDots = left > boundaries + 2;
  const rightDots = right < total - (boundaries + 1);
  if (!leftDots && rightDots) {
    return [...range(1, siblings * 2 + boundaries + 2), 'dots', ...range(total - (boundaries - 1), total)];
  }
  if (leftDots && !rightDots) {
    const count = boundaries + 1 + 2 * siblings;
    return [...range(1, boundaries), 'dots', ...range(total - count, total)];
  }
  return [...range(1, boundaries), 'dots', ...range(left, right), 'dots', ...range(total - boundaries + 1, total)];
}

/**
 * Pages of a server-paginated list in plain markup (the home page's DISCOVER NEW; the form kit's
 * Pagination is Mantine's): the summary, previous, the numbers, next. Nothing when one page holds all.
 */
export function Pagination({
  page,
  pageSize,
  count,
  onChange,
  disabled,
  'data-testid': testId,
}: PageInfo & { onChange: (page: number) => void; disabled?: boolean; 'data-testid'?: string }) {
  const t = useT();
  const { total, current, from, to } = pagerState({ page, pageSize, count });
  if (total <= 1) return null;
  const control = 'mantine-focus-auto mantine-active ' + classes.pageControl;
  return (
    <div className={classes.pagination} data-testid={testId}>
      <p className={classes.dimmed} style={{ margin: 0, fontSize: 'var(--mantine-font-size-sm)' }} aria-live="polite">
        {t(messages.paginationSummary, { from, to, count })}
      </p>
      <nav aria-label={t(messages.paginationLabel)}>
        <ul className={classes.pages}>
          <li>
            <button type="button" className={control} disabled={disabled || current === 1} onClick={() => onChange(current - 1)} aria-label={t(messages.paginationPrevious)}>
              <IconChevronLeft size={16} aria-hidden />
            </button>
          </li>
          {pageRange(total, current).map((n, i) =>
            n === 'dots' ? (
              <li key={`dots-${i}`} className={classes.dots} aria-hidden>
                <IconDots size={16} />
              </li>
            ) : (
              <li key={n}>
                <button
                  type="button"
                  className={control}
                  disabled={disabled}
                  aria-current={n === current ? 'page' : undefined}
                  aria-label={t(messages.paginationPage, { page: n })}
                  onClick={() => onChange(n)}
                >
                  {n}
                </button>
              </li>
            ),
          )}
          <li>
            <button type="button" className={control} disabled={disabled || current === total} onClick={() => onChange(current + 1)} aria-label={t(messages.paginationNext)}>
              <IconChevronRight size={16} aria-hidden />
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
