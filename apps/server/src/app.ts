import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { LIMITS, WEB_BASE } from '@fetp/contract';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './mail/mailer';
import { registerAuth } from './plugins/auth';
import { Csrf, registerCsrf } from './plugins/csrf';
import { loggableError, registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { RateLimiter } from './plugins/rate-limit';
import { serverSecret } from './plugins/secrets';
import { EncryptionKeys } from './features/sign-in/encryption-keys';
import { healthRoutes } from './features/health/routes';
import { csrfRoutes } from './features/csrf/routes';
import { signInRoutes } from './features/sign-in/routes';
import { passwordResetRoutes } from './features/password-reset/routes';
import { registrationRoutes } from './features/registration/routes';
import { shellRoutes } from './features/shell/routes';
import { notificationRoutes } from './features/notifications/routes';
import { myCoursesRoutes } from './features/my-courses/routes';
import { devMailRoutes } from './features/dev-mail/routes';
import { optionListRoutes } from './features/option-lists/routes';
import { applicantRoutes } from './features/applicant/routes';
import { applicationTrackerRoutes } from './features/application-tracker/routes';
import { sweepOrphanFiles } from './features/applicant/orphan-files';
import { diskFileStore, type FileStore } from './files/store';
import { collectUpload } from './files/upload';
import { SignedLinks } from './plugins/signed-links';

/** Everything a feature needs, built once per process. */
export interface Services {
  config: Config;
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  csrf: Csrf;
  keys: EncryptionKeys;
  files: FileStore;
  links: SignedLinks;
}

export type App = FastifyInstance;

/** Addresses carrying a secret (password reset links, signed file links) are logged without it. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/password\/reset\/)[^/?]+/, '$1[redacted]')
    .replace(/(\/password_reset_confirm\/)[^/?]+/, '$1[redacted]')
    .replace(/([?&](?:sig|token|code)=)[^&#]*/gi, '$1[redacted]');
}

/** TRUST_PROXY as Fastify takes it: n hops become "believe the nearest n proxies". */
function proxyTrust(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export interface BuildAppOptions {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger?: boolean | object;
  /** Sees every route as declared, schemas included (tests compare them with the OpenAPI document). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(opts: BuildAppOptions): Promise<App> {
  const { config, db, mailer } = opts;
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrftoken"]'],
      serializers: {
        req: (req: { method: string; url: string; ip?: string; id?: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    trustProxy: proxyTrust(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);

  const services: Services = {
    config,
    db,
    mailer,
    limiter: new RateLimiter(db, config.rateLimit.windowSeconds),
    csrf: new Csrf(await serverSecret(db, 'csrf')),
    keys: new EncryptionKeys(db),
    files: diskFileStore(config.filesDir),
    links: new SignedLinks(await serverSecret(db, 'file-links')),
  };

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
  await app.register(cookie);
  await app.register(formbody);
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

  registerAuth(app, db);
  registerCsrf(app, services.csrf);
  registerInputGuard(app);

  await app.register(healthRoutes, { services });
  await app.register(csrfRoutes, { services });
  await app.register(signInRoutes, { services });
  await app.register(passwordResetRoutes, { services });
  await app.register(registrationRoutes, { services });
  await app.register(shellRoutes, { services });
  await app.register(notificationRoutes, { services });
  await app.register(myCoursesRoutes, { services });
  await app.register(optionListRoutes, { services });
  await app.register(applicantRoutes, { services });
  await app.register(applicationTrackerRoutes, { services });
  if (mailer.kind === 'outbox') await app.register(devMailRoutes, { services });

  await registerWeb(app, config.webDist);
  scheduleHousekeeping(app, services);
  return app;
}

/**
 * At start, pending files (writes a stopped process never committed) are cleared. While the server
 * runs: expired rate-limit windows are dropped every ten minutes, and application files no record
 * refers to are swept a minute after start and every six hours.
 */
function scheduleHousekeeping(app: FastifyInstance, services: Services) {
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, task: () => Promise<unknown>, what: string, firstAfterMs = ms) => {
    const run = () => void task().catch((error: unknown) => app.log.warn({ err: loggableError(error) }, `${what} failed`));
    const first = setTimeout(() => {
      run();
      const repeat = setInterval(run, ms);
      repeat.unref();
      timers.push(repeat);
    }, firstAfterMs);
    first.unref();
    timers.push(first);
  };
  app.addHook('onReady', async () => {
    // Files of submissions a stopped process never committed: one directory read, before serving.
    try {
      const cleared = await services.files.clearPending();
      if (cleared) app.log.info({ cleared }, 'removed pending files of submissions that never committed');
    } catch (error) {
      app.log.warn({ err: loggableError(error) }, 'pending files could not be cleared');
    }
    every(10 * MINUTE_MS, () => services.limiter.prune(), 'rate-limit pruning');
    every(6 * 60 * MINUTE_MS, async () => {
      const removed = await sweepOrphanFiles(services);
      if (removed) app.log.info({ removed }, 'removed application files no record refers to');
    }, 'the sweep of unreferenced files', MINUTE_MS);
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });
}

const MINUTE_MS = 60 * 1000;

/** Serves the built SPA under /learn/; deep links fall back to its index.html. */
async function registerWeb(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, prefix: `${WEB_BASE}/`, wildcard: false, index: false });
  }
  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_req, reply) => reply.redirect(`${WEB_BASE}/`));
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && (url === WEB_BASE || url.startsWith(`${WEB_BASE}/`));
    if (wantsPage && hasWeb && !path.extname(url)) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(indexFile));
    }
    return reply.status(404).send({ message: 'Not found.' });
  });
}
