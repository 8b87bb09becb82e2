import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, fieldErrors, passwordResetSchema, recoveryEmail, successAnswer } from '@fetp/contract';
import type { Services } from '../../services';
import { badRequest } from '../../plugins/errors';
import { limitMailings, limitSignIn } from '../../plugins/rate-limit';
import { RESET_MESSAGES, requestPasswordReset, resetPassword } from './service';

const requestBody = z.object({ email: z.string({ error: MESSAGES.loginEmail }).pipe(recoveryEmail) });
const confirmParams = z.object({ id: z.string().min(1).max(200) });
const confirmBody = z.object({ new_password1: z.unknown().optional(), new_password2: z.unknown().optional() });

export const passwordResetRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['password-reset'];

  app.post('/account/password/custom', {
    config: { access: 'public' },
    schema: { tags, summary: 'E-mail a password reset link (same answer whether or not the account exists)', body: requestBody, response: { 200: successAnswer } },
  }, async (request) => {
    const { email } = request.body;
    await limitMailings(services, 'reset', request.ip, email);
    await requestPasswordReset(services, email, request.log);
    return { success: true };
  });

  app.post('/password/reset/:id/custom/', {
    config: { access: 'public' },
    schema: { tags, summary: 'Set a new password with a reset link', params: confirmParams, body: confirmBody, response: { 200: successAnswer } },
  }, async (request) => {
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
