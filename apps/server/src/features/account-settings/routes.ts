import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_SETTINGS_API as API, ACCOUNT_SETTINGS_MESSAGES, PROFILE_LIMITS, PROFILE_MESSAGES, PROFILE_PHOTO_FIELD } from '@fetp/contract';
import type { Services } from '../../services';
import { requireUser } from '../../plugins/auth';
import { fromEndpoint } from '../../plugins/endpoints';
import { fieldError } from '../../plugins/errors';
import {
  changePassword, endSession, photoToServe, removeProfilePhoto, sessionsOf, signOutOtherSessions, storeProfilePhoto, uploadedPhoto,
} from './service';

const tags = ['account-settings'];
/** Room for the multipart framing around the photo. */
const FRAMING_BYTES = 64 * 1024;

/** Account Settings (000 §2.2 user menu): password, sessions, profile photo; the rules are in service.ts. */
export const accountSettingsRoutes: FastifyPluginAsync<{ services: Services }> = async (base, { services }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(API.changePassword.path, fromEndpoint(API.changePassword, {
    tags, summary: 'Change the caller’s password (RSA-encrypted, as at sign-in); every other session ends',
  }), async (request, reply) => {
    reply.header('cache-control', 'no-store');
    await changePassword(services, requireUser(request), request.body, request.ip);
    return { success: true, message: ACCOUNT_SETTINGS_MESSAGES.passwordChanged };
  });

  app.get(API.sessions.path, fromEndpoint(API.sessions, { tags, summary: 'The caller’s signed-in sessions, the current one marked' }), async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return sessionsOf(services, requireUser(request));
  });

  app.delete(API.revokeSession.path, fromEndpoint(API.revokeSession, {
    tags, summary: 'Sign out one of the caller’s sessions (403 for any other id)',
  }), async (request) => {
    await endSession(services, requireUser(request), request.params.id);
    return { success: true, message: ACCOUNT_SETTINGS_MESSAGES.sessionEnded };
  });

  app.post(API.signOutOthers.path, fromEndpoint(API.signOutOthers, { tags, summary: 'Sign out every session of the caller but this one' }), async (request) => {
    await signOutOtherSessions(services, requireUser(request));
    return { success: true, message: ACCOUNT_SETTINGS_MESSAGES.othersSignedOut };
  });

  const upload = fromEndpoint(API.uploadPhoto, { tags, summary: 'Upload the caller’s profile photo (multipart: photo; JPEG or PNG by content, at most 5 MB)' });
  app.post(API.uploadPhoto.path, {
    config: {
      ...upload.config,
      // Read whole (at most 5 MB): the image is decoded and resized in memory, and only the result is stored.
      multipartOptions: { limits: { fileSize: PROFILE_LIMITS.photoMaxBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 } },
    },
    onRequest: async (request) => {
      if (Number(request.headers['content-length']) > PROFILE_LIMITS.photoMaxBytes + FRAMING_BYTES) {
        throw fieldError(PROFILE_PHOTO_FIELD, PROFILE_MESSAGES.photoTooLarge);
      }
    },
    schema: { ...upload.schema, consumes: ['multipart/form-data'] },
  }, async (request) => {
    const me = requireUser(request);
    const data = uploadedPhoto(request.body as Record<string, unknown>);
    // Decoding an image costs a core for a moment: a user gets as many as a client address gets sign-in attempts.
    await services.limiter.hit(`photo:user:${me.id}`, services.config.rateLimit.perAddress);
    const url = await storeProfilePhoto(services, me.id, data);
    return { success: true, message: PROFILE_MESSAGES.photoSaved, profile_image_url: url };
  });

  app.delete(API.removePhoto.path, fromEndpoint(API.removePhoto, { tags, summary: 'Remove the caller’s profile photo' }), async (request) => {
    await removeProfilePhoto(services, requireUser(request).id);
    return { success: true, message: PROFILE_MESSAGES.photoRemoved, profile_image_url: null };
  });

  app.get(API.photo.path, fromEndpoint(API.photo, { tags, summary: 'A profile photo by its address (no session: the random name is the key)' }), async (request, reply) => {
    const photo = await photoToServe(services, request.params.user_id, request.params.name);
    // A new photo gets a new address, so this one never changes.
    return reply
      .header('content-type', photo.type)
      .header('content-length', String(photo.data.length))
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(photo.data);
  });
};
