import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { finished } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { PEOPLE_IMPORT_API as API, PEOPLE_IMPORT_FILE_FIELD, PEOPLE_IMPORT_LIMITS as L, PEOPLE_IMPORT_MESSAGES as M } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { fieldError } from '../../plugins/errors';
import { readCsv, type CsvRead } from './csv';
import { importPeople } from './service';

const tags = ['people import'];

/** Room for the multipart framing and the dry-run field around the file. */
const FRAMING_BYTES = 64 * 1024;

/** People imported from a CSV file (issue 32), administrators only: the file streams into the parser. */
export const peopleImportRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const reads = new WeakMap<FastifyRequest, CsvRead>();

  const route = fromEndpoint(API.importPeople, { tags, summary: 'Import people from a CSV file: a dry run lists every row’s problems and what it would do; a real run writes all or nothing (administrators)' });
  app.post(API.importPeople.path, {
    ...route,
    config: {
      ...route.config,
      multipartOptions: { limits: { fileSize: L.maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 6 } },
      onUploadPart: async (part: MultipartFile, request: FastifyRequest) => {
        if (part.fieldname !== PEOPLE_IMPORT_FILE_FIELD || reads.has(request)) {
          part.file.resume();
          await finished(part.file);
          return undefined;
        }
        reads.set(request, await readCsv(part.file, L.maxRows + 1, () => part.file.truncated));
        return undefined;
      },
    },
    onRequest: async (request) => {
      if (Number(request.headers['content-length']) > L.maxBytes + FRAMING_BYTES) throw fieldError(PEOPLE_IMPORT_FILE_FIELD, M.fileTooLarge);
    },
    schema: { ...route.schema, consumes: ['multipart/form-data'] },
  }, async (request) => importPeople(services, requireUser(request).id, reads.get(request), request.body.dry_run === 'true'));
};
