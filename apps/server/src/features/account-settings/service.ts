import sharp from 'sharp';
import {
  ACCOUNT_SETTINGS_MESSAGES, CHANGE_PASSWORD_FIELDS, PROFILE_LIMITS, PROFILE_MESSAGES, PROFILE_PHOTO_FIELD, changePasswordSchema, fieldErrors,
  parseRecordId, profilePhotoUrl, type AccountSessionsAnswer,
} from '@fetp/contract';
import type { Services } from '../../services';
import type { CurrentUser } from '../../plugins/auth';
import { badRequest, fieldError, forbidden, notFound } from '../../plugins/errors';
import { hashPassword, verifyPassword } from '../../plugins/passwords';
import { limitSignIn } from '../../plugins/rate-limit';
import { endLinksOf, revokeTokens } from '../../plugins/sessions';
import { sniffContentType } from '../../files/content-type';
import { referencedIn, sweepUnreferencedFiles } from '../../files/orphan-sweep';
import { isFileGone } from '../../files/store';
import { fieldText, isUploadedFile, promotePending } from '../../files/upload';
import { users } from '../../db/schema';
import {
  isCurrentPhoto, liveSessions, lockLiveSession, lockPhotoKey, passwordHashOf, setPasswordHash, setPhoto, spendResetLinks,
} from './queries';

/**
 * Account Settings (issue 24): the password change, the caller's sessions, and the profile photo.
 * Every call is the caller's own; a session id that is not one of theirs is refused (403).
 */

// ---- Password ----

/**
 * Changes the caller's password: the three passwords arrive encrypted with the sign-in key, are
 * checked with the form's schema, the current one is verified (a wrong one counts like a wrong
 * sign-in password), and in one transaction the new hash is stored, unused reset links are spent
 * and every other session ends with its live streams. The caller's own session stays.
 */
export async function changePassword(services: Services, me: CurrentUser, body: Record<string, unknown>, ip: string): Promise<void> {
  const attempt = await limitSignIn(services, 'password-change', ip, me.email);
  const plain: Record<string, string> = {};
  for (const field of CHANGE_PASSWORD_FIELDS) {
    plain[field] = fieldText(body[field]) ? await services.keys.decrypt(body.key_id, body[field], field) : '';
  }
  const parsed = changePasswordSchema.safeParse(plain);
  if (!parsed.success) {
    // Not a guess at the current password: it was not even tried.
    await attempt.succeeded();
    const errors = fieldErrors(parsed.error);
    throw badRequest(Object.values(errors)[0]?.[0] ?? ACCOUNT_SETTINGS_MESSAGES.currentPasswordRequired, errors);
  }
  const { current_password: current, new_password1: next } = parsed.data;
  const stored = await passwordHashOf(services.db, me.id);
  if (!stored || !(await verifyPassword(current, stored))) throw fieldError('current_password', ACCOUNT_SETTINGS_MESSAGES.wrongCurrentPassword);
  const passwordHash = await hashPassword(next);
  await services.db.transaction(async (tx) => {
    await setPasswordHash(tx, me.id, passwordHash);
    await spendResetLinks(tx, me.id);
    await revokeTokens(tx, { userId: me.id, exceptTokenId: me.tokenId });
    await endLinksOf(tx, me.id);
  });
  await attempt.succeeded();
}

// ---- Sessions ----

/** The caller's live sessions, newest first, the current one marked. */
export async function sessionsOf(services: Pick<Services, 'db'>, me: CurrentUser): Promise<AccountSessionsAnswer> {
  const rows = await liveSessions(services.db, me.id);
  return {
    data: rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      user_agent: row.userAgent,
      is_current: row.id === me.tokenId,
    })),
  };
}

/** Ends one of the caller's live sessions; any other id (another's, unknown, ended) is refused alike and nothing changes. */
export async function endSession(services: Pick<Services, 'db'>, me: CurrentUser, tokenId: number): Promise<void> {
  await services.db.transaction(async (tx) => {
    if (!(await lockLiveSession(tx, me.id, tokenId))) throw forbidden(ACCOUNT_SETTINGS_MESSAGES.sessionNotYours);
    await revokeTokens(tx, { tokenId });
  });
}

/** Ends every session of the caller but the one making the call; answers how many ended. */
export async function signOutOtherSessions(services: Pick<Services, 'db'>, me: CurrentUser): Promise<number> {
  return services.db.transaction((tx) => revokeTokens(tx, { userId: me.id, exceptTokenId: me.tokenId }));
}

// ---- Photo ----

/** Where profile photos live in the file store. */
export const PROFILE_PHOTOS_FOLDER = 'profile-photos';

/** A stored photo's name in its address: the random part of its key (128 bits, so the address cannot be guessed). */
const PHOTO_NAME = /^[0-9a-f]{32}$/;
const nameOfKey = (key: string) => key.slice(key.lastIndexOf('/') + 1);
const keyOfName = (name: string) => `${PROFILE_PHOTOS_FOLDER}/${name.slice(0, 2)}/${name}`;

