import { AUDIT_LOG_API as API } from '@fetp/contract';
import { call } from '../../app/http';

/** The audit log's filter as the page holds it (empty texts: no filter). */
export interface AuditFilter {
  action: string;
  entity: string;
  startDate: string;
  endDate: string;
}

/** A page of the audit log: the filter and where the page starts (`after`: the previous page's `next`). */
export const auditLogApi = {
  entries: (filter: AuditFilter, after: number | null, pageSize: number) => call(API.entries, {
    query: {
      action: filter.action || undefined, entity: filter.entity || undefined,
      start_date: filter.startDate || undefined, end_date: filter.endDate || undefined,
      after: after ?? undefined, page_size: pageSize,
    },
  }),
};
