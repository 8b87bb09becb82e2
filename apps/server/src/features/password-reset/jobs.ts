import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { defineJob } from '../../jobs';
import { mailLocale, renderMail } from '../../mail/texts';
import type { Services } from '../../services';
import { issuePasswordLink } from './service';

/**
 * The invitation of a new account (made by an administrator, an import or an admission): a
 * single-use link to choose the password, valid `config.invitationLinkDays`, mailed in the owner's
 * language. The link is issued when the job runs, so its token is never stored in the queue; an
 * account deactivated meanwhile gets nothing.
 */
export const invitationJob = defineJob({
  name: 'invitation',
  payload: z.object({ userId: z.number().int().positive() }),
  maxAttempts: 5,
  backoffMs: 60_000,
  run: async ({ userId }, { services }) => {
    const [user] = await services.db
      .select({ id: users.id, email: users.email, displayName: users.displayName, language: users.language })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.isActive, true)));
    if (!user) return;
    const days = services.config.invitationLinkDays;
    const link = await issuePasswordLink(services.db, services.config.publicUrl, user.id, days * 24 * 60);
    await services.mailer.send({ to: user.email, ...renderMail('invitation', mailLocale(user.language, null), { name: user.displayName, email: user.email, link, days }) });
  },
});

/** Queues a user's invitation in the caller's transaction: mailed only if it commits. */
export async function queueInvitation(services: Pick<Services, 'jobs'>, tx: Queryable, userId: number): Promise<void> {
  await services.jobs.enqueue(invitationJob, { userId }, { db: tx });
}

/** Queues the invitations of many new accounts (an import) in one insert, in the caller's transaction. */
export async function queueInvitations(services: Pick<Services, 'jobs'>, tx: Queryable, userIds: readonly number[]): Promise<number> {
  return services.jobs.enqueueMany(invitationJob, userIds.map((userId) => ({ userId })), { db: tx });
}

/** Password reset's job kinds, registered through features/index.ts `featureJobKinds`. */
export const passwordResetJobKinds = [invitationJob];
