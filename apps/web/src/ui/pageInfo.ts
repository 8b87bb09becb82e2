/** Page arithmetic of server-paginated lists, apart from ui/Pagination.tsx (Mantine's) so the light kit's pagination shares it without Mantine. */

/** What a server-paginated list answers besides its rows: `{ count, page, page_size }`. */
export interface PageInfo {
  /** 1-based page number. */
  page: number;
  pageSize: number;
  /** Rows in the whole list (all pages). */
  count: number;
  /** False when the server counted only so far (a very long list): there are more than `count` rows. */
  countExact?: boolean;
}

/** Number of pages of a list of `count` rows, at least 1. */
export function pageCount(count: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(count / pageSize));
}

/** A page number taken from the address bar (`?page=`): a positive integer, else 1. */
export function parsePage(raw: string | null | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Where a list's pager stands: its pages, the current one (kept within them) and the rows it shows (1-based, inclusive). */
export function pagerState({ page, pageSize, count }: Pick<PageInfo, 'page' | 'pageSize' | 'count'>) {
  const total = pageCount(count, pageSize);
  const current = Math.min(Math.max(1, page), total);
  return { total, current, from: (current - 1) * pageSize + 1, to: Math.min(count, current * pageSize) };
}
