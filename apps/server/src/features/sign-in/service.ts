import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { AUTH_RULES, LIMITS, SIGN_IN_MESSAGES, type Locale } from '@fetp/contract';
import type { Services } from '../../services';
import { accessTokens, otpChallenges, users } from '../../db/schema';
import { mailLocale, renderMail } from '../../mail/texts';
import { HttpError, badRequest, tooManyRequests } from '../../plugins/errors';
import { dummyPasswordHash, verifyPassword } from '../../plugins/passwords';
import { randomToken, sha256 } from '../../plugins/tokens';
import { revokeTokens } from '../../plugins/sessions';


const MINUTE = 60 * 1000;

/** Looks a user up by e-mail (case-insensitive) and checks the password, in constant-ish time. */
export async function checkCredentials(services: Services, email: string, password: string) {
  const [user] = await services.db
    .select({
      id: users.id, email: users.email, displayName: users.displayName, language: users.language, passwordHash: users.passwordHash, isActive: users.isActive,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok || !user.isActive || password.length < LIMITS.loginPasswordMin) return null;
  return user;
}

const newCode = () => crypto.randomInt(0, 10 ** LIMITS.otpLength).toString().padStart(LIMITS.otpLength, '0');
const codeHash = (challengeId: number, code: string) => sha256(`${challengeId}:${code}`);

async function mailCode(services: Pick<Services, 'mailer'>, to: string, name: string, code: string, locale: Locale | null) {
  await services.mailer.send({ to, ...renderMail('signInCode', locale, { name, code, minutes: AUTH_RULES.otpValidMinutes }) });
}

/** Step 1: credentials are right, so a fresh code goes out (earlier unspent codes are spent). */
export async function startChallenge(
  services: Pick<Services, 'db' | 'mailer'>,
  user: { id: number; email: string; displayName: string; language: string | null },
  requested: Locale | null,
) {
  const code = newCode();
  const now = new Date();
  const challengeId = await services.db.transaction(async (tx) => {
    await tx.update(otpChallenges).set({ spentAt: now }).where(and(eq(otpChallenges.userId, user.id), isNull(otpChallenges.spentAt)));
    const [row] = await tx
      .insert(otpChallenges)
      .values({ userId: user.id, codeHash: 'pending', expiresAt: new Date(now.getTime() + AUTH_RULES.otpValidMinutes * MINUTE) })
      .returning({ id: otpChallenges.id });
    await tx.update(otpChallenges).set({ codeHash: codeHash(row!.id, code) }).where(eq(otpChallenges.id, row!.id));
    return row!.id;
  });
  await mailCode(services, user.email, user.displayName, code, mailLocale(user.language, requested));
  return challengeId;
}

async function latestChallenge(services: Pick<Services, 'db'>, userId: number) {
  const [challenge] = await services.db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.userId, userId), isNull(otpChallenges.spentAt)))
    .orderBy(desc(otpChallenges.sentAt))
    .limit(1);
  return challenge ?? null;
}

/** Step 2: the code. Five wrong tries or ten minutes spend it. */
export async function validateCode(services: Pick<Services, 'db'>, userId: number, code: string) {
  const challenge = await latestChallenge(services, userId);
  if (!challenge || challenge.expiresAt.getTime() <= Date.now()) throw badRequest(SIGN_IN_MESSAGES.codeSpent, { otp: [SIGN_IN_MESSAGES.codeSpent] });
  const expected = Buffer.from(challenge.codeHash);
  const given = Buffer.from(codeHash(challenge.id, code));
  // Every write below only touches a code that is still unspent: a code spent meanwhile (a token
  // issued for it, a new code sent) stays spent whatever else arrives at the same time.
  const unspent = and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.spentAt));
  if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) {
    if (!challenge.validatedAt) await services.db.update(otpChallenges).set({ validatedAt: new Date() }).where(unspent);
    return;
  }
  // Counted in SQL so concurrent guesses cannot share one attempt.
  const [row] = await services.db
    .update(otpChallenges)
    .set({
      attempts: sql`${otpChallenges.attempts} + 1`,
      spentAt: sql`case when ${otpChallenges.attempts} + 1 >= ${AUTH_RULES.otpMaxAttempts} then now() end`,
    })
    .where(unspent)
    .returning({ attempts: otpChallenges.attempts });
  const left = AUTH_RULES.otpMaxAttempts - (row?.attempts ?? AUTH_RULES.otpMaxAttempts);
  const message = left > 0 ? SIGN_IN_MESSAGES.wrongCode(left) : SIGN_IN_MESSAGES.codeSpent;
  throw badRequest(message, { otp: [message] });
}

