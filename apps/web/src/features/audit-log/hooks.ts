import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditLogApi, type AuditFilter } from './api';

export type { AuditFilter } from './api';

/** A page of the audit log: the filter and where the page starts (the previous page's `next`). */
export const useAuditEntries = (filter: AuditFilter, after: number | null, pageSize: number) =>
  useQuery({
    queryKey: ['audit-log', filter, after, pageSize],
    queryFn: () => auditLogApi.entries(filter, after, pageSize),
    placeholderData: keepPreviousData,
  });
