import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REPORT_TIMING, type ReportFormat, type ReportKind } from '@fetp/contract';
import { reportsApi, type ReportFilterValue } from './api';

export const reportKeys = {
  all: ['reports'] as const,
  table: (kind: ReportKind, filter: ReportFilterValue, page: number) =>
    [...reportKeys.all, kind, 'table', filter.start_date ?? '', filter.end_date ?? '', page] as const,
  files: (kind: ReportKind) => [...reportKeys.all, kind, 'files'] as const,
};

export const reportTableQuery = (kind: ReportKind, filter: ReportFilterValue, page: number) =>
  queryOptions({ queryKey: reportKeys.table(kind, filter, page), queryFn: () => reportsApi.table(kind, filter, page) });

export const reportFilesQuery = (kind: ReportKind) =>
  queryOptions({ queryKey: reportKeys.files(kind), queryFn: () => reportsApi.files(kind) });

/** One page of a report; the previous page stays on screen while the next one loads. */
export function useReportTable(kind: ReportKind, filter: ReportFilterValue, page: number) {
  return useQuery({ ...reportTableQuery(kind, filter, page), placeholderData: keepPreviousData });
}

/** The caller's generated files, refreshed every 30 s (002 §4, §9). */
export function useReportFiles(kind: ReportKind) {
  return useQuery({ ...reportFilesQuery(kind), refetchInterval: REPORT_TIMING.fileListPollMs });
}

/** Download: starts a generation; the list shows the new file at once. Failures are only logged (002 §8). */
export function useStartReport(kind: ReportKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ filter, format }: { filter: ReportFilterValue; format: ReportFormat }) => reportsApi.download(kind, filter, format),
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.files(kind) }),
    onError: (error) => console.error('The report generation could not be started.', error),
  });
}