/** The browser's User-Agent as a session keeps it (Account Settings' session list): at most 300 characters, or null. */
export const keptUserAgent = (header: string | undefined): string | null => (header ? [...header].slice(0, 300).join('') || null : null);

/** Step 3: a token, once per code validated in the last few minutes; `userAgent` is the browser that signed in. */
export async function issueToken(services: Pick<Services, 'db'>, userId: number, userAgent?: string) {
  const graceStart = new Date(Date.now() - AUTH_RULES.otpValidatedGraceMinutes * MINUTE);
  const token = randomToken(32);
  const expiresIn = AUTH_RULES.accessTokenTtlSeconds;
  const issued = await services.db.transaction(async (tx) => {
    const spent = await tx
      .update(otpChallenges)
      .set({ spentAt: new Date() })
      .where(and(eq(otpChallenges.userId, userId), isNull(otpChallenges.spentAt), gt(otpChallenges.validatedAt, graceStart)))
      .returning({ id: otpChallenges.id });
    if (spent.length === 0) return false;
    await tx.insert(accessTokens).values({ tokenHash: sha256(token), userId, expiresAt: new Date(Date.now() + expiresIn * 1000), userAgent: keptUserAgent(userAgent) });
    return true;
  });
  if (!issued) throw new HttpError(400, SIGN_IN_MESSAGES.notVerified, undefined, { error: 'invalid_grant' });
  return { access_token: token, token_type: 'Bearer' as const, expires_in: expiresIn, scope: 'read write', user_id: userId };
}

/**
 * A new code for a sign-in in progress: refused within 30 s of the last one, once the current code
 * has expired (the sign-in starts again with the password), and once the sign-in is older than
 * AUTH_RULES.otpResendWindowMinutes, so nobody can keep a code alive with the e-mail and user id.
 */
export async function resendCode(services: Services, userId: number, email: string, requested: Locale | null) {
  const [user] = await services.db
    .select({ id: users.id, email: users.email, displayName: users.displayName, language: users.language })
    .from(users)
    .where(and(eq(users.id, userId), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, eq(users.isActive, true)));
  const challenge = user ? await latestChallenge(services, user.id) : null;
  if (!user || !challenge || challenge.validatedAt) throw badRequest(SIGN_IN_MESSAGES.noPendingSignIn);
  const now = new Date();
  const windowEnd = challenge.createdAt.getTime() + AUTH_RULES.otpResendWindowMinutes * MINUTE;
  if (challenge.expiresAt <= now || windowEnd <= now.getTime()) throw badRequest(SIGN_IN_MESSAGES.noPendingSignIn);
  if (Date.now() - challenge.sentAt.getTime() < AUTH_RULES.otpResendAfterSeconds * 1000) throw tooManyRequests(SIGN_IN_MESSAGES.resendTooSoon);
  const code = newCode();
  const renewed = await services.db
    .update(otpChallenges)
    .set({ codeHash: codeHash(challenge.id, code), attempts: 0, sentAt: now, expiresAt: new Date(now.getTime() + AUTH_RULES.otpValidMinutes * MINUTE) })
    .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.spentAt), isNull(otpChallenges.validatedAt)))
    .returning({ id: otpChallenges.id });
  if (renewed.length === 0) throw badRequest(SIGN_IN_MESSAGES.noPendingSignIn);
  await mailCode(services, user.email, user.displayName, code, mailLocale(user.language, requested));
}

/** Signs out: revokes the caller's token; a live stream opened with it ends (plugins/sessions.ts). */
export async function revokeToken(services: Services, tokenId: number) {
  await services.db.transaction((tx) => revokeTokens(tx, { tokenId }));
}
