import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { LIMITS } from '@fetp/contract';
import type { Config } from './config';
import type { Db, Listen } from './db/client';
import type { Mailer } from './mail/mailer';
import { createServices } from './services';
import { featureJobKinds, featureRoutes } from './features';
import { registerAuth } from './plugins/auth';
import { registerCsrf } from './plugins/csrf';
import { clientErrorHandler, frameworkErrors, loggableError, registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerCourseKeys } from './plugins/course-keys';
import { loggerOptions, proxyTrust } from './plugins/logging';
import { registerWeb } from './plugins/web';
import { collectUpload, feedMultipartInSlices, registerUploadGuard } from './files/upload';
import { ORPHAN_AGE_MS } from './files/orphan-sweep';
import { coreJobKinds, registerJobQueue } from './jobs';

export type App = FastifyInstance;

export interface BuildAppOptions {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** LISTEN on the database (Database.listen): the live channel's feed. */
  listen: Listen;
  logger?: boolean | object;
  /** Sees every route as declared, schemas included (tests compare them with the OpenAPI document). */
  onRoute?: (route: RouteOptions) => void;
}

/** Assembles the server: cross-cutting plugins, every feature's routes and jobs, and the web app. */
export async function buildApp(opts: BuildAppOptions): Promise<App> {
  const { config, db, mailer } = opts;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    // Fastify's own refusals (bad URL, over-long path parameter, unparseable request) in the app's error format.
    frameworkErrors,
    clientErrorHandler,
    trustProxy: proxyTrust(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);

  const services = await createServices({ config, db, mailer, listen: opts.listen });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // API answers and the SPA's index are compressed as sent; gzip keeps the CPU cost small, and
  // the web app's own files come precompressed (brotli) from the build.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip'] });
  await app.register(cookie);
  await app.register(formbody);
  feedMultipartInSlices();
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: collectUpload,
    throwFileSizeLimit: false,
    // No files unless a route's own multipartOptions allow them (the routes that take uploads).
    limits: { fileSize: LIMITS.maxUploadBytes, files: 0, fields: 100, fieldSize: 100 * 1024 },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'FETP learning portal API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await services.live.start();
  app.addHook('onClose', () => services.live.close());

  registerAuth(app, db);
  registerCsrf(app, services.csrf);
  registerUploadGuard(app);
  registerInputGuard(app);
  registerCourseKeys(app, db);

  for (const feature of featureRoutes) {
    if (!feature.when || feature.when(services)) await app.register(feature.routes, { services });
  }

  await registerWeb(app, config.webDist);
  // A start-up step of each process, not a job: before it serves, pending files an hour old (a
  // stopped process's uploads that never committed; younger ones may be another process's upload
  // in progress) are removed. A failure is logged, not fatal: the applicant's sweep clears them too.
  app.addHook('onReady', async () => {
    try {
      const removed = await services.files.clearPending(new Date(Date.now() - ORPHAN_AGE_MS));
      if (removed) app.log.info({ count: removed }, 'removed pending files of uploads that never committed');
    } catch (error) {
      app.log.warn({ err: loggableError(error) }, 'removing pending files of uploads that never committed: failed');
    }
  });
  // Every job kind, in one call: periodic housekeeping (sweeps, pruning) runs from the queue too,
  // once across processes (docs/architecture.md "Jobs").
  registerJobQueue(app, services, [...coreJobKinds, ...featureJobKinds]);
  return app;
}
