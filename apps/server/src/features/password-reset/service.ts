import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { AUTH_RULES, RESET_MESSAGES, pageUrl, type Locale } from '@fetp/contract';
import type { Services } from '../../services';
import type { Queryable } from '../../db/client';
import { otpChallenges, passwordResets, users } from '../../db/schema';
import { mailLocale, renderMail } from '../../mail/texts';
import { badRequest, loggableError } from '../../plugins/errors';
import { hashPassword } from '../../plugins/passwords';
import { endLinksOf, revokeTokens } from '../../plugins/sessions';
import { randomToken, sha256 } from '../../plugins/tokens';

/**
 * A single-use link to choose a password (the page /learn/password_reset_confirm/:id/custom/),
 * valid for `validMinutes`: a reset link, or an invitation's (a new account has no usable password
 * until its owner opens it). Only the returned link holds the token; the database keeps its hash.
 */
export async function issuePasswordLink(db: Queryable, publicUrl: string, userId: number, validMinutes: number): Promise<string> {
  const token = randomToken(32);
  await db.insert(passwordResets).values({ tokenHash: sha256(token), userId, expiresAt: new Date(Date.now() + validMinutes * 60 * 1000) });
  return `${publicUrl}${pageUrl('passwordResetConfirm', { id: token })}`;
}

/**
 * Mails a reset link when the address belongs to an active account. The mail is sent after the
 * answer, so neither its delay nor a failing mail server tells a caller whether the account exists.
 */
export async function requestPasswordReset(
  services: Services,
  email: string,
  requested: Locale | null,
  log: { warn: (o: object, m: string) => void },
) {
  const [user] = await services.db
    .select({ id: users.id, email: users.email, displayName: users.displayName, language: users.language })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, eq(users.isActive, true)));
  if (!user) return;
  const link = await issuePasswordLink(services.db, services.config.publicUrl, user.id, AUTH_RULES.resetLinkValidMinutes);
  const locale = mailLocale(user.language, requested);
  void services.mailer.send({ to: user.email, ...renderMail('passwordReset', locale, { name: user.displayName, link }) }).catch((err: unknown) => log.warn({ err: loggableError(err) }, 'the password reset link could not be mailed'));
}

/** A reset link that may still be used (not used, not expired); nothing is changed. */
export async function resetLinkValid(services: Services, token: string): Promise<boolean> {
  const live = and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()));
  const [found] = await services.db.select({ id: passwordResets.id }).from(passwordResets).where(live);
  return Boolean(found);
}

/** Uses the link once: new password, every other link and code spent, every session ended (live streams too). */
export async function resetPassword(services: Services, token: string, newPassword: string) {
  const now = new Date();
  const live = and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));
  const [found] = await services.db.select({ id: passwordResets.id }).from(passwordResets).where(live);
  if (!found) throw badRequest(RESET_MESSAGES.invalidLink);
  const passwordHash = await hashPassword(newPassword);
  await services.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(live)
      .returning({ userId: passwordResets.userId });
    if (!reset) throw badRequest(RESET_MESSAGES.invalidLink);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    await revokeTokens(tx, { userId: reset.userId });
    await endLinksOf(tx, reset.userId);
    await tx.update(otpChallenges).set({ spentAt: now }).where(and(eq(otpChallenges.userId, reset.userId), isNull(otpChallenges.spentAt)));
  });
}
