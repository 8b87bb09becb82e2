import { REPORT_CALLS, REPORT_PAGE_SIZE, type ReportFormat, type ReportKind, type ReportTableAnswer } from '@fetp/contract';
import { call } from '../../app/http';

/** A Report Filter as sent: both dates (YYYY-MM-DD) or neither. */
export interface ReportFilterValue {
  start_date?: string;
  end_date?: string;
}

/**
 * The report calls (002 §7 "Reports"): each report's table, generation and file list, by the
 * contract's descriptors (the Field Assignment Report's are POSTs with a JSON body). Failures are
 * only logged (002 §8).
 */
export const reportsApi = {
  table: (kind: ReportKind, filter: ReportFilterValue, page: number, pageSize = REPORT_PAGE_SIZE): Promise<ReportTableAnswer> => {
    const endpoint = REPORT_CALLS[kind].table;
    const params = { ...filter, page, page_size: pageSize };
    return (endpoint.method === 'POST'
      ? call(REPORT_CALLS.project_data.table, { body: params, as: 'json', toast: false })
      : call(endpoint as typeof REPORT_CALLS.cohort_data.table, { query: params, toast: false })) as Promise<ReportTableAnswer>;
  },
  download: (kind: ReportKind, filter: ReportFilterValue, format: ReportFormat) => {
    const endpoint = REPORT_CALLS[kind].download;
    const params = { ...filter, format };
    return endpoint.method === 'POST'
      ? call(REPORT_CALLS.project_data.download, { body: params, as: 'json', toast: false })
      : call(endpoint as typeof REPORT_CALLS.cohort_data.download, { query: params, toast: false });
  },
  files: (kind: ReportKind) => call(REPORT_CALLS[kind].files, { toast: false }),
};
