import crypto from 'node:crypto';

/** A random, URL-safe secret for tokens and links. */
export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');

/** Tokens, codes and links are stored only as this digest. */
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
