import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { auditLogApi, type AuditFilter } from './api';

export type { AuditFilter } from './api';

/** The audit log's query keys: one root. */
export const auditLogKeys = {
  all: ['audit-log'] as const,
  page: (filter: AuditFilter, after: number | null, pageSize: number) => [...auditLogKeys.all, filter, after, pageSize] as const,
};

const entriesQuery = (filter: AuditFilter, after: number | null, pageSize: number) =>
  queryOptions({ queryKey: auditLogKeys.page(filter, after, pageSize), queryFn: () => auditLogApi.entries(filter, after, pageSize), placeholderData: keepPreviousData });

/** A page of the audit log: the filter and where the page starts (the previous page's `next`). */
export const useAuditEntries = (filter: AuditFilter, after: number | null, pageSize: number) => useQuery(entriesQuery(filter, after, pageSize));

/** Saves the CSV of the filtered log (every matching entry the caller may read). */
export const useDownloadAuditCsv = () => useMutation({ mutationFn: (filter: AuditFilter) => auditLogApi.downloadCsv(filter) });
