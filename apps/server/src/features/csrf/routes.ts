import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csrfAnswer } from '@fetp/contract';
import type { Services } from '../../services';
import { CSRF_COOKIE } from '../../plugins/csrf';

export const csrfRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.withTypeProvider<ZodTypeProvider>().get('/csrf/api/v1/token', {
    config: { access: 'public' },
    schema: { tags: ['shell'], summary: 'Anti-forgery token for unsafe calls', response: { 200: csrfAnswer } },
  }, async (request, reply) => {
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
