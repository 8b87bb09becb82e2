import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_RULES, SIGN_IN_API as API, SIGN_IN_MESSAGES } from '@fetp/contract';
import type { Services } from '../../services';
import { HttpError } from '../../plugins/errors';
import { requestedLocale, requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { limitSignIn } from '../../plugins/rate-limit';
import { checkCredentials, issueToken, resendCode, revokeToken, startChallenge, validateCode } from './service';

export const signInRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['sign-in'];

  app.get(API.encryptionKey.path, fromEndpoint(API.encryptionKey, { tags, summary: 'RSA public key for encrypting passwords (RSA-OAEP, SHA-256)' }), async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return services.keys.current();
  });

  app.post(API.requestOtp.path, fromEndpoint(API.requestOtp, { tags, summary: 'Check credentials and e-mail a one-time code' }), async (request) => {
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
    await startChallenge(services, user, requestedLocale(request));
    return { success: true, user_id: user.id, redirect_url: null, authenticated_user: false, value: '' };
  });

  app.post(API.validateOtp.path, fromEndpoint(API.validateOtp, { tags, summary: 'Check the one-time code' }), async (request) => {
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

  app.post(API.accessToken.path, fromEndpoint(API.accessToken, { tags, summary: 'Issue a bearer token after a validated code' }), async (request, reply) => {
    const { username, password, key_id, client_id, grant_type } = request.body;
    if (client_id !== AUTH_RULES.oauthClientId || grant_type !== 'password') {
      throw new HttpError(400, SIGN_IN_MESSAGES.badClient, undefined, { error: 'invalid_client' });
    }
    const attempt = await limitSignIn(services, 'token', request.ip, username);
    const plain = await services.keys.decrypt(key_id, password);
    const user = await checkCredentials(services, username, plain);
    if (!user) throw new HttpError(400, SIGN_IN_MESSAGES.wrongCredentials, undefined, { error: 'invalid_grant' });
    reply.header('cache-control', 'no-store');
    const token = await issueToken(services, user.id, request.headers['user-agent']);
    await attempt.succeeded();
    return token;
  });

  app.post(API.resendOtp.path, fromEndpoint(API.resendOtp, { tags, summary: 'Send a new code for a sign-in in progress' }), async (request) => {
    const { email, user_id } = request.body;
    const attempt = await limitSignIn(services, 'resend', request.ip, email);
    await resendCode(services, user_id, email, requestedLocale(request));
    await attempt.succeeded();
    return { success: true, message: SIGN_IN_MESSAGES.codeSent };
  });

  app.get(API.logout.path, fromEndpoint(API.logout, { tags, summary: 'Revoke the caller’s token' }), async (request) => {
    await revokeToken(services, requireUser(request).tokenId);
    return { success: true };
  });
};
