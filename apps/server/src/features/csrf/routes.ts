import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CSRF_API as API } from '@fetp/contract';
import type { Services } from '../../services';
import { CSRF_COOKIE } from '../../plugins/csrf';
import { fromEndpoint } from '../../plugins/endpoints';

export const csrfRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.withTypeProvider<ZodTypeProvider>().get(API.token.path, fromEndpoint(API.token, { tags: ['shell'], summary: 'Anti-forgery token for unsafe calls' }), async (request, reply) => {
    const existing = request.cookies[CSRF_COOKIE];
    const token = existing && services.csrf.isValid(existing) ? existing : services.csrf.issue();
    reply.setCookie(CSRF_COOKIE, token, {
      path: '/',
      sameSite: 'lax',
      secure: services.config.publicUrl.startsWith('https://'),
      httpOnly: false,
      maxAge: 60 * 60 * 24 * 365,
    });
    return { csrfToken: token };
  });
};
