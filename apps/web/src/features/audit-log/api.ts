import { AUDIT_LOG_API as API } from '@fetp/contract';
import { downloadLink } from '../../app/download';
import { call } from '../../app/http';

/** The audit log's filter as the page holds it (empty texts: no filter). */
export interface AuditFilter {
  action: string;
  entity: string;
  startDate: string;
  endDate: string;
}

/** The name of the saved CSV. */
export const AUDIT_CSV_FILENAME = 'audit-log.csv';

const filterQuery = (filter: AuditFilter) => ({
  action: filter.action || undefined, entity: filter.entity || undefined,
  start_date: filter.startDate || undefined, end_date: filter.endDate || undefined,
});

/** The audit log's calls: a page (the filter and where it starts, `after`: the previous page's `next`), and its CSV. */
export const auditLogApi = {
  entries: (filter: AuditFilter, after: number | null, pageSize: number) =>
    call(API.entries, { query: { ...filterQuery(filter), after: after ?? undefined, page_size: pageSize } }),
  /** Asks for the CSV link of the filter, then fetches the file itself (a signed link) and saves it. */
  async downloadCsv(filter: AuditFilter): Promise<void> {
    const answer = await call(API.exportLink, { query: filterQuery(filter) });
    await downloadLink(answer.csv_url, AUDIT_CSV_FILENAME);
  },
};
