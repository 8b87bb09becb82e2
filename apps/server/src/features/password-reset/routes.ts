import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PASSWORD_RESET_API as API, RESET_MESSAGES, fieldErrors, passwordResetSchema } from '@fetp/contract';
import type { Services } from '../../services';
import { requestedLocale } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { badRequest } from '../../plugins/errors';
import { limitMailings, limitSignIn } from '../../plugins/rate-limit';
import { requestPasswordReset, resetLinkValid, resetPassword } from './service';

export const passwordResetRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['password-reset'];

  app.post(API.request.path, fromEndpoint(API.request, {
    tags, summary: 'E-mail a password reset link (same answer whether or not the account exists)',
  }), async (request) => {
    const { email } = request.body;
    await limitMailings(services, 'reset', request.ip, email);
    await requestPasswordReset(services, email, requestedLocale(request), request.log);
    return { success: true };
  });

  app.get(API.check.path, fromEndpoint(API.check, { tags, summary: 'Whether a reset link may still be used (it is not used by asking)' }), async (request) => {
    // Counted like a reset attempt: links cannot be guessed by asking many times.
    await limitSignIn(services, 'reset-check', request.ip);
    return { valid: await resetLinkValid(services, request.params.id) };
  });

  app.post(API.confirm.path, fromEndpoint(API.confirm, { tags, summary: 'Set a new password with a reset link' }), async (request) => {
    await limitSignIn(services, 'reset-confirm', request.ip);
    const parsed = passwordResetSchema.safeParse({
      new_password1: typeof request.body.new_password1 === 'string' ? request.body.new_password1 : '',
      new_password2: typeof request.body.new_password2 === 'string' ? request.body.new_password2 : '',
    });
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      throw badRequest(Object.values(errors)[0]?.[0] ?? RESET_MESSAGES.invalidLink, errors);
    }
    await resetPassword(services, request.params.id, parsed.data.new_password1);
    return { success: true, message: RESET_MESSAGES.done };
  });
};
