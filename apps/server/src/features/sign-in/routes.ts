import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_ACCESS, AUTH_RULES, MESSAGES, accessTokenAnswer, encryptionKeyAnswer, loginEmail, otpCode, requestOtpAnswer, successAnswer, recordId,
} from '@fetp/contract';
import type { Services } from '../../services';
import { HttpError } from '../../plugins/errors';
import { requireUser } from '../../plugins/auth';
import { limitSignIn } from '../../plugins/rate-limit';
import { KEY_EXPIRED_MESSAGE } from './encryption-keys';
import {
  SIGN_IN_MESSAGES, checkCredentials, issueToken, resendCode, revokeToken, startChallenge, validateCode,
} from './service';

const required = (message: string) => z.string({ error: message }).min(1, message);
const userId = recordId(SIGN_IN_MESSAGES.noPendingSignIn);
const encryptedPassword = required(MESSAGES.loginPasswordRequired);
const keyId = required(KEY_EXPIRED_MESSAGE);

const requestOtpBody = z.object({ email: loginEmail, password: encryptedPassword, key_id: keyId });
const validateOtpBody = z.object({ otp: z.string({ error: MESSAGES.otp }).pipe(otpCode), password: encryptedPassword, user_id: userId, key_id: keyId, email: loginEmail });
const accessTokenBody = z.object({
  username: loginEmail,
  password: encryptedPassword,
  key_id: keyId,
  client_id: z.string().optional(),
  grant_type: z.string().optional(),
  token_type: z.string().optional(),
});
const resendOtpBody = z.object({ email: loginEmail, user_id: userId });

export const signInRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['sign-in'];

  app.get('/login-register-encryption-keys', {
    config: { access: 'public' },
    schema: { tags, summary: 'RSA public key for encrypting passwords (RSA-OAEP, SHA-256)', response: { 200: encryptionKeyAnswer } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return services.keys.current();
  });

  app.post('/request-otp/', {
    config: { access: 'public' },
    schema: { tags, summary: 'Check credentials and e-mail a one-time code', body: requestOtpBody, response: { 200: requestOtpAnswer} },
  }, async (request) => {
    const { email, password, key_id } = request.body;
    const attempt = await limitSignIn(services, 'signin', request.ip, email);
    const plain = await services.keys.decrypt(key_id, password);
    const user = await checkCredentials(services, email, plain);
    if (!user) {
      throw new HttpError(400, SIGN_IN_MESSAGES.wrongCredentials, undefined, {
        success: false, user_id: null, redirect_url: null, authenticated_user: false, value: SIGN_IN_MESSAGES.wrongCredentials,
      });
    }
    await attempt.succeeded();
    await startChallenge(services, user);
    return { success: true, user_id: user.id, redirect_url: null, authenticated_user: false, value: '' };
  });

  app.post('/validate-otp/', {
    config: { access: 'public' },
    schema: { tags, summary: 'Check the one-time code', body: validateOtpBody, response: { 200: successAnswer } },
  }, async (request) => {
    const { otp, password, user_id, key_id, email } = request.body;
    const attempt = await limitSignIn(services, 'otp', request.ip, email);
    const plain = await services.keys.decrypt(key_id, password);
    const user = await checkCredentials(services, email, plain);
    if (!user) throw new HttpError(400, SIGN_IN_MESSAGES.wrongCredentials, undefined, { success: false });
    if (user.id !== user_id) throw new HttpError(400, SIGN_IN_MESSAGES.noPendingSignIn, undefined, { success: false });
    await validateCode(services, user.id, otp);
    await attempt.succeeded();
    return { success: true, message: SIGN_IN_MESSAGES.codeVerified };
  });

  app.post('/oauth2/access_token', {
    config: { access: 'public' },
    schema: { tags, summary: 'Issue a bearer token after a validated code', body: accessTokenBody, response: { 200: accessTokenAnswer } },
  }, async (request, reply) => {
    const { username, password, key_id, client_id, grant_type } = request.body;
    if (client_id !== AUTH_RULES.oauthClientId || grant_type !== 'password') {
      throw new HttpError(400, SIGN_IN_MESSAGES.badClient, undefined, { error: 'invalid_client' });
    }
    const attempt = await limitSignIn(services, 'token', request.ip, username);
    const plain = await services.keys.decrypt(key_id, password);
    const user = await checkCredentials(services, username, plain);
    if (!user) throw new HttpError(400, SIGN_IN_MESSAGES.wrongCredentials, undefined, { error: 'invalid_grant' });
    reply.header('cache-control', 'no-store');
    const token = await issueToken(services, user.id);
    await attempt.succeeded();
    return token;
  });

  app.post('/resend-otp/', {
    config: { access: 'public' },
    schema: { tags, summary: 'Send a new code for a sign-in in progress', body: resendOtpBody, response: { 200: successAnswer } },
  }, async (request) => {
    const { email, user_id } = request.body;
    const attempt = await limitSignIn(services, 'resend', request.ip, email);
    await resendCode(services, user_id, email);
    await attempt.succeeded();
    return { success: true, message: SIGN_IN_MESSAGES.codeSent };
  });

  app.get('/api/v1/custom/logout/', {
    config: { access: API_ACCESS.logout },
    schema: { tags, summary: 'Revoke the caller’s token', security: [{ bearer: [] }], response: { 200: successAnswer } },
  }, async (request) => {
    await revokeToken(services, requireUser(request).tokenId);
    return { success: true };
  });
};
