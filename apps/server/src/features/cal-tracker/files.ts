import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAL_FILE_API as API, CAL_FILE_LIMITS, CAL_FILE_MESSAGES } from '@fetp/contract';
import type { Services } from '../../services';
import { sendStoredFile } from '../../files/download';
import { streamedUpload } from '../../files/upload';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { FILE_FIELD, fileToDownload, MILESTONE_FILES_FOLDER, milestoneVersions, uploadMilestoneFile } from './file-service';

const tags = ['cal-tracker'];

/**
 * Milestone files (001 §5 "Milestone file upload", §7): the mentee uploads versions; the mentee,
 * their mentors and their course's coordinators list and download them. The rules are in file-service.ts.
 */
export const calFileRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  const uploads = streamedUpload({
    files: services.files, folder: MILESTONE_FILES_FOLDER, field: FILE_FIELD, maxBytes: CAL_FILE_LIMITS.maxBytes, tooLarge: CAL_FILE_MESSAGES.tooLarge,
    limits: { fields: 4, fieldSize: 4096, parts: 5 },
  });
  const upload = fromEndpoint(API.upload, { tags, summary: 'The mentee uploads a new version of a milestone’s file (multipart: milestone_file, milestone_id)' });
  app.post(API.upload.path, {
    config: { ...upload.config, ...uploads.config },
    onRequest: uploads.onRequest,
    onError: uploads.onError,
    schema: { ...upload.schema, consumes: ['multipart/form-data'] },
  }, async (request) => uploadMilestoneFile(services, requireUser(request).id, request.body as Record<string, unknown>, () => uploads.kept(request)));

  app.get(API.versions.path, fromEndpoint(API.versions, { tags, summary: 'Every version of a milestone’s file, with the names for the page’s heading' }), async (request) =>
    milestoneVersions(services, requireUser(request).id, request.params.id));

  app.get(API.download.path, fromEndpoint(API.download, { tags, summary: 'A version’s file (a signed link from the versions or milestones call)' }),
    async (request, reply) => sendStoredFile(reply, services.files, await fileToDownload(services, request.params.id, request.query)));
};
