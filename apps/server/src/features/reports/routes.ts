import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REPORT_CALLS, REPORT_KINDS, REPORT_MESSAGES, REPORT_TITLES, REPORTS_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { readsReports } from '../../db/scopes';
import { sendStoredFile } from '../../files/download';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { forbidden, notFound } from '../../plugins/errors';
import { generateReportJob } from './jobs';
import { CONTENT_TYPES, filePath, fileList, ownDoneFile, reportTable, startGeneration, stillMayOpen, type GeneratedFormat } from './service';

/**
 * The reports (002 §2.9, §7 "Reports"): for each report its table, the call that starts a file's
 * generation and the list of the caller's files; and the files themselves through signed links.
 */
export const reportRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  for (const kind of REPORT_KINDS) {
    const calls = REPORT_CALLS[kind];
    const title = REPORT_TITLES[kind];

    const tableHandler = async (filter: { start_date?: string; end_date?: string; page: number; page_size: number }, userId: number) =>
      reportTable(services, kind, { userId, start: filter.start_date || undefined, end: filter.end_date || undefined }, filter.page, filter.page_size);
    const downloadHandler = async (filter: { start_date?: string; end_date?: string; format: 'csv' | 'xlsx' }, userId: number) => {
      const fileId = await startGeneration(services, kind, { userId, start: filter.start_date || undefined, end: filter.end_date || undefined }, filter.format,
        (tx, id) => services.jobs.enqueue(generateReportJob, { fileId: id }, { db: tx }));
      return { message: REPORT_MESSAGES.generationStarted, data: { file_id: fileId } };
    };

    if (calls.table.method === 'POST') {
      app.post(calls.table.path, fromEndpoint(API.projectDataTable, { tags, summary: `${title}: a page of rows, filtered by start_date and end_date` }),
        async (request) => tableHandler(request.body, requireUser(request).id));
      app.post(calls.download.path, fromEndpoint(API.projectDataDownload, { tags, summary: `${title}: starts generating a file (format csv, the default, or xlsx)` }),
        async (request) => downloadHandler(request.body, requireUser(request).id));
    } else {
      app.get(calls.table.path, fromEndpoint(calls.table as typeof API.abstractDataTable, { tags, summary: `${title}: a page of rows, filtered by start_date and end_date` }),
        async (request) => tableHandler(request.query, requireUser(request).id));
      app.get(calls.download.path, fromEndpoint(calls.download as typeof API.abstractDataDownload, { tags, summary: `${title}: starts generating a file (format csv, the default, or xlsx)` }),
        async (request) => downloadHandler(request.query, requireUser(request).id));
    }
    app.get(calls.files.path, fromEndpoint(calls.files, { tags, summary: `${title}: the caller's generated files, newest first ([name, url] pairs, and each file's state)` }),
      async (request) => fileList(services, requireUser(request).id, kind));
  }

  app.get(API.file.path, fromEndpoint(API.file, { tags, summary: 'A generated report file or cohort portfolio ZIP (a signed link from a file list)' }),
    async (request, reply) => {
      const { id } = request.params;
      const userId = await services.links.verify(services.db, filePath(id), request.query);
      if (userId === null) throw forbidden(REPORT_MESSAGES.linkExpired);
      if (!(await readsReports(services.db, userId))) throw forbidden();
      const file = await ownDoneFile(services.db, userId, id);
      if (!file) throw notFound();
      if (!(await stillMayOpen(services.db, userId, file))) throw forbidden();
      if (file.status !== 'done' || !file.storageKey) throw notFound(REPORT_MESSAGES.fileNotReady);
      return sendStoredFile(reply, services.files, {
        key: file.storageKey, type: CONTENT_TYPES[file.format as GeneratedFormat], size: file.size ?? 0, name: file.name,
      });
    });
};