/**
 * An image larger than this many pixels is refused before it is decoded (about 8000 × 8000): a
 * small file can claim a huge canvas, and decoding it would take the memory of many uploads.
 */
const PHOTO_INPUT_PIXELS = 64_000_000;

export type PhotoType = 'image/jpeg' | 'image/png';

/**
 * The photo as kept: a JPEG or PNG by its bytes and fully decodable, turned upright, cut to a
 * PROFILE_LIMITS.photoSize square (cover, centred) in its own format, with no metadata (no
 * location, no camera). Null when the bytes are not a readable JPEG or PNG.
 */
export async function keptPhoto(data: Buffer): Promise<{ data: Buffer; type: PhotoType } | null> {
  const sniffed = sniffContentType(data);
  if (sniffed !== 'image/jpeg' && sniffed !== 'image/png') return null;
  try {
    const image = sharp(data, { limitInputPixels: PHOTO_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== (sniffed === 'image/png' ? 'png' : 'jpeg')) return null;
    const square = image.rotate().resize(PROFILE_LIMITS.photoSize, PROFILE_LIMITS.photoSize, { fit: 'cover' });
    const out = sniffed === 'image/png' ? square.png({ compressionLevel: 9 }) : square.jpeg({ quality: 85, mozjpeg: true });
    return { data: await out.toBuffer(), type: sniffed };
  } catch {
    return null;
  }
}

/**
 * Keeps `data` as the user's photo (the upload, or the demo seed): checked and resized, stored as
 * a pending file promoted inside the transaction that points the user at it; the previous photo's
 * file is removed once that has committed (a failure there is left to the orphan sweep). Answers
 * the photo's address.
 */
export async function storeProfilePhoto(services: Pick<Services, 'db' | 'files'>, userId: number, data: Buffer): Promise<string> {
  const photo = await keptPhoto(data);
  if (!photo) throw fieldError(PROFILE_PHOTO_FIELD, PROFILE_MESSAGES.photoType);
  const key = await services.files.putPending(PROFILE_PHOTOS_FOLDER, photo.data);
  const url = profilePhotoUrl(userId, nameOfKey(key));
  let previous: string | null = null;
  try {
    await services.db.transaction(async (tx) => {
      const row = await lockPhotoKey(tx, userId);
      if (!row) throw notFound();
      previous = row.key;
      await setPhoto(tx, userId, key, url);
      await promotePending(services.files, [key]);
    });
  } catch (err) {
    await services.files.remove(key).catch(() => undefined);
    throw err;
  }
  if (previous) await services.files.remove(previous).catch(() => undefined);
  return url;
}

/** The photo upload's body value: one JPEG or PNG file within the size limit, else the field's message. */
export function uploadedPhoto(body: Record<string, unknown>): Buffer {
  const file = body[PROFILE_PHOTO_FIELD];
  if (!isUploadedFile(file) || file.data.length === 0) throw fieldError(PROFILE_PHOTO_FIELD, PROFILE_MESSAGES.photoRequired);
  if (file.truncated || file.data.length > PROFILE_LIMITS.photoMaxBytes) throw fieldError(PROFILE_PHOTO_FIELD, PROFILE_MESSAGES.photoTooLarge);
  return file.data;
}

/** Removes the user's photo (the header shows their initials again); no photo is no error. */
export async function removeProfilePhoto(services: Pick<Services, 'db' | 'files'>, userId: number): Promise<void> {
  const previous = await services.db.transaction(async (tx) => {
    const row = await lockPhotoKey(tx, userId);
    await setPhoto(tx, userId, null, null);
    return row?.key ?? null;
  });
  if (previous) await services.files.remove(previous).catch(() => undefined);
}

/**
 * A photo by its address, when it is that user's current photo (a replaced or removed one, or a
 * made-up address, is not found). Its type is read from its bytes.
 */
export async function photoToServe(services: Pick<Services, 'db' | 'files'>, userIdText: string, name: string): Promise<{ data: Buffer; type: PhotoType }> {
  const userId = parseRecordId(userIdText);
  if (userId === null || !PHOTO_NAME.test(name)) throw notFound(PROFILE_MESSAGES.photoNotFound);
  const key = keyOfName(name);
  if (!(await isCurrentPhoto(services.db, userId, key))) throw notFound(PROFILE_MESSAGES.photoNotFound);
  const data = await services.files.read(key).catch((err: unknown) => {
    throw isFileGone(err) ? notFound(PROFILE_MESSAGES.photoNotFound) : err;
  });
  const type = sniffContentType(data);
  if (type !== 'image/jpeg' && type !== 'image/png') throw notFound(PROFILE_MESSAGES.photoNotFound);
  return { data, type };
}

/** Removes profile photos no user refers to (an upload whose process died between the file and its row). */
export function sweepOrphanProfilePhotos(services: Pick<Services, 'db' | 'files'>, now = new Date()): Promise<number> {
  return sweepUnreferencedFiles(services, PROFILE_PHOTOS_FOLDER, referencedIn(users, users.profileImageKey), now);
}
