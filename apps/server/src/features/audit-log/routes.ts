import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUDIT_LOG_API as API, AUDIT_LOG_MESSAGES, auditExportQuery } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint, sendSerialised } from '../../plugins/endpoints';
import { badRequest, forbidden } from '../../plugins/errors';
import { auditLogCsv, auditLogPageJson, exportLinkParams } from './service';

/** The audit log (issue 32): read, filtered and exported as CSV by administrators, and by coordinators for their courses. */
export const auditLogRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['audit log'];
  app.get(API.entries.path, fromEndpoint(API.entries, {
    tags, summary: 'The audit log, newest first, filtered; `after` continues from the previous page (its `next`)',
  }), async (request, reply) => {
    // Already checked against the answer's schema and serialised when the page was read (service.ts).
    return sendSerialised(reply, await auditLogPageJson(services, requireUser(request), request.query));
  });

  app.get(API.exportLink.path, fromEndpoint(API.exportLink, { tags, summary: 'A short-lived link to the CSV of the filtered log' }),
    async (request) => ({ csv_url: services.links.sign(API.csv.path, requireUser(request).id, exportLinkParams(request.query)) }));

  app.get(API.csv.path, fromEndpoint(API.csv, { tags, summary: 'The CSV of the filtered log (a signed link from /api/admin/audit/export/)' }),
    async (request, reply) => {
      const userId = await services.links.verify(services.db, API.csv.path, request.query);
      if (userId === null) throw forbidden(AUDIT_LOG_MESSAGES.exportLinkExpired);
      const { uid: _u, iat: _i, exp: _e, sig: _s, ...signed } = request.query;
      // Signed as the export link's call read it; read again the same way.
      const filter = auditExportQuery.safeParse(signed);
      if (!filter.success) throw badRequest(filter.error.issues[0]?.message ?? AUDIT_LOG_MESSAGES.exportLinkExpired);
      const csv = await auditLogCsv(services.db, userId, filter.data);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'private, no-store')
        .send(csv);
    });
};
