import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { AUTH_RULES, KEY_EXPIRED_MESSAGE, PASSWORD_UNREADABLE_MESSAGE } from '@fetp/contract';
import type { Db } from '../db/client';
import { encryptionKeys } from '../db/schema';
import { HttpError } from './errors';
import { randomToken } from './tokens';

const generateKeyPair = promisify(crypto.generateKeyPair);
const HOUR = 60 * 60 * 1000;


/**
 * RSA key pairs with which the browser encrypts passwords (RSA-OAEP, SHA-256). A pair is handed
 * out for a day and accepted for two, so a page loaded just before a rotation still signs in.
 */
export class EncryptionKeys {
  private readonly privateKeys = new Map<string, { key: crypto.KeyObject; expiresAt: number }>();
  private pending: Promise<{ public_key: string; public_key_id: string }> | null = null;

  constructor(private readonly db: Db) {}

  async current(): Promise<{ public_key: string; public_key_id: string }> {
    const handOutAfter = new Date(Date.now() - AUTH_RULES.encryptionKeyRotateHours * HOUR);
    const [row] = await this.db
      .select({ id: encryptionKeys.id, publicKey: encryptionKeys.publicKey })
      .from(encryptionKeys)
      .where(gt(encryptionKeys.createdAt, handOutAfter))
      .orderBy(desc(encryptionKeys.createdAt))
      .limit(1);
    if (row) return { public_key: row.publicKey, public_key_id: row.id };
    // One generation at a time in this process.
    this.pending ??= this.create().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async create() {
    const { publicKey, privateKey } = await generateKeyPair('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const id = randomToken(12);
    await this.db.insert(encryptionKeys).values({
      id,
      publicKey,
      privateKey,
      expiresAt: new Date(Date.now() + 2 * AUTH_RULES.encryptionKeyRotateHours * HOUR),
    });
    await this.db.delete(encryptionKeys).where(lt(encryptionKeys.expiresAt, new Date(Date.now() - 7 * 24 * HOUR)));
    return { public_key: publicKey, public_key_id: id };
  }

  /** Decrypts a base64 RSA-OAEP ciphertext; an unknown or expired key id is a 400. */
  async decrypt(keyId: unknown, ciphertext: unknown, field = 'password'): Promise<string> {
    if (typeof keyId !== 'string' || !keyId || keyId.length > 64) throw new HttpError(400, KEY_EXPIRED_MESSAGE, { key_id: [KEY_EXPIRED_MESSAGE] });
    const key = await this.privateKey(keyId);
    if (!key) throw new HttpError(400, KEY_EXPIRED_MESSAGE, { key_id: [KEY_EXPIRED_MESSAGE] });
    if (typeof ciphertext !== 'string' || !/^[A-Za-z0-9+/=]{16,1024}$/.test(ciphertext)) {
      throw new HttpError(400, PASSWORD_UNREADABLE_MESSAGE, { [field]: [PASSWORD_UNREADABLE_MESSAGE] });
    }
    try {
      return crypto
        .privateDecrypt({ key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(ciphertext, 'base64'))
        .toString('utf8');
    } catch {
      throw new HttpError(400, PASSWORD_UNREADABLE_MESSAGE, { [field]: [PASSWORD_UNREADABLE_MESSAGE] });
    }
  }

  private async privateKey(id: string): Promise<crypto.KeyObject | null> {
    const cached = this.privateKeys.get(id);
    if (cached) return cached.expiresAt > Date.now() ? cached.key : null;
    const [row] = await this.db
      .select()
      .from(encryptionKeys)
      .where(and(eq(encryptionKeys.id, id), gt(encryptionKeys.expiresAt, new Date())));
    if (!row) return null;
    const key = crypto.createPrivateKey(row.privateKey);
    this.privateKeys.set(id, { key, expiresAt: row.expiresAt.getTime() });
    return key;
  }
}

/** What the browser does: used by tests and the benchmark to sign in. */
export function encryptForKey(publicKeyPem: string, plaintext: string): string {
  return crypto
    .publicEncrypt({ key: publicKeyPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plaintext))
    .toString('base64');
}
