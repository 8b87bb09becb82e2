import { z } from 'zod';
import { successAnswer } from './api';
import { endpoint } from './endpoints';
import { MESSAGES } from './messages';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from './profile-messages';
import { multipartFormBody, newPassword, recordId } from './validation';

/**
 * Account Settings (000 §2.2 user menu; issue 24): the caller changes their password (000 §5.2
 * rules; every other session ends), sees and ends their signed-in sessions, and uploads or removes
 * their profile photo. The language is saved by SHELL_API.saveLanguage and the calendar feed by
 * CALENDAR_API; the page reuses both.
 */

/** The Account Settings calls' answer texts (server.accountSettings.* in the web's catalogs); the photo's are PROFILE_MESSAGES'. */
export const ACCOUNT_SETTINGS_MESSAGES = {
  currentPasswordRequired: 'Enter your current password.',
  wrongCurrentPassword: 'Your current password is incorrect.',
  samePassword: 'The new password must be different from your current password.',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  sessionNotYours: 'This is not one of your signed-in sessions.',
  sessionEnded: 'The session has been signed out.',
  othersSignedOut: 'Your other sessions have been signed out.',
} as const;

/** A longer password is not one a person types; the rule's own maximum. */
const PASSWORD_MAX = 128;

/**
 * The Change password form, written once for the web form and the server (which applies it to the
 * decrypted values): the current password, then a new one under the 000 §5.2 rules with the reset's
 * confirmation messages, and different from the current one.
 */
export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: ACCOUNT_SETTINGS_MESSAGES.currentPasswordRequired })
      .min(1, ACCOUNT_SETTINGS_MESSAGES.currentPasswordRequired)
      .max(PASSWORD_MAX, ACCOUNT_SETTINGS_MESSAGES.wrongCurrentPassword),
    new_password1: newPassword,
    new_password2: z.string({ error: MESSAGES.confirmRequired }).min(1, MESSAGES.confirmRequired),
  })
  .refine((v) => !v.new_password2 || v.new_password1 === v.new_password2, { message: MESSAGES.confirmMatch, path: ['new_password2'] })
  .refine((v) => !v.current_password || v.new_password1 !== v.current_password, { message: ACCOUNT_SETTINGS_MESSAGES.samePassword, path: ['new_password1'] });
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;
export const CHANGE_PASSWORD_FIELDS = ['current_password', 'new_password1', 'new_password2'] as const;

/**
 * POST body of the password change: the three passwords each encrypted with the sign-in key
 * (RSA-OAEP, as sign-in and registration send them) and its key id. They are read and checked by
 * changePasswordSchema after decryption, so each gets its own message.
 */
export const changePasswordBody = z.object({
  current_password: z.unknown().optional(),
  new_password1: z.unknown().optional(),
  new_password2: z.unknown().optional(),
  key_id: z.unknown().optional(),
});

/** One of the caller's signed-in sessions (a live bearer token: not revoked, not expired). */
export const accountSessionRow = z.object({
  id: z.number(),
  /** When it signed in, and when it ends by itself (ISO 8601). */
  created_at: z.string(),
  expires_at: z.string(),
  /** The browser's User-Agent at sign-in (at most 300 characters); null when not known. */
  user_agent: z.string().nullable(),
  /** The session making this call. */
  is_current: z.boolean(),
});
export type AccountSessionRow = z.infer<typeof accountSessionRow>;
export const accountSessionsAnswer = z.object({ data: z.array(accountSessionRow) });
export type AccountSessionsAnswer = z.infer<typeof accountSessionsAnswer>;

/** A session id; anything that is not one of the caller's live sessions is refused alike (403). */
export const accountSessionParams = z.object({ id: recordId(ACCOUNT_SETTINGS_MESSAGES.sessionNotYours) });

/** The photo upload: one file in `photo` (multipart). */
export const PROFILE_PHOTO_FIELD = 'photo';
export const profilePhotoBody = multipartFormBody([], [PROFILE_PHOTO_FIELD]);
/** After an upload or a removal: the address the header now shows (null: initials). */
export const profilePhotoAnswer = z.object({ success: z.boolean(), message: z.string(), profile_image_url: z.string().nullable() });
export type ProfilePhotoAnswer = z.infer<typeof profilePhotoAnswer>;
/** A stored photo's address: its owner and the random name of its file; anything else is simply not found. */
export const profilePhotoParams = z.object({ user_id: z.string().max(20), name: z.string().max(64) });

/** The photo types accepted, by declared type and by name (the server decides by content). */
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const PROFILE_PHOTO_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/**
 * What is wrong with a chosen photo before it is sent (the web's check, with the server's
 * messages): not a JPEG or PNG by its type or name, or larger than PROFILE_LIMITS.photoMaxBytes.
 */
export function profilePhotoProblem(file: { name: string; type: string; size: number }): string | null {
  const byType = (PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const byName = /\.(jpe?g|png)$/i.test(file.name);
  if (!byType && !(file.type === '' && byName)) return PROFILE_MESSAGES.photoType;
  if (file.size > PROFILE_LIMITS.photoMaxBytes) return PROFILE_MESSAGES.photoTooLarge;
  return null;
}

const PHOTO_PATH = '/api/v1/profile/photo/';

/** The address a stored photo is served at (profile_image_url): no session needed, the random name is the key. */
export const profilePhotoUrl = (userId: number, name: string) => `${PHOTO_PATH}${userId}/${name}/`;

/** Account Settings' calls; every one is the caller's own (no user id is taken but a session's). */
export const ACCOUNT_SETTINGS_API = {
  /** Changes the caller's password; every other session (and its live streams) ends, this one stays. */
  changePassword: endpoint({ method: 'POST', path: '/api/v1/account/password/', access: 'authenticated', body: changePasswordBody, answer: successAnswer }),
  /** The caller's live sessions, newest first. */
  sessions: endpoint({ method: 'GET', path: '/api/v1/account/sessions/', access: 'authenticated', answer: accountSessionsAnswer }),
  /** Ends one of the caller's sessions; another's (or an unknown or ended one) is refused with 403 and nothing changes. */
  revokeSession: endpoint({
    method: 'DELETE', path: '/api/v1/account/sessions/:id/', access: 'authenticated', params: accountSessionParams, answer: successAnswer,
  }),
  /** Ends every session of the caller but this one. */
  signOutOthers: endpoint({ method: 'POST', path: '/api/v1/account/sessions/sign-out-others/', access: 'authenticated', answer: successAnswer }),
  /** Uploads the caller's photo (JPEG or PNG by content, at most 5 MB), kept as a 256-pixel square. */
  uploadPhoto: endpoint({ method: 'POST', path: PHOTO_PATH, access: 'authenticated', body: profilePhotoBody, answer: profilePhotoAnswer }),
  /** Removes the caller's photo. */
  removePhoto: endpoint({ method: 'DELETE', path: PHOTO_PATH, access: 'authenticated', answer: profilePhotoAnswer }),
  /** A stored photo (image/jpeg or image/png), for img tags: no session, long cached; 404 when it is not someone's current photo. */
  photo: endpoint({ method: 'GET', path: `${PHOTO_PATH}:user_id/:name/`, access: 'public', params: profilePhotoParams }),
} as const;
